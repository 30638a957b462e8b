import { DEFAULT_NOTIFICATION_SETTINGS } from '@ciao/contracts';
import type { NotificationSettings, NotificationTopic } from '@ciao/contracts';
import type { Clock } from '../../clock';
import type { Transaction } from '../../db/transactions';
import type { NotificationSettingsRepository, StoredNotificationSettings } from './notification-settings-repository';

export type NotificationPreferences = ReturnType<typeof createNotificationPreferences>;

/** Whether a notification on `topic` goes out by push, by e-mail, both or neither. */
export type Delivery = { push: boolean; email: boolean };

/**
 * The one rule (docs/notifications.md, "Channels"): each switch says what it delivers. Push while
 * the topic's switch and Push Notifications are on; e-mail while the topic's e-mail switch is on,
 * whatever Push Notifications says.
 */
export function deliveryOf(settings: StoredNotificationSettings, topic: NotificationTopic): Delivery {
  return { push: settings[topic] && settings.pushEnabled, email: settings.byEmail[topic] };
}

const defaults = (): StoredNotificationSettings => ({
  ...DEFAULT_NOTIFICATION_SETTINGS,
  byEmail: { ...DEFAULT_NOTIFICATION_SETTINGS.byEmail },
});

/**
 * A user's notification settings (docs/notifications.md): all on until the user saves, then
 * exactly what was saved. Topics keep their own value while push is off; delivery honours both.
 * A save that names only some e-mail switches (or none) keeps the others (docs/notifications.md, "Channels").
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

    async save(userId: string, { byEmail, ...switches }: NotificationSettings): Promise<StoredNotificationSettings> {
      const current = await read(userId);
      return settings.save(userId, { ...switches, byEmail: { ...current.byEmail, ...byEmail } }, clock.now());
    },

    /** A mail's unsubscribe link (docs/notifications.md, "Unsubscribe"): the topic's e-mail switch goes off; push stays as it is. */
    async turnOffEmail(userId: string, topic: NotificationTopic): Promise<void> {
      const current = await read(userId);
      if (!current.byEmail[topic]) return;
      await settings.save(userId, { ...current, byEmail: { ...current.byEmail, [topic]: false } }, clock.now());
    },
  };
}
