import type { Clock } from '../../clock';
import type { Transaction } from '../../db/transactions';
import { scrubText } from '../../logger';
import type { Logger } from '../../logger';
import type {
  ClaimedDeactivation,
  DeactivationReason,
  DiscountDeactivationRepository,
} from './discount-deactivation-repository';
import type { DiscountIssuer } from './discount-issuer';

/** Waits between failed tries: 1 min, doubling, at most 1 h. */
const DEACTIVATION_BACKOFF = { firstMs: 60_000, maxMs: 3_600_000 } as const;
/**
 * A claimed row is not due again for this long, so no other instance calls Shopify for it meanwhile;
 * if the claiming instance dies, another one takes the row over after it. Longer than a batch of
 * Shopify calls (BATCH x the 10 s timeout).
 */
const LEASE_MS = 5 * 60_000;
const BATCH = 20;

const backoffMs = (attempts: number) =>
  Math.min(DEACTIVATION_BACKOFF.firstMs * 2 ** Math.max(0, attempts - 1), DEACTIVATION_BACKOFF.maxMs);

/**
 * The outbox of Shopify discounts to deactivate (docs/store-credit.md), table
 * shopify_discount_deactivations (migration 0011). A row is written in the transaction that makes
 * the discount unwanted, so it exists exactly when that change committed; `drain` (the background
 * job on every instance, and a nudge after such a commit) claims due rows with FOR UPDATE SKIP
 * LOCKED, calls discountCodeDeactivate and deletes the row, or records the failure and tries again
 * later with exponential back-off. Rows live in PostgreSQL, so restarts lose nothing.
 */
export function createDiscountDeactivations(deps: {
  repository: DiscountDeactivationRepository;
  discounts: DiscountIssuer | null;
  /** Whether an active store-credit code carries the discount (an orphan whose code was saved after all). */
  hasActiveCode: (discountId: string) => Promise<boolean>;
  clock: Clock;
  logger: Logger;
}) {
  const { repository, discounts, hasActiveCode, clock, logger } = deps;

  /** Claims up to BATCH due rows (leased for LEASE_MS) and settles each; returns how many were claimed. */
  async function drainOnce(issuer: DiscountIssuer): Promise<number> {
    const now = clock.now();
    const claimed = await repository.claimDue(now, new Date(now.getTime() + LEASE_MS), BATCH);
    for (const row of claimed) await settle(issuer, row);
    return claimed.length;
  }

  async function settle(issuer: DiscountIssuer, row: ClaimedDeactivation): Promise<void> {
    const discountId = row.shopifyDiscountId;
    try {
      // An orphan whose code exists after all (the commit's failure was only reported) keeps its discount.
      if (row.reason !== 'orphan' || !(await hasActiveCode(discountId))) await issuer.deactivate(discountId);
      await repository.remove(discountId);
    } catch (error) {
      const now = clock.now();
      const next = new Date(now.getTime() + backoffMs(row.attempts));
      const message = scrubText(error instanceof Error ? error.message : String(error)).slice(0, 1_000);
      logger.warn(
        { err: error, shopifyDiscountId: discountId, attempts: row.attempts, nextAttemptAt: next.toISOString() },
        'could not deactivate a Shopify discount; will try again',
      );
      await repository.postpone(discountId, next, message);
    }
  }

  let running: Promise<number> | undefined;
  let again = false;

  /** Settles every due row; one run at a time per instance (a call during a run makes it go round once more). */
  function drain(): Promise<number> {
    if (!discounts) return Promise.resolve(0);
    const issuer = discounts;
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      let settled = 0;
      do {
        again = false;
        for (;;) {
          const batch = await drainOnce(issuer);
          settled += batch;
          if (batch < BATCH) break;
        }
      } while (again);
      return settled;
    })().finally(() => {
      running = undefined;
    });
    return running;
  }

  return {
    /** Inside the caller's transaction: these discounts are to be deactivated, due at once (one row per discount). */
    async enqueue(transaction: Transaction, discountIds: string[], reason: DeactivationReason): Promise<void> {
      await repository.insert(transaction, discountIds, reason, clock.now());
    },

    drain,

    /** Starts a drain now, without waiting for it (after a commit that enqueued rows); a failure is logged. */
    soon(): void {
      drain().catch((error: unknown) =>
        logger.error({ err: error }, 'Shopify discount deactivations: drain failed; the background job retries'),
      );
    },
  };
}
