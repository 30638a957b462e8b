import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A mail as the development mailbox received it. */
export type ReceivedMail = {
  id: number;
  receivedAt: string;
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  messageId: string;
  headers: Record<string, string>;
};

/** The most recent mails kept (older ones are dropped). */
const KEEP = 200;

export type DevMailbox = Awaited<ReturnType<typeof startDevMailbox>>;

/**
 * An SMTP server on 127.0.0.1 (any free port) that keeps what it receives in memory, parsed
 * (smtp-server + mailparser): where mail goes when SMTP_URL is unset (a local run; its page is
 * /dev/mail), and the server the API tests send to (api/test/support/mailbox.ts). Any user and
 * password are accepted; it relays nothing.
 */
export async function startDevMailbox() {
  const mails: ReceivedMail[] = [];
  let nextId = 1;
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth: (_auth, _session, callback) => callback(null, { user: 'dev' }),
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const headers: Record<string, string> = {};
          for (const line of parsed.headerLines) headers[line.key] = line.line.slice(line.line.indexOf(':') + 1).trim();
          mails.push({
            id: nextId++,
            receivedAt: new Date().toISOString(),
            from: parsed.from?.text ?? '',
            to: session.envelope.rcptTo.map((r) => r.address),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            messageId: parsed.messageId ?? '',
            headers,
          });
          mails.splice(0, Math.max(0, mails.length - KEEP));
          for (const wake of waiters) wake();
          callback();
        })
        .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;

  return {
    /** What the API sends with (nodemailer's SMTP_URL). */
    smtpUrl: `smtp://dev:dev@127.0.0.1:${port}`,
    /** Every mail kept, oldest first. */
    mails: (): readonly ReceivedMail[] => mails,
    /** Resolves at the next mail received (or after `timeoutMs`, to false). */
    nextArrival: (timeoutMs: number) =>
      new Promise<boolean>((resolve) => {
        const wake = () => {
          waiters.delete(wake);
          clearTimeout(timer);
          resolve(true);
        };
        const timer = setTimeout(() => {
          waiters.delete(wake);
          resolve(false);
        }, timeoutMs);
        waiters.add(wake);
      }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
