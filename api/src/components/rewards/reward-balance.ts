import { money } from '../../money';
import type { Money } from '../../money';

/** A user's running totals, kept with the ledger in the same transaction (docs/mining.md). */
export type RewardBalance = {
  /** $CIAO not yet redeemed: the sum of the user's ledger entries. */
  pendingCiao: Money;
  /** Every $CIAO ever credited (contract rewards and referral bonuses). */
  totalEarnedCiao: Money;
  /** Every $CIAO redeemed into store-credit codes. */
  totalClaimedCiao: Money;
};

/** A balance row's totals as PostgreSQL returns NUMERIC: decimal strings. */
export type RewardBalanceFields = { pendingCiao: string; totalEarnedCiao: string; totalClaimedCiao: string };

/** The balance a row holds (its decimal strings made exact Money); zeros when the user has no row yet. */
export const toRewardBalance = (row: RewardBalanceFields | null | undefined): RewardBalance => ({
  pendingCiao: money(row?.pendingCiao ?? 0),
  totalEarnedCiao: money(row?.totalEarnedCiao ?? 0),
  totalClaimedCiao: money(row?.totalClaimedCiao ?? 0),
});
