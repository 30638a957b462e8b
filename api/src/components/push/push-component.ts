import type { Job } from '../../background-jobs';
import type { Platform } from '../../component';
import { transactOn } from '../../db/transactions';
import type { MailOutbox } from '../mail/mail-outbox';
import type { NotificationPreferences } from '../notifications/notification-settings';
import type { RateLimiter } from '../rate-limits/rate-limits';
import type { Ledger } from '../rewards/ledger';
import { createNotificationRouter } from './notification-router';
import type { AccountAddresses } from './notification-router';
import { createPushNotifier } from './push-notifier';
import { createPushOutbox } from './push-outbox';
import { createPushOutboxRepository } from './push-outbox-repository';
import { pushRoutes, pushUserRoutes } from './push-routes';
import { createPushSender } from './push-sender';
import { createPushSubscriptions } from './push-subscription-repository';
import type { LiveAccounts } from './push-subscription-repository';
import { vapidKeyPair } from './vapid-keys';
import { createWeeklySummary } from './weekly-summary';
import type { RunningEnvironment } from '../../env-values';
import type { RateLimits } from '../rate-limits/rate-limit-rule';
import type { PushConfig } from './vapid-keys';

/** The settings this component reads. */
type PushSettings = RunningEnvironment & { push: PushConfig; rateLimits: RateLimits; sweepIntervalMs: number };

/**
 * Web Push (docs/notifications.md): /api/push/public-key, the per-user subscription routes, the
 * listeners other components report events to (routed to the push and mail outboxes in their
 * transactions, per each switch's channel), and the jobs that send the push outbox and enqueue the
 * weekly summary.
 */
export function createPushComponent(
  deps: Pick<Platform<PushSettings>, 'config' | 'database' | 'clock' | 'logger'> & {
    preferences: NotificationPreferences;
    /** The users component, asked whether an account is still live before its devices are notified, and where its mail goes. */
    accounts: LiveAccounts & AccountAddresses;
    /** Where notifications whose channel is email or both go. */
    mail: Pick<MailOutbox, 'enqueue'>;
    ledger: Pick<Ledger, 'lockBalances'>;
    rateLimiter: RateLimiter;
  },
) {
  const { config, database, clock, logger, preferences, accounts, mail, ledger, rateLimiter } = deps;
  const { sequelize } = database;
  const keys = vapidKeyPair({ configured: config.push.vapidKeys, secrets: database });
  const subscriptions = createPushSubscriptions({ sequelize, clock, accounts });
  const endpointRules = { nodeEnv: config.nodeEnv, allowlist: config.push.endpointAllowlist };
  const send = createPushSender({ keys, subject: config.push.vapidSubject, endpointRules });
  const outboxRepository = createPushOutboxRepository({ sequelize });
  const outbox = createPushOutbox({ repository: outboxRepository, subscriptions, preferences, send, clock, logger });
  const router = createNotificationRouter({
    preferences,
    addresses: accounts,
    push: outbox,
    mail,
    transact: transactOn(sequelize),
  });
  const weeklySummary = createWeeklySummary({ repository: outboxRepository, router, clock });
  const jobs: Job[] = [
    { name: 'send push notifications', intervalMs: config.sweepIntervalMs, run: () => outbox.drain() },
    { name: 'enqueue the weekly summary', intervalMs: config.sweepIntervalMs, run: () => weeklySummary.enqueueDue() },
  ];
  return {
    listeners: createPushNotifier({ router, ledger }),
    /** Where campaigns queue their notifications (each customer's own switches and channels win). */
    router,
    routes: pushRoutes({ keys }),
    userRoutes: pushUserRoutes({ config, endpointRules, subscriptions, rateLimiter }),
    jobs,
  };
}
