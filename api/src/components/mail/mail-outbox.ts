import type { Clock } from '../../clock';
import type { Transaction } from '../../db/transactions';
import { scrubText } from '../../logger';
import type { Logger } from '../../logger';
import { backoffMs, createOutboxLoop } from '../../outbox-loop';
import type { Backoff } from '../../outbox-loop';
import { TOPIC_OF } from '../notifications/notification-events';
import type { UnsubscribeLinks } from '../notifications/unsubscribe-links';
import { renderMail } from './mail-layout';
import { isNotification, mailContentOf } from './mail-messages';
import type { ClaimedMail, MailOutboxRepository, MailRowChanges, NewMail } from './mail-outbox-repository';
import type { MailSender } from './mail-sender';

/** Waits between failed tries: 30 s, doubling, at most 1 h; given up after maxAttempts. */
const MAIL_BACKOFF: Backoff = { firstMs: 30_000, maxMs: 3_600_000, maxAttempts: 10 };
/** A claimed row is not due again for this long (longer than a batch of sends with their timeouts). */
const LEASE_MS = 10 * 60_000;
const BATCH = 20;
/** Settled rows are kept this long (their dedupe keys keep once-only mails once), then purged. */
const KEEP_SETTLED_MS = 30 * 24 * 3_600_000;

export const mailBackoffMs = (attempts: number) => backoffMs(MAIL_BACKOFF, attempts);

export type MailEntry = NewMail;

export type MailOutbox = ReturnType<typeof createMailOutbox>;

type MailQueueDeps = { repository: Pick<MailOutboxRepository, 'insert'>; from: string; clock: Clock };

/**
 * Writes mails to the outbox inside the caller's transaction, due at once, each with its Message-ID
 * in the sender's domain; nothing is sent here (the command line queues this way, the API's drain sends).
 */
function createMailQueue({ repository, from, clock }: MailQueueDeps) {
  const messageIdDomain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
  return async (transaction: Transaction, entries: MailEntry[]): Promise<void> => {
    if (entries.length === 0) return;
    await repository.insert(transaction, entries, clock.now(), messageIdDomain);
  };
}

/**
 * The outbox of mails (docs/notifications.md, "E-mail"), table mail_outbox (migration 0025), the
 * push outbox's twin: a row is written in the transaction of the change that causes it; the
 * outbox loop (outbox-loop.ts: claims with a lease, never one row twice) hands each due row to
 * `deliver`, which renders and sends it and settles it once the SMTP server took it; a failure is
 * tried again with exponential back-off.
 */
export function createMailOutbox(deps: {
  repository: MailOutboxRepository;
  send: MailSender;
  from: string;
  appUrl: () => string;
  unsubscribeLinks: Pick<UnsubscribeLinks, 'linkFor'>;
  clock: Clock;
  logger: Logger;
}) {
  const { repository, send, from, appUrl, unsubscribeLinks, clock, logger } = deps;
  const queue = createMailQueue({ repository, from, clock });

  const finish = (row: ClaimedMail, changes: MailRowChanges): Promise<void> => repository.finish(row, changes);

  /** The payload of a settled row is emptied: a single-use link lives no longer than it must. */
  const settle = (row: ClaimedMail, outcome: 'sent' | 'failed', lastError: string | null = null) =>
    finish(row, { settledAt: clock.now(), outcome, lastError, payload: { kind: row.payload.kind } });

  /** A promotional or summary mail's unsubscribe page (docs/notifications.md, "Unsubscribe"); null for the others. */
  const unsubscribeLinkOf = (row: ClaimedMail, url: string) =>
    row.userId && isNotification(row.payload)
      ? unsubscribeLinks.linkFor(url, row.userId, TOPIC_OF[row.payload.kind])
      : Promise.resolve(null);

  async function deliver(row: ClaimedMail): Promise<void> {
    const url = appUrl();
    const unsubscribe = await unsubscribeLinkOf(row, url);
    const content = mailContentOf(row.payload, url, clock.now());
    const mail = renderMail(unsubscribe ? { ...content, unsubscribe } : content);
    // RFC 2369 and RFC 8058: mail clients show an unsubscribe button that POSTs to the page.
    const headers = unsubscribe
      ? { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }
      : undefined;
    const result = await send({ ...mail, from, to: row.to, messageId: row.messageId, headers }).catch(
      (error: unknown) => ({
        outcome: 'retry' as const,
        detail: String(error),
      }),
    );
    if (result.outcome === 'sent') return settle(row, 'sent');
    const problem = scrubText(`${result.outcome}: ${result.detail ?? ''}`).slice(0, 1_000);
    logger.warn({ mailOutboxId: row.id, attempts: row.attempts, problem }, 'the SMTP server did not take a mail');
    if (result.outcome === 'rejected' || row.attempts >= MAIL_BACKOFF.maxAttempts)
      return settle(row, 'failed', problem);
    await finish(row, {
      nextAttemptAt: new Date(clock.now().getTime() + mailBackoffMs(row.attempts)),
      lastError: problem,
    });
  }

  const { drain, soon } = createOutboxLoop({
    name: 'mail',
    rows: repository,
    // A row whose write fails keeps its lease and is tried again when the lease runs out.
    deliver: (row: ClaimedMail) =>
      deliver(row).catch((error: unknown) =>
        logger.error({ err: error, mailOutboxId: row.id }, 'could not send a mail; will try again'),
      ),
    leaseMs: LEASE_MS,
    batch: BATCH,
    keepSettledMs: KEEP_SETTLED_MS,
    clock,
    logger,
  });

  /** Inside the caller's transaction: these mails are to be sent, due at once; a drain starts after the commit. */
  async function enqueue(transaction: Transaction, entries: MailEntry[]): Promise<void> {
    if (entries.length === 0) return;
    await queue(transaction, entries);
    transaction.afterCommit(soon);
  }

  return { enqueue, drain };
}
