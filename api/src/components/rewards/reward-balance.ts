import { money } from '../../money';
import type { Money } from '../../money';
import type { RewardBalanceRecord } from './reward-balance-model';

/** A user's running totals, kept with the ledger in the same transaction (docs/mining.md). */
export type RewardBalance = {
  /** $CIAO not yet redeemed: the sum of the user's ledger entries. */
  pendingCiao: Money;
  /** Every $CIAO ever credited (contract rewards and referral bonuses). */
  totalEarnedCiao: Money;
  /** Every $CIAO redeemed into store-credit codes. */
  totalClaimedCiao: Money;
};

export type RewardBalanceFields = Pick<RewardBalanceRecord, 'pendingCiao' | 'totalEarnedCiao' | 'totalClaimedCiao'>;

/** The balance a row holds (its decimal strings made exact Money); zeros when the user has no row yet. */
export const toRewardBalance = (row: RewardBalanceFields | null | undefined): RewardBalance => ({
  pendingCiao: money(row?.pendingCiao ?? 0),
  totalEarnedCiao: money(row?.totalEarnedCiao ?? 0),
  totalClaimedCiao: money(row?.totalClaimedCiao ?? 0),
});
