import type { Language } from '@ciao/contracts';
import { notificationMessage } from '../notifications/notification-language';
import type { NotificationMessageKey } from '../notifications/notification-language';
import { TOPIC_OF } from '../notifications/notification-events';
import type { NotificationEvent } from '../notifications/notification-events';
import type { MailContent } from './mail-layout';
import { notificationMailOf } from './notification-mails';

/**
 * The account's own mails, which no switch turns off: the links of password reset and verification,
 * in `language` (the account's, else the request's: docs/front-end.md, "Languages"; none: English).
 */
type AccountMail = ({ kind: 'password-reset'; token: string } | { kind: 'verify-email'; token: string }) & {
  language?: Language;
};

/** A mail waiting in the outbox: what happened, with what its text needs (rendered when it is sent). */
export type MailEvent = AccountMail | NotificationEvent;

export type MailKind = MailEvent['kind'];

/** Whether a mail is a notification's (a switch sent it), not one of the account's own. */
export const isNotification = (event: MailEvent): event is NotificationEvent => event.kind in TOPIC_OF;

/** How long a password-reset link works (docs/accounts.md, "Password reset"). */
export const PASSWORD_RESET_MINUTES = 30;

/** How long a verification link works (docs/accounts.md, "Verified e-mail"). */
export const EMAIL_VERIFICATION_HOURS = 24;

/** The page of the app a verification link opens (mf-account's `/auth/verify`). */
const verifyEmailPath = (token: string) => `/auth/verify?token=${encodeURIComponent(token)}`;

/** The page of the app a reset link opens (mf-account's `/auth/reset`). */
const passwordResetPath = (token: string) => `/auth/reset?token=${encodeURIComponent(token)}`;

/** The texts of each of the account's own mails, the link's lifetime and the page its link opens. */
const ACCOUNT_MAILS: Record<
  AccountMail['kind'],
  {
    texts: Record<'subject' | 'heading' | 'why' | 'validity' | 'action' | 'footer', NotificationMessageKey>;
    lifetime: Record<string, number>;
    path: (token: string) => string;
  }
> = {
  'password-reset': {
    texts: {
      subject: 'passwordReset.subject',
      heading: 'passwordReset.heading',
      why: 'passwordReset.asked',
      validity: 'passwordReset.validity',
      action: 'passwordReset.action',
      footer: 'passwordReset.footer',
    },
    lifetime: { minutes: PASSWORD_RESET_MINUTES },
    path: passwordResetPath,
  },
  'verify-email': {
    texts: {
      subject: 'verifyEmail.subject',
      heading: 'verifyEmail.heading',
      why: 'verifyEmail.confirm',
      validity: 'verifyEmail.validity',
      action: 'verifyEmail.action',
      footer: 'verifyEmail.footer',
    },
    lifetime: { hours: EMAIL_VERIFICATION_HOURS },
    path: verifyEmailPath,
  },
};

/**
 * The subject, text and link of each mail, in its language; `appUrl` is the app's address
 * (PUBLIC_URL), links start with it; `now`: when it is sent.
 */
export function mailContentOf(event: MailEvent, appUrl: string, now: Date): MailContent {
  if (isNotification(event)) return notificationMailOf(event, appUrl, now);
  const { language } = event;
  const { texts, lifetime, path } = ACCOUNT_MAILS[event.kind];
  const say = (key: NotificationMessageKey, values?: Record<string, number>) =>
    notificationMessage(language, key, values);
  return {
    language,
    subject: say(texts.subject),
    heading: say(texts.heading),
    paragraphs: [say(texts.why), say(texts.validity, lifetime)],
    action: { label: say(texts.action), url: appUrl + path(event.token) },
    footer: [say(texts.footer)],
  };
}
