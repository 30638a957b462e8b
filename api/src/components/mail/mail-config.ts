import { z } from 'zod';
import { optionalText } from '../../env-values';
import type { EnvironmentOf, NodeEnv } from '../../env-values';

/** Where mail goes and what it says it comes from (docs/notifications.md, "E-mail"). */
export const mailEnvironment = {
  SMTP_URL: optionalText.pipe(
    z
      .string()
      .regex(/^smtps?:\/\/\S+$/, 'Expected smtp://user:pass@host:587 or smtps://...')
      .optional(),
  ),
  MAIL_FROM: optionalText,
  PUBLIC_URL: optionalText.pipe(
    z.url({ protocol: /^https?$/, error: "Expected the app's address, e.g. https://app.example.com" }).optional(),
  ),
};

export type MailConfig = {
  /** The SMTP server; undefined: the embedded development mailbox (a local run only). */
  smtpUrl: string | undefined;
  /** The From of every mail. */
  from: string;
  /** The app's address, the start of every link in a mail; undefined: the API's own URL once it listens. */
  publicUrl: string | undefined;
};

const DEFAULT_FROM = '"$CIAO MINING" <no-reply@ciaomarkets.com>';

/** The mail settings as given (the API's start checks them for a deployment: `mailDeliveryProblems`). */
export function mailConfigFrom(e: EnvironmentOf<typeof mailEnvironment>): MailConfig {
  return { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM ?? DEFAULT_FROM, publicUrl: e.PUBLIC_URL?.replace(/\/$/, '') };
}

/**
 * Why the API must not start (main.ts; the command-line tools need no mail): a deployment
 * (production with DATABASE_URL) must name its SMTP server and its address, as the embedded
 * mailbox keeps mail in memory and a link to localhost would reach nobody. A local run
 * (`npm start`, embedded PostgreSQL) needs neither.
 */
export function mailDeliveryProblems(config: {
  nodeEnv: NodeEnv;
  databaseUrl: string | undefined;
  mail: MailConfig;
}): string[] {
  if (config.nodeEnv !== 'production' || config.databaseUrl === undefined) return [];
  return [
    ...(config.mail.smtpUrl === undefined
      ? [
          'SMTP_URL: required in production with DATABASE_URL (the mail server, e.g. smtp://user:pass@smtp.example.com:587); without it mail would only reach the embedded development mailbox',
        ]
      : []),
    ...(config.mail.publicUrl === undefined
      ? [
          "PUBLIC_URL: required in production with DATABASE_URL (the app's address, e.g. https://app.example.com): the links in mails start with it",
        ]
      : []),
  ];
}
