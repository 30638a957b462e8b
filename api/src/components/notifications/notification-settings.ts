import { DEFAULT_NOTIFICATION_SETTINGS } from '@ciao/contracts';
import type { NotificationSettings } from '@ciao/contracts';
import type { Clock } from '../../clock';
import type { NotificationSettingsRepository, StoredNotificationSettings } from './notification-settings-repository';

export type NotificationPreferences = ReturnType<typeof createNotificationPreferences>;

/**
 * A user's notification settings (docs/notifications.md): all on until the user saves, then
 * exactly what was saved. Topics keep their own value while push is off; delivery honours both.
 * A save that names only some channels (or none) keeps the others (docs/notifications.md, "Channels").
 */
export function createNotificationPreferences({
  settings,
  clock,
}: {
  settings: NotificationSettingsRepository;
  clock: Clock;
}) {
  async function read(userId: string): Promise<StoredNotificationSettings> {
    return (
      (await settings.find(userId)) ?? {
        ...DEFAULT_NOTIFICATION_SETTINGS,
        channels: { ...DEFAULT_NOTIFICATION_SETTINGS.channels },
      }
    );
  }

  return {
    read,

    async save(userId: string, { channels, ...switches }: NotificationSettings): Promise<StoredNotificationSettings> {
      const current = await read(userId);
      return settings.save(userId, { ...switches, channels: { ...current.channels, ...channels } }, clock.now());
    },
  };
}
