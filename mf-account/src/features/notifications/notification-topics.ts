import type { NotificationTopic } from '@ciao/contracts';

/** The six per-topic switches, in the order the screen shows them. */
export const NOTIFICATION_TOPIC_LABELS: Record<NotificationTopic, { label: string; description: string }> = {
  contractCompleted: { label: 'Contract Completed', description: 'When a credit-mining simulation finishes.' },
  rewardsAvailable: { label: 'Rewards Available', description: 'When your credits are ready to turn into store credit.' },
  balanceUpdates: { label: 'Balance Updates', description: 'When your pending rewards change.' },
  promotions: { label: 'Promotions', description: 'Offers and news from the store.' },
  securityAlerts: { label: 'Security Alerts', description: 'Sign-ins and changes to your account.' },
  weeklyNewsletter: { label: 'Weekly Newsletter', description: 'A summary of your week.' },
};
