import { createHmac, timingSafeEqual } from 'node:crypto';
import { UNSUBSCRIBABLE_TOPICS } from '@ciao/contracts';
import type { Language, NotificationTopic, UnsubscribableTopic } from '@ciao/contracts';
import { AppError } from '../../errors';
import { notificationMessage, type NotificationMessageKey } from './notification-language';
import type { NotificationPreferences } from './notification-settings';

/** The page of the app a mail's unsubscribe link opens; one-click mail clients POST to it (RFC 8058). */
export const UNSUBSCRIBE_PATH = '/unsubscribe';

export const UNSUBSCRIBE_MESSAGES = {
  invalid: 'This unsubscribe link does not work. Choose your e-mails on the Notifications screen of the app.',
} as const;

/** How the page and the answer name each switch's mails. */
const MAILS_OF: Record<UnsubscribableTopic, NotificationMessageKey> = {
  promotions: 'unsubscribePage.mailsPromotions',
  weeklyNewsletter: 'unsubscribePage.mailsWeeklySummary',
};

/** A switch's mails in words, in `language`: "the weekly summary", "il riepilogo settimanale". */
export const mailsOf = (language: Language, topic: UnsubscribableTopic) =>
  notificationMessage(language, MAILS_OF[topic]);

/** `<user id>.<topic>.<HMAC-SHA256 in base64url>`. */
const TOKEN = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.([A-Za-z]+)\.([A-Za-z0-9_-]{43})$/;

const isUnsubscribable = (topic: string): topic is UnsubscribableTopic =>
  (UNSUBSCRIBABLE_TOPICS as readonly string[]).includes(topic);

export type UnsubscribeLinks = ReturnType<typeof createUnsubscribeLinks>;

/**
 * One-click unsubscribe (docs/notifications.md, "Unsubscribe"): a promotional or summary mail
 * carries a link whose token is the user id and the switch, signed with HMAC-SHA256 under an app
 * secret; it proves itself (no lookup, no expiry), so following it turns that switch's e-mail off
 * without signing in. A token that does not verify changes nothing.
 */
export function createUnsubscribeLinks({
  signingKey,
  preferences,
}: {
  signingKey: () => Promise<string>;
  preferences: Pick<NotificationPreferences, 'turnOffEmail'>;
}) {
  const signature = async (userId: string, topic: UnsubscribableTopic) =>
    createHmac('sha256', await signingKey())
      .update(`unsubscribe:${userId}:${topic}`)
      .digest('base64url');

  /** The switch a token names, if its signature holds (compared in constant time); 400 otherwise. */
  async function topicOf(token: string): Promise<{ userId: string; topic: UnsubscribableTopic }> {
    const [, userId, topic, signed] = TOKEN.exec(token) ?? [];
    if (!userId || !topic || !signed || !isUnsubscribable(topic)) throw new AppError(400, UNSUBSCRIBE_MESSAGES.invalid);
    if (!timingSafeEqual(Buffer.from(signed), Buffer.from(await signature(userId, topic))))
      throw new AppError(400, UNSUBSCRIBE_MESSAGES.invalid);
    return { userId, topic };
  }

  return {
    /** The address of the unsubscribe link of a mail on `topic` to `userId`; null when the topic has none. */
    async linkFor(appUrl: string, userId: string, topic: NotificationTopic): Promise<string | null> {
      if (!isUnsubscribable(topic)) return null;
      return `${appUrl}${UNSUBSCRIBE_PATH}?token=${userId}.${topic}.${await signature(userId, topic)}`;
    },

    topicOf,

    /** Follows a link: that switch's e-mail is off (its push kept); the same answer when it was off already. */
    async unsubscribe(token: string): Promise<{ userId: string; topic: UnsubscribableTopic }> {
      const { userId, topic } = await topicOf(token);
      await preferences.turnOffEmail(userId, topic);
      return { userId, topic };
    },
  };
}
