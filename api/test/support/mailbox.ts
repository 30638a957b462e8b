import { startDevMailbox } from '../../src/components/mail/dev-mailbox';
import type { ReceivedMail } from '../../src/components/mail/dev-mailbox';
import { useStarted } from './use-started';

export type TestMailbox = Awaited<ReturnType<typeof startTestMailbox>>;

/**
 * A real SMTP server on 127.0.0.1 for a test file (the API's development mailbox: smtp-server +
 * mailparser): start the API with `env: mailbox.env` and read what arrived.
 */
export async function startTestMailbox() {
  const box = await startDevMailbox();

  /** The mails to `address` so far, oldest first. */
  const to = (address: string) =>
    box.mails().filter((m) => m.to.includes(address.toLowerCase()) || m.to.includes(address));

  /**
   * Waits until `address` has received `count` mails (default 1), of those with `subject` only if
   * given (other mails, e.g. a new-sign-in alert, do not count); returns mail number `count`.
   */
  async function waitForMail(
    address: string,
    options: { count?: number; subject?: string; timeoutMs?: number } = {},
  ): Promise<ReceivedMail> {
    const { count = 1, subject, timeoutMs = 10_000 } = options;
    const counted = () => to(address).filter((m) => subject === undefined || m.subject === subject);
    const deadline = Date.now() + timeoutMs;
    while (counted().length < count) {
      const left = deadline - Date.now();
      if (left <= 0 || !(await box.nextArrival(left)))
        throw new Error(
          `no mail #${count}${subject ? ` "${subject}"` : ''} to ${address} within ${timeoutMs} ms (got ${counted().length})`,
        );
    }
    return counted()[count - 1] as ReceivedMail;
  }

  return { smtpUrl: box.smtpUrl, env: { SMTP_URL: box.smtpUrl }, to, waitForMail, close: box.close };
}

/** The first link in a mail's text part that starts with `prefix` (e.g. the API's URL + '/auth/reset'). */
export function linkIn(mail: ReceivedMail, prefix: string): URL {
  const found = mail.text.split(/\s+/).find((word) => word.startsWith(prefix));
  if (!found) throw new Error(`no link starting with ${prefix} in "${mail.subject}":\n${mail.text}`);
  return new URL(found);
}

/** The mailbox of a test file (or describe block): started in beforeAll, closed in afterAll; declare it before the server that sends to it. */
export const useTestMailbox = () => useStarted(startTestMailbox);
