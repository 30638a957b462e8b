import { STORE_CREDIT } from '@ciao/contracts';
import type { Eligibility } from '@ciao/contracts';
import type { Clock } from '../../clock';
import type { Transaction } from '../../db/transactions';
import { AppError } from '../../errors';
import type { Logger } from '../../logger';
import type { Money } from '../../money';
import { memoizedPerObjects } from '../../memoize';
import type { ContractRepository } from '../contracts/contract-repository';
import type { Mining } from '../contracts/mining';
import type { PriceQuote } from '../price/price-quote';
import type { PriceService } from '../price/price-service';
import type { Ledger } from '../rewards/ledger';
import type { RewardBalance } from '../rewards/reward-balance';
import type { DiscountDeactivationRepository } from './discount-deactivation-repository';
import { createDiscountDeactivations } from './discount-deactivations';
import type { CodeListener } from './code-listener';
import type { DiscountIssuer } from './discount-issuer';
import type { VoucherLogs } from '../voucher-logs/voucher-logs';
import { newCodeText } from './code-text';
import { redeemAmounts, standingOf, toEligibilityResponse } from './eligibility';
import type { StoreCreditRepository, StoredCode } from './store-credit-repository';

export const STORE_CREDIT_MESSAGES = {
  belowMinimum: 'You need at least $2.50 USD of pending credits to generate a store credit code.',
  storeUnavailable: 'The store could not create the discount. Please try again later.',
  noSuchCode: 'No store-credit code is written so',
  notCancellable: 'Only an active, unused code can be cancelled: this one is used, expired or already cancelled',
} as const;

const DAY_MS = 86_400_000;

/** The polled eligibility, worked out once per cached balance and price quote. */
const eligibilityOf = memoizedPerObjects((balance: RewardBalance, quote: PriceQuote) =>
  toEligibilityResponse(standingOf(balance.pendingCiao, quote.price)),
);
/** A clash among 36^12 codes is already unlikely; a handful of draws makes it impossible in practice. */
const CODE_DRAWS = 5;
const SWEEP_BATCH = 200;

export type StoreCredit = ReturnType<typeof createStoreCredit>;

/** The flags' port (docs/admin.md, "Flags"): told of each generated code, in its transaction. */
export type CodeSuspicions = {
  codeGenerated(
    transaction: Transaction,
    generated: { userId: string; at: Date; codesSince(since: Date): Promise<string[]> },
  ): Promise<void>;
};

/**
 * Store credit (docs/store-credit.md): eligibility, redeeming the pending balance into a
 * single-use code, expiry, use by an order, and settling a deleted account. Redeeming runs in one
 * transaction under the user's balance lock, so concurrent requests issue at most one code; with
 * Shopify configured the discount is created inside it, so a Shopify failure leaves nothing behind.
 */
