import { TOPIC_OF } from '../notifications/notification-events';
import type { NotificationEvent } from '../notifications/notification-events';
import type { MailContent } from './mail-layout';
import { notificationMailOf } from './notification-mails';

/** The account's own mails, which no switch turns off: the links of password reset and verification. */
type AccountMail = { kind: 'password-reset'; token: string } | { kind: 'verify-email'; token: string };

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
  switch (event.kind) {
    case 'password-reset':
      return {
        subject: 'Reset your $CIAO MINING password',
        heading: 'Reset your password',
        paragraphs: [
          'Someone (we hope you) asked to reset the password of your $CIAO MINING account.',
          `The link works once, for ${PASSWORD_RESET_MINUTES} minutes; a newer request replaces it.`,
        ],
        action: { label: 'Choose a new password', url: appUrl + passwordResetPath(event.token) },
        footer: ['If you did not ask for this, ignore this mail: your password stays as it is.'],
      };
    case 'verify-email':
      return {
        subject: 'Verify your $CIAO MINING e-mail address',
        heading: 'Verify your e-mail address',
        paragraphs: [
          'Please confirm that this address belongs to your $CIAO MINING account: store credit codes are sent only to verified addresses.',
          `The link works once, for ${EMAIL_VERIFICATION_HOURS} hours; a newer one replaces it.`,
        ],
        action: { label: 'Verify my address', url: appUrl + verifyEmailPath(event.token) },
        footer: ['If you did not create an account, ignore this mail: nothing happens without the link.'],
      };
    default:
      return notificationMailOf(event, appUrl, now);
  }
}
