import { setImmediate } from 'node:timers/promises';
import type { Clock } from '../../clock';
import type { Transaction } from '../../db/transactions';
import { scrubText } from '../../logger';
import type { Logger } from '../../logger';
import { backoffMs, createOutboxLoop } from '../../outbox-loop';
import type { Backoff } from '../../outbox-loop';
import { deliveryOf } from '../notifications/notification-settings';
import type { NotificationPreferences } from '../notifications/notification-settings';
import { notificationText, TOPIC_OF } from '../notifications/notification-events';
import type { NotificationEvent } from '../notifications/notification-events';
import type { PushOutcome } from './push-outbox-repository';
import type { ClaimedRow, OutboxRowChanges, PushOutboxRepository } from './push-outbox-repository';
import type { PushSender, PushTarget, SendResult } from './push-sender';
import type { PushSubscriptions } from './push-subscription-repository';

/** Waits between failed tries: 30 s, doubling, at most 1 h; given up after MAX_ATTEMPTS (the news would be stale). */
const PUSH_BACKOFF: Backoff = { firstMs: 30_000, maxMs: 3_600_000, maxAttempts: 8 };
/** A claimed row is not due again for this long (longer than a batch: subscriptions in parallel, 10 s timeout each). */
const LEASE_MS = 5 * 60_000;
const BATCH = 20;
/** Devices a notification is on its way to at once (more wait their turn). */
const SEND_BATCH = 10;
/** Settled rows are kept this long (their dedupe keys keep once-only events once), then purged. */
const KEEP_SETTLED_MS = 30 * 24 * 3_600_000;

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

export const pushBackoffMs = (attempts: number) => backoffMs(PUSH_BACKOFF, attempts);

export type OutboxEntry = { userId: string; event: NotificationEvent; dedupeKey?: string };

export type PushOutbox = ReturnType<typeof createPushOutbox>;

/**
 * The outbox of push notifications (docs/notifications.md), table push_outbox (migration 0013). A
 * row is written in the transaction of the change that causes it, so it exists exactly when that
 * change committed; the outbox loop (outbox-loop.ts: claims with a lease, never one row twice)
 * hands each due row to `deliver`, which checks at send time that the account exists
 * and that the event still goes by push (deliveryOf: its switch, channel and pushEnabled), sends to each of the user's devices, removes
 * the subscriptions the push service no longer knows (404, 410), and records what is left to try
 * later with exponential back-off. Rows live in PostgreSQL, so restarts lose nothing.
 */
export function createPushOutbox(deps: {
  repository: PushOutboxRepository;
  subscriptions: PushSubscriptions;
  preferences: NotificationPreferences;
  send: PushSender;
  clock: Clock;
  logger: Logger;
}) {
  const { repository, subscriptions, preferences, send, clock, logger } = deps;

  /** Ends a row, unless another instance took it over meanwhile (its lease ran out: the attempt count moved on). */
  const finish = (row: ClaimedRow, changes: OutboxRowChanges): Promise<void> => repository.finish(row, changes);

  const settle = (row: ClaimedRow, outcome: PushOutcome, deliveredTo = row.deliveredTo) =>
    finish(row, { settledAt: clock.now(), outcome, deliveredTo });

  async function deliver(row: ClaimedRow): Promise<void> {
    const event = row.payload;
    const settings = await preferences.read(row.userId);
    if (!deliveryOf(settings, TOPIC_OF[event.kind]).push) return settle(row, 'skipped');
    const targets = (await subscriptions.targetsOf(row.userId)).filter(
      (target) => !row.deliveredTo.includes(target.id),
    );
    if (targets.length === 0) return settle(row, row.deliveredTo.length > 0 ? 'sent' : 'skipped');

    const message = notificationText(event, clock.now());
    // Each device on its own: one that throws is a failed try for it alone, the others' results stand.
    const sendTo = (target: PushTarget) =>
      send(target, message).catch((error: unknown): SendResult => ({ outcome: 'retry', detail: errorText(error) }));
    const results: { target: PushTarget; result: SendResult }[] = [];
    for (let i = 0; i < targets.length; i += SEND_BATCH) {
      const batch: Promise<{ target: PushTarget; result: SendResult }>[] = [];
      for (const target of targets.slice(i, i + SEND_BATCH)) {
        batch.push(sendTo(target).then((result) => ({ target, result })));
        // Encrypting and signing are synchronous (a few ms each): other requests run between two devices.
        await setImmediate();
      }
      results.push(...(await Promise.all(batch)));
    }
    const delivered = [...row.deliveredTo];
    const problems: string[] = [];
    for (const { target, result } of results) {
      if (result.outcome === 'delivered') delivered.push(target.id);
      if (result.outcome === 'gone') await subscriptions.removeGone(target.id);
      if (result.outcome === 'rejected' || result.outcome === 'retry')
        problems.push(`${result.outcome}: ${result.detail ?? ''}`);
    }
    if (problems.length > 0)
      logger.warn(
        { pushOutboxId: row.id, attempts: row.attempts, problems },
        'a push service did not take a notification',
      );
    if (!results.some(({ result }) => result.outcome === 'retry'))
      return settle(row, delivered.length > 0 ? 'sent' : problems.length > 0 ? 'failed' : 'skipped', delivered);
    await tryAgainLater(row, delivered, problems);
  }

  /** A failed attempt: due again after the back-off (the lease released), or given up after the last one. */
  async function tryAgainLater(row: ClaimedRow, delivered: string[], problems: string[]): Promise<void> {
    if (row.attempts >= PUSH_BACKOFF.maxAttempts)
      return settle(row, delivered.length > 0 ? 'sent' : 'failed', delivered);
    const next = new Date(clock.now().getTime() + pushBackoffMs(row.attempts));
    await finish(row, {
      nextAttemptAt: next,
      deliveredTo: delivered,
      lastError: scrubText(problems.join('; ')).slice(0, 1_000),
    });
  }

  async function settleOne(row: ClaimedRow): Promise<void> {
    try {
      await deliver(row);
    } catch (error) {
      logger.error({ err: error, pushOutboxId: row.id }, 'could not deliver a push notification; will try again');
      // The attempt counts; if even this write fails, the lease runs out and the row is tried again then.
      await tryAgainLater(row, row.deliveredTo, [errorText(error)]).catch((again: unknown) =>
        logger.error({ err: again, pushOutboxId: row.id }, 'could not reschedule a push notification'),
      );
    }
  }

  const { drain, soon } = createOutboxLoop({
    name: 'push notifications',
    rows: repository,
    // In the order they were written: a user's notifications arrive in the order of the events.
    deliver: settleOne,
    leaseMs: LEASE_MS,
    batch: BATCH,
    keepSettledMs: KEEP_SETTLED_MS,
    clock,
    logger,
  });

  /** Inside the caller's transaction: these notifications are to be sent, due at once; a drain starts after the commit. */
  async function enqueue(transaction: Transaction, entries: OutboxEntry[]): Promise<void> {
    if (entries.length === 0) return;
    await repository.insert(transaction, entries, clock.now());
    transaction.afterCommit(soon);
  }

  return { enqueue, drain };
}
