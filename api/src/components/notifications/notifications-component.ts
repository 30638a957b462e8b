import type { Platform } from '../../component';
import type { RateLimits } from '../rate-limits/rate-limit-rule';
import type { RateLimiter } from '../rate-limits/rate-limits';
import { notificationRoutes } from './notification-routes';
import { createNotificationPreferences } from './notification-settings';
import { createNotificationSettingsRepository } from './notification-settings-repository';
import { createUnsubscribeLinks } from './unsubscribe-links';
import { unsubscribePageRoutes, type UnsubscribeDeps } from './unsubscribe-routes';

/**
 * /api/notifications (the settings, a mail's unsubscribe link), the unsubscribe page, the settings
 * the notifications honour, and the signed links of promotional and summary mails.
 */
export function createNotificationsComponent({
  config,
  database,
  clock,
  rateLimiter,
  accounts,
}: Pick<Platform<{ rateLimits: RateLimits }>, 'config' | 'database' | 'clock'> & {
  rateLimiter: RateLimiter;
  /** The language each account chose (the unsubscribe page speaks it). */
  accounts: Pick<UnsubscribeDeps, 'languagesOf'>;
}) {
  const preferences = createNotificationPreferences({
    settings: createNotificationSettingsRepository({ sequelize: database.sequelize }),
    clock,
  });
  const unsubscribeLinks = createUnsubscribeLinks({
    signingKey: database.appSecret('unsubscribe-hmac', undefined),
    preferences,
  });
  const unsubscribe: UnsubscribeDeps = {
    links: unsubscribeLinks,
    rateLimiter,
    perIp: config.rateLimits.unsubscribePerIp,
    languagesOf: (ids) => accounts.languagesOf(ids),
  };
  return {
    preferences,
    unsubscribeLinks,
    routes: notificationRoutes({ preferences, unsubscribe }),
    unsubscribePage: unsubscribePageRoutes(unsubscribe),
  };
}
