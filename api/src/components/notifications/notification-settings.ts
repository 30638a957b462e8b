import { DEFAULT_NOTIFICATION_SETTINGS } from '@ciao/contracts';
import type { NotificationSettings, NotificationTopic } from '@ciao/contracts';
import type { Clock } from '../../clock';
import type { Transaction } from '../../db/transactions';
import type { NotificationSettingsRepository, StoredNotificationSettings } from './notification-settings-repository';

export type NotificationPreferences = ReturnType<typeof createNotificationPreferences>;

/** Whether a notification on `topic` goes out by push, by e-mail, both or neither. */
export type Delivery = { push: boolean; email: boolean };

/**
 * The one rule (docs/notifications.md, "Channels"): nothing while the topic's switch is off; push
 * when its channel is push or both and Push Notifications is on; e-mail when its channel is email
 * or both, whatever Push Notifications says.
 */
export function deliveryOf(settings: StoredNotificationSettings, topic: NotificationTopic): Delivery {
  const channel = settings.channels[topic];
  const on = settings[topic];
  return {
    push: on && settings.pushEnabled && channel !== 'email',
    email: on && channel !== 'push',
  };
}

const defaults = (): StoredNotificationSettings => ({
  ...DEFAULT_NOTIFICATION_SETTINGS,
  channels: { ...DEFAULT_NOTIFICATION_SETTINGS.channels },
});

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
    return (await settings.find(userId)) ?? defaults();
  }

  return {
    read,

    /** Every one of `userIds`' settings (the defaults for those who never saved), in one read inside the caller's transaction. */
    async readMany(transaction: Transaction, userIds: string[]): Promise<Map<string, StoredNotificationSettings>> {
      const stored = await settings.findMany(transaction, userIds);
      return new Map(userIds.map((id) => [id, stored.get(id) ?? defaults()]));
    },

    async save(userId: string, { channels, ...switches }: NotificationSettings): Promise<StoredNotificationSettings> {
      const current = await read(userId);
      return settings.save(userId, { ...switches, channels: { ...current.channels, ...channels } }, clock.now());
    },

    /**
     * A mail's unsubscribe link (docs/notifications.md, "Unsubscribe"): `both` becomes `push`; a
     * switch by e-mail alone is turned off (its channel kept, as the settings screen does when both
     * of a topic's switches are off); a switch by push alone sends no mail already and stays.
     */
    async turnOffEmail(userId: string, topic: NotificationTopic): Promise<void> {
      const current = await read(userId);
      const channel = current.channels[topic];
      if (channel === 'push') return;
      await settings.save(
        userId,
        channel === 'both'
          ? { ...current, channels: { ...current.channels, [topic]: 'push' } }
          : { ...current, [topic]: false },
        clock.now(),
      );
    },
  };
}
