import { DEFAULT_NOTIFICATION_SETTINGS } from '@ciao/contracts';
import type { NotificationSettings } from '@ciao/contracts';
import type { Clock } from '../../clock';
import type { NotificationSettingsRepository } from './notification-settings-repository';

export type NotificationPreferences = ReturnType<typeof createNotificationPreferences>;

/**
 * A user's notification settings (docs/notifications.md): all on until the user saves, then
 * exactly what was saved. Topics keep their own value while push is off; delivery honours both.
 */
export function createNotificationPreferences({
  settings,
  clock,
}: {
  settings: NotificationSettingsRepository;
  clock: Clock;
}) {
  return {
    async read(userId: string): Promise<NotificationSettings> {
      return (await settings.find(userId)) ?? { ...DEFAULT_NOTIFICATION_SETTINGS };
    },

    save(userId: string, next: NotificationSettings): Promise<NotificationSettings> {
      return settings.save(userId, next, clock.now());
    },
  };
}
