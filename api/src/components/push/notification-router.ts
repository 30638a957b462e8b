import type { Language } from '@ciao/contracts';
import type { Transact, Transaction } from '../../db/transactions';
import type { MailOutbox } from '../mail/mail-outbox';
import { TOPIC_OF } from '../notifications/notification-events';
import type { NotificationEvent } from '../notifications/notification-events';
import { deliveryOf } from '../notifications/notification-settings';
import type { NotificationPreferences } from '../notifications/notification-settings';
import type { PushOutbox } from './push-outbox';

/**
 * An event for one user; a dedupe key makes it once-only in each outbox (the weekly summary, a
 * campaign); `channels` narrows the user's own choice further (a campaign by push or e-mail only).
 */
export type Notification = {
  userId: string;
  event: NotificationEvent;
  dedupeKey?: string;
  channels?: { push: boolean; email: boolean };
};

/** How many notifications each outbox was given. */
export type Routed = { push: number; email: number };

/** The users component, asked where a live account's mail goes. */
export type AccountAddresses = {
  emailsOf(ids: string[], transaction?: Transaction): Promise<Map<string, string>>;
  /** The language each account chose (docs/front-end.md, "Languages"); its push and mail speak it. */
  languagesOf(ids: string[], transaction?: Transaction): Promise<Map<string, Language>>;
};

export type NotificationRouter = ReturnType<typeof createNotificationRouter>;

/**
 * Where each notification goes (docs/notifications.md, "Channels"): inside the cause's transaction,
 * the users' settings are read once, and each event is written to the push outbox, the mail outbox,
 * both or neither (`deliveryOf`); a deleted account gets no mail. Each outbox writes an event once
 * (its own dedupe key), and the push outbox checks the rule again when it sends.
 */
export function createNotificationRouter(deps: {
  preferences: Pick<NotificationPreferences, 'readMany'>;
  addresses: AccountAddresses;
  push: Pick<PushOutbox, 'enqueue'>;
  mail: Pick<MailOutbox, 'enqueue'>;
  transact: Transact;
}) {
  const { preferences, addresses, push, mail, transact } = deps;

  async function route(transaction: Transaction, notifications: Notification[]): Promise<Routed> {
    if (notifications.length === 0) return { push: 0, email: 0 };
    const settings = await preferences.readMany(transaction, [...new Set(notifications.map((n) => n.userId))]);
    const routed = notifications.map((notification) => {
      const userSettings = settings.get(notification.userId);
      const delivery = userSettings
        ? deliveryOf(userSettings, TOPIC_OF[notification.event.kind])
        : { push: false, email: false };
      const { channels = { push: true, email: true } } = notification;
      return { notification, push: delivery.push && channels.push, email: delivery.email && channels.email };
    });
    // Each event carries its user's language: the outboxes render their texts in it when they send.
    const languages = await addresses.languagesOf([...new Set(notifications.map((n) => n.userId))], transaction);
    for (const entry of routed) {
      const language = languages.get(entry.notification.userId);
      if (language) entry.notification = { ...entry.notification, event: { ...entry.notification.event, language } };
    }
    const byMail = routed.filter((r) => r.email).map((r) => r.notification);
    const emails = await addresses.emailsOf([...new Set(byMail.map((n) => n.userId))], transaction);
    const byPush = routed.filter((r) => r.push).map((r) => r.notification);
    const mails = byMail.flatMap(({ userId, event, dedupeKey }) => {
      const to = emails.get(userId);
      return to ? [{ to, userId, event, dedupeKey }] : [];
    });
    await push.enqueue(transaction, byPush);
    await mail.enqueue(transaction, mails);
    return { push: byPush.length, email: mails.length };
  }

  const notify = async (transaction: Transaction, notifications: Notification[]): Promise<void> => {
    await route(transaction, notifications);
  };

  return {
    notify,
    /** As `notify`, saying how many notifications each outbox was given (a campaign's test send). */
    route,
    /** In a transaction of its own (the weekly summary, a promotion: no change causes them but the calendar or an operator). */
    notifyNow: (notifications: Notification[]) => transact((transaction) => notify(transaction, notifications)),
  };
}
