import type { Language } from '@ciao/contracts';
import { notificationMessage } from '../notifications/notification-language';
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

/**
 * The subject, text and link of each mail; `appUrl` is the app's address (PUBLIC_URL), links start
 * with it; `now`: when it is sent.
 */
export function mailContentOf(event: MailEvent, appUrl: string, now: Date): MailContent {
  const { language } = event;
  switch (event.kind) {
    case 'password-reset':
      return {
        language,
        subject: notificationMessage(language, 'passwordReset.subject'),
        heading: notificationMessage(language, 'passwordReset.heading'),
        paragraphs: [
          notificationMessage(language, 'passwordReset.asked'),
          notificationMessage(language, 'passwordReset.validity', { minutes: PASSWORD_RESET_MINUTES }),
        ],
        action: {
          label: notificationMessage(language, 'passwordReset.action'),
          url: appUrl + passwordResetPath(event.token),
        },
        footer: [notificationMessage(language, 'passwordReset.footer')],
      };
    case 'verify-email':
      return {
        language,
        subject: notificationMessage(language, 'verifyEmail.subject'),
        heading: notificationMessage(language, 'verifyEmail.heading'),
        paragraphs: [
          notificationMessage(language, 'verifyEmail.confirm'),
          notificationMessage(language, 'verifyEmail.validity', { hours: EMAIL_VERIFICATION_HOURS }),
        ],
        action: {
          label: notificationMessage(language, 'verifyEmail.action'),
          url: appUrl + verifyEmailPath(event.token),
        },
        footer: [notificationMessage(language, 'verifyEmail.footer')],
      };
    default:
      return notificationMailOf(event, appUrl, now);
  }
}
