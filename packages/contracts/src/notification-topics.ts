import type { NotificationChannel, NotificationSettings } from './schemas/requests';

export const NOTIFICATION_TOPICS = [
  'contractCompleted',
  'rewardsAvailable',
  'balanceUpdates',
  'promotions',
  'securityAlerts',
  'weeklyNewsletter',
] as const;
export type NotificationTopic = (typeof NOTIFICATION_TOPICS)[number];

/** Every switch's channel, as the API answers them. */
export type NotificationChannels = Record<NotificationTopic, NotificationChannel>;

/** Until the user chooses (docs/notifications.md, "Channels"): security alerts also by e-mail, promotions never. */
export const DEFAULT_NOTIFICATION_CHANNELS: NotificationChannels = {
  contractCompleted: 'push',
  rewardsAvailable: 'both',
  balanceUpdates: 'push',
  promotions: 'push',
  securityAlerts: 'both',
  weeklyNewsletter: 'both',
};

export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings & { channels: NotificationChannels } = {
  contractCompleted: true,
  rewardsAvailable: true,
  balanceUpdates: true,
  promotions: true,
  securityAlerts: true,
  weeklyNewsletter: true,
  pushEnabled: true,
  channels: DEFAULT_NOTIFICATION_CHANNELS,
};
