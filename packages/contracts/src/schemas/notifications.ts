import { z } from 'zod';

export const NOTIFICATION_TOPICS = [
  'contractCompleted',
  'rewardsAvailable',
  'balanceUpdates',
  'promotions',
  'securityAlerts',
  'weeklyNewsletter',
] as const;
export type NotificationTopic = (typeof NOTIFICATION_TOPICS)[number];

/** Seven booleans, all true by default; unknown fields refused. */
export const notificationSettingsSchema = z.strictObject({
  contractCompleted: z.boolean(),
  rewardsAvailable: z.boolean(),
  balanceUpdates: z.boolean(),
  promotions: z.boolean(),
  securityAlerts: z.boolean(),
  weeklyNewsletter: z.boolean(),
  pushEnabled: z.boolean(),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = {
  contractCompleted: true,
  rewardsAvailable: true,
  balanceUpdates: true,
  promotions: true,
  securityAlerts: true,
  weeklyNewsletter: true,
  pushEnabled: true,
};
