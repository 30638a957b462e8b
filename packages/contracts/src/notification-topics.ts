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

/** Every topic's e-mail switch, as the API answers them. */
export type NotificationEmailSwitches = Record<NotificationTopic, boolean>;

/** Until the user chooses (docs/notifications.md, "Channels"): security alerts, rewards and the weekly summary also by e-mail. */
export const DEFAULT_NOTIFICATION_EMAILS: NotificationEmailSwitches = {
  contractCompleted: false,
  rewardsAvailable: true,
  balanceUpdates: false,
  promotions: false,
  securityAlerts: true,
  weeklyNewsletter: true,
};

export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings & { byEmail: NotificationEmailSwitches } = {
  contractCompleted: true,
  rewardsAvailable: true,
  balanceUpdates: true,
  promotions: true,
  securityAlerts: true,
  weeklyNewsletter: true,
  pushEnabled: true,
  byEmail: DEFAULT_NOTIFICATION_EMAILS,
};