export function createStoreCredit(deps: {
  codes: StoreCreditRepository;
  /** The outbox of Shopify discounts to deactivate. */
  deactivationRepository: DiscountDeactivationRepository;
  /** Every code transition is logged there, in the transaction that makes it. */
  voucherLogs: Pick<VoucherLogs, 'append'>;
  contracts: ContractRepository;
  /**
   * The polled balance (cached per user, completing a due contract first, so its reward counts),
   * and the way to drop that cache after a redeem (docs/performance.md).
   */
  mining: Pick<Mining, 'activeContract' | 'balance' | 'forgetState'>;
  ledger: Ledger;
  price: PriceService;
  discounts: DiscountIssuer | null;
  /** Told when a code is used or expires soon (push notifications), in the same transaction. */
  codeListener?: CodeListener | undefined;
  /** The flags' port (docs/admin.md, "Flags"): told of each generated code, in its transaction. */
  suspicions?: CodeSuspicions | undefined;
  clock: Clock;
  logger: Logger;
}) {
  const {
    codes,
    deactivationRepository,
    voucherLogs,
    contracts,
    mining,
    ledger,
    price,
    discounts,
    codeListener,
    suspicions,
    clock,
    logger,
  } = deps;
  const deactivations = createDiscountDeactivations({
    repository: deactivationRepository,
    discounts,
    hasActiveCode: codes.hasActiveWithDiscount,
    clock,
    logger,
  });

  async function expireDueOfUser(userId: string, now: Date): Promise<void> {
    await codes.transact(async (transaction) => {
      await voucherLogs.append(transaction, await codes.expire(transaction, now, { userId }), 'expired', now);
    });
  }

  async function insertWithFreshText(
    transaction: Transaction,
    code: Omit<Parameters<StoreCreditRepository['insert']>[1], 'code'>,
  ): Promise<StoredCode> {
    for (let draw = 0; draw < CODE_DRAWS; draw += 1) {
      const inserted = await codes.insert(transaction, { ...code, code: newCodeText() });
      if (inserted) return inserted;
    }
    throw new Error(`no free store-credit code after ${CODE_DRAWS} draws`);
  }

  /**
   * Inside the transaction that cancels the codes: their discounts go to the outbox (committed with
   * the cancellation, or not at all), and a drain starts right after the commit.
   */
  async function deactivateDurably(transaction: Transaction, cancelled: StoredCode[]): Promise<void> {
    const ids = cancelled.map((c) => c.shopifyDiscountId).filter((id): id is string => id !== null);
    if (!discounts || ids.length === 0) return;
    await deactivations.enqueue(transaction, ids, 'cancelled');
    transaction.afterCommit(() => deactivations.soon());
  }

  /**
   * Shopify created a discount but the redeem did not commit: the discount must go. The outbox row
   * is written in a small transaction of its own; if even that fails (PostgreSQL unreachable),
   * Shopify is asked once directly.
   */
  async function deactivateOrphan(discountId: string): Promise<void> {
    try {
      await codes.transact((transaction) => deactivations.enqueue(transaction, [discountId], 'orphan'));
      deactivations.soon();
    } catch (error) {
      logger.error(
        { err: error, shopifyDiscountId: discountId },
        'could not record an orphan Shopify discount; deactivating it directly',
      );
      await discounts
        ?.deactivate(discountId)
        .catch((e: unknown) =>
          logger.error({ err: e, shopifyDiscountId: discountId }, 'could not deactivate an orphan Shopify discount'),
        );
    }
  }

  return {
    async eligibility(userId: string): Promise<Readonly<Eligibility>> {
      const [balance, quote] = await Promise.all([mining.balance(userId), price.current()]);
      return eligibilityOf(balance, quote);
    },

    /**
     * The user's codes in every state, newest first; codes whose time is up are expired (and logged)
     * first. One read when none is due, as nearly always (a live stream's open, the codes' poll).
     */
    async codesOf(userId: string): Promise<StoredCode[]> {
      const now = clock.now();
      const all = await codes.allOfUser(userId);
      if (!all.some((code) => code.status === 'active' && code.expiresAt <= now)) return all;
      await expireDueOfUser(userId, now);
      return codes.allOfUser(userId);
    },

    /** Generate (and claim): 409 unless eligible; one code, one debit, whatever the concurrency. */
    async redeem(userId: string): Promise<StoredCode> {
      await mining.activeContract(userId);
      const quote = await price.current();
      let discountId: string | undefined;
      try {
        const code = await codes.transact(async (transaction) => {
          const now = clock.now();
          const standing = standingOf((await ledger.lockBalance(transaction, userId)).pendingCiao, quote.price);
          if (!standing.eligible) throw new AppError(409, STORE_CREDIT_MESSAGES.belowMinimum);
          const { amountUsd, amountCiao } = redeemAmounts(standing, quote.price);
          let issued = await insertWithFreshText(transaction, {
            userId,
            amountUsd,
            amountCiao,
            generatedAt: now,
            expiresAt: new Date(now.getTime() + STORE_CREDIT.codeTtlDays * DAY_MS),
          });
          await ledger.debit(transaction, {
            userId,
            kind: 'store_credit',
            amountCiao,
            priceUsd: quote.price,
            storeCreditCodeId: issued.id,
            at: now,
          });
          await contracts.markClaimed(transaction, userId, now);
          if (discounts) {
            discountId = await discounts
              .create({ code: issued.code, amountUsd, startsAt: now, endsAt: issued.expiresAt })
              .catch((error: unknown) => {
                logger.error({ err: error, userId }, 'Shopify refused the discount; no code issued');
                throw new AppError(502, STORE_CREDIT_MESSAGES.storeUnavailable, { cause: error });
              });
            await codes.setShopifyDiscountId(transaction, issued.id, discountId);
            issued = { ...issued, shopifyDiscountId: discountId };
          }
          await voucherLogs.append(transaction, [issued], 'generated', now);
          await suspicions?.codeGenerated(transaction, {
            userId,
            at: now,
            codesSince: (since) => codes.generatedSince(transaction, userId, since),
          });
          return issued;
        });
        mining.forgetState(userId);
        return code;
      } catch (error) {
        // The discount exists in Shopify but the code was not saved: take the discount back.
        if (discountId) await deactivateOrphan(discountId);
        throw error;
      }
    },

    /** The background job: deactivates the Shopify discounts waiting in the outbox. Returns how many rows it settled. */
    deactivateDiscounts(): Promise<number> {
      return deactivations.drain();
    },

    /** The sweep: expires due codes of everyone (one 'expired' log each). Returns how many. */
    async expireDue(): Promise<number> {
      let expired = 0;
      for (;;) {
        const now = clock.now();
        const batch = await codes.transact(async (transaction) => {
          const due = await codes.expire(transaction, now, { limit: SWEEP_BATCH });
          await voucherLogs.append(transaction, due, 'expired', now);
          return due.length;
        });
        expired += batch;
        if (batch < SWEEP_BATCH) return expired;
      }
    },

    /**
     * The sweep: active codes that expire within STORE_CREDIT.expiringSoonDays, each marked reminded
     * and handed to the listener in one transaction (once per code). Returns how many.
     */
    async remindExpiring(): Promise<number> {
      if (!codeListener) return 0;
      let reminded = 0;
      for (;;) {
        const now = clock.now();
        const before = new Date(now.getTime() + STORE_CREDIT.expiringSoonDays * DAY_MS);
        const batch = await codes.transact(async (transaction) => {
          const expiring = await codes.remindExpiring(transaction, now, before, SWEEP_BATCH);
          if (expiring.length > 0) await codeListener.expiringSoon(transaction, expiring);
          return expiring.length;
        });
        reminded += batch;
        if (batch < SWEEP_BATCH) return reminded;
      }
    },

    /** An order used a code (the Shopify webhook), inside the webhook's transaction. */
    async markUsed(
      transaction: Transaction,
      codeText: string,
      order: { orderId: string; orderedAt: Date },
    ): Promise<StoredCode | null> {
      const now = clock.now();
      const used = await codes.markUsed(transaction, codeText, { ...order, at: now });
      if (used) {
        await voucherLogs.append(transaction, [used], 'used', now);
        await codeListener?.used(transaction, used);
      }
      return used;
    },

    /**
     * Support cancels a code (docs/admin.md, "Corrections"), inside the caller's transaction (with
     * its audit entry): only an active code not yet due; its credits back to the balance (a
     * `code_refund` entry, once per code), the voucher log's 'cancelled' with the admin, the Shopify
     * discount to the deactivation outbox. The owner's balance is locked first, as redeem and
     * account deletion take it; then the code's guarded UPDATE, so an order using the code at the
     * same moment (markUsed) either waits and finds it cancelled, or wins and this is 409.
     */
    async cancel(
      transaction: Transaction,
      codeText: string,
      adminId: string,
    ): Promise<{ code: StoredCode; pendingCiao: Money }> {
      const found = await codes.findByText(codeText);
      if (!found) throw new AppError(404, STORE_CREDIT_MESSAGES.noSuchCode);
      const quote = await price.current();
      const now = clock.now();
      const { pendingCiao } = await ledger.lockBalance(transaction, found.userId);
      const cancelled = await codes.cancel(transaction, found.code, now);
      if (!cancelled) throw new AppError(409, STORE_CREDIT_MESSAGES.notCancellable);
      await ledger.refund(transaction, {
        userId: cancelled.userId,
        amountCiao: cancelled.amountCiao,
        priceUsd: quote.price,
        storeCreditCodeId: cancelled.id,
        at: now,
      });
      await voucherLogs.append(transaction, [cancelled], 'cancelled', now, adminId);
      await deactivateDurably(transaction, [cancelled]);
      return { code: { ...cancelled, status: 'cancelled' }, pendingCiao: pendingCiao.plus(cancelled.amountCiao) };
    },

    /**
     * Account deletion (product-decisions, Delete account), inside its transaction: active codes
     * cancelled (voucher log 'cancelled'; their Shopify discounts written to the deactivation
     * outbox, deactivated after commit and retried until Shopify confirms) and the pending balance
     * forfeited.
     */
    async settleDeletedAccount(transaction: Transaction, userId: string): Promise<void> {
      // The forfeit's value at this moment (the ledger records every entry's price). Only this
      // account's rows are held while it is read, as while Shopify creates a discount in redeem.
      const quote = await price.current();
      const now = clock.now();
      const { pendingCiao } = await ledger.lockBalance(transaction, userId);
      const cancelled = await codes.cancelAllOfUser(transaction, userId, now);
      await voucherLogs.append(transaction, cancelled, 'cancelled', now);
      if (pendingCiao.gt(0))
        await ledger.debit(transaction, {
          userId,
          kind: 'forfeit',
          amountCiao: pendingCiao,
          priceUsd: quote.price,
          at: now,
        });
      await deactivateDurably(transaction, cancelled);
    },
  };
}
