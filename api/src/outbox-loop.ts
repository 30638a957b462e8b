import type { Clock } from './clock';
import type { Logger } from './logger';

/** Waits between failed tries: `firstMs`, doubling, at most `maxMs`; given up after `maxAttempts`. */
export type Backoff = { readonly firstMs: number; readonly maxMs: number; readonly maxAttempts: number };

/** The wait after the `attempts`-th failed try. */
export const backoffMs = (backoff: Backoff, attempts: number): number =>
  Math.min(backoff.firstMs * 2 ** Math.max(0, attempts - 1), backoff.maxMs);

/** What the loop asks an outbox's repository: claim due rows with a lease, forget settled ones. */
type OutboxRows<Row> = {
  /** Due rows, up to `limit`, not due again before `leaseUntil` (FOR UPDATE SKIP LOCKED: no row twice at once). */
  claimDue(now: Date, leaseUntil: Date, limit: number): Promise<Row[]>;
  purgeSettledBefore(before: Date): Promise<unknown>;
};

/**
 * The delivery loop the outboxes share (mail, push: docs/notifications.md). `drain` (the background
 * job on every instance, and `soon` after a commit that wrote rows) claims due rows in batches of
 * `batch` with a lease of `leaseMs`, so no two instances deliver one row, hands each to `deliver`
 * in the order they were written (RETURNING keeps none), goes round while a batch is full or a
 * drain was asked meanwhile, then purges rows settled `keepSettledMs` ago. One run at a time per
 * instance. `deliver` settles or reschedules its row; a row it leaves keeps its lease and is tried
 * again when the lease runs out.
 */
export function createOutboxLoop<Row extends { id: string }>(deps: {
  /** Names the outbox in the log. */
  name: string;
  rows: OutboxRows<Row>;
  deliver: (row: Row) => Promise<void>;
  leaseMs: number;
  batch: number;
  keepSettledMs: number;
  clock: Clock;
  logger: Logger;
}) {
  const { name, rows, deliver, leaseMs, batch, keepSettledMs, clock, logger } = deps;

  /** Claims up to `batch` due rows and delivers each; returns how many were claimed. */
  async function drainOnce(): Promise<number> {
    const now = clock.now();
    const claimed = await rows.claimDue(now, new Date(now.getTime() + leaseMs), batch);
    claimed.sort((a, b) => (BigInt(a.id) < BigInt(b.id) ? -1 : 1));
    for (const row of claimed) await deliver(row);
    return claimed.length;
  }

  let running: Promise<number> | undefined;
  let again = false;

  /** Delivers every due row; a call during a run makes it go round once more. Returns how many were claimed. */
  function drain(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      let claimed = 0;
      do {
        again = false;
        for (;;) {
          const count = await drainOnce();
          claimed += count;
          if (count < batch) break;
        }
      } while (again);
      await rows.purgeSettledBefore(new Date(clock.now().getTime() - keepSettledMs));
      return claimed;
    })().finally(() => {
      running = undefined;
    });
    return running;
  }

  /** Starts a drain now, without waiting for it (after a commit that enqueued rows); a failure is logged. */
  function soon(): void {
    drain().catch((error: unknown) =>
      logger.error({ err: error }, `${name}: drain failed; the background job retries`),
    );
  }

  return { drain, soon };
}
