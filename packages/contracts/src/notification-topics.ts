import type { NotificationSettings } from './schemas/requests';

export const NOTIFICATION_TOPICS = [
  'contractCompleted',
  'rewardsAvailable',
  'balanceUpdates',
  'promotions',
  'securityAlerts',
  'weeklyNewsletter',
] as const;
export type NotificationTopic = (typeof NOTIFICATION_TOPICS)[number];

export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = {
  contractCompleted: true,
  rewardsAvailable: true,
  balanceUpdates: true,
  promotions: true,
  securityAlerts: true,
  weeklyNewsletter: true,
  pushEnabled: true,
};
