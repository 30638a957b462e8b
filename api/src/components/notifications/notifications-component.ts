import type { Platform } from '../../component';
import { notificationRoutes } from './notification-routes';
import { createNotificationPreferences } from './notification-settings';
import { createNotificationSettingsRepository } from './notification-settings-repository';

/** /api/notifications/settings, and the settings the push notifications honour. */
export function createNotificationsComponent({ database, clock }: Pick<Platform, 'database' | 'clock'>) {
  const preferences = createNotificationPreferences({
    settings: createNotificationSettingsRepository({ sequelize: database.sequelize }),
    clock,
  });
  return { preferences, routes: notificationRoutes({ preferences }) };
}
