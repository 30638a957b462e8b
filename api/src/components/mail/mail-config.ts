import { z } from 'zod';
import { optionalText } from '../../env-values';
import type { EnvironmentOf, NodeEnv } from '../../env-values';

/** Where mail goes and what it says it comes from (docs/notifications.md, "E-mail"). */
export const mailEnvironment = {
  SMTP_URL: optionalText.pipe(z.string().regex(/^smtps?:\/\/\S+$/, 'Expected smtp://user:pass@host:587 or smtps://...').optional()),
  MAIL_FROM: optionalText,
  PUBLIC_URL: optionalText.pipe(z.url({ protocol: /^https?$/, error: 'Expected the app\'s address, e.g. https://app.example.com' }).optional()),
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

/**
 * A deployment (production with DATABASE_URL) must name its SMTP server and its address: the
 * embedded mailbox keeps mail in memory, and a link to localhost would reach nobody. A local run
 * (`npm start`, embedded PostgreSQL) needs neither.
 */
export function mailConfigFrom(e: EnvironmentOf<typeof mailEnvironment>, deployment: { nodeEnv: NodeEnv; databaseUrl: string | undefined }, problems: string[]): MailConfig {
  if (deployment.nodeEnv === 'production' && deployment.databaseUrl !== undefined) {
    if (e.SMTP_URL === undefined) problems.push('SMTP_URL: required in production with DATABASE_URL (the mail server, e.g. smtp://user:pass@smtp.example.com:587); without it mail would only reach the embedded development mailbox');
    if (e.PUBLIC_URL === undefined) problems.push("PUBLIC_URL: required in production with DATABASE_URL (the app's address, e.g. https://app.example.com): the links in mails start with it");
  }
  return { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM ?? DEFAULT_FROM, publicUrl: e.PUBLIC_URL?.replace(/\/$/, '') };
}
