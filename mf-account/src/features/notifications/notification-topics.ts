import type { NotificationTopic } from '@ciao/contracts';

/** The six per-topic switches, in the order the screen shows them. */
export const NOTIFICATION_TOPIC_LABELS: Record<NotificationTopic, { label: string; description: string }> = {
  contractCompleted: { label: 'Contract Completed', description: 'When a credit-mining simulation finishes.' },
  rewardsAvailable: {
    label: 'Rewards Available',
    description: 'When your credits are ready to turn into store credit.',
  },
  balanceUpdates: { label: 'Balance Updates', description: 'When your pending rewards change.' },
  promotions: { label: 'Promotions', description: 'Offers and news from the store.' },
  securityAlerts: { label: 'Security Alerts', description: 'Sign-ins and changes to your account.' },
  weeklyNewsletter: { label: 'Weekly Newsletter', description: 'A summary of your week.' },
};

/** What the master switch says about this device when turning push on did not subscribe it as asked. */
export const PUSH_DEVICE_TEXTS = {
  denied:
    "Notifications are blocked for this site. Allow them in your browser's site settings, then turn Push Notifications on again.",
  failed: 'Unable to turn on notifications on this device. Please try again.',
  unsupported: 'This browser cannot show push notifications. Your other devices still receive them.',
} as const;
