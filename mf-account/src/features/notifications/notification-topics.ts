import type { NotificationTopic } from '@ciao/contracts';
import type { NotificationsMessageKey } from '../../messages/notifications';

type Key = NotificationsMessageKey;

/** The six per-topic switches' texts (the notifications catalog's keys), in the order the screen shows them. */
export const NOTIFICATION_TOPIC_LABELS: Record<NotificationTopic, { label: Key; description: Key }> = {
  contractCompleted: { label: 'topic.contractCompleted', description: 'topic.contractCompletedHint' },
  rewardsAvailable: { label: 'topic.rewardsAvailable', description: 'topic.rewardsAvailableHint' },
  balanceUpdates: { label: 'topic.balanceUpdates', description: 'topic.balanceUpdatesHint' },
  promotions: { label: 'topic.promotions', description: 'topic.promotionsHint' },
  securityAlerts: { label: 'topic.securityAlerts', description: 'topic.securityAlertsHint' },
  weeklyNewsletter: { label: 'topic.weeklyNewsletter', description: 'topic.weeklyNewsletterHint' },
};

/** What the master switch says about this device when turning push on did not subscribe it as asked. */
export const PUSH_DEVICE_TEXTS = {
  denied: 'push.denied',
  failed: 'push.failed',
  unsupported: 'push.unsupported',
} as const satisfies Record<string, Key>;
