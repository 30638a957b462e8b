import Decimal from 'decimal.js';
import { STORE_CREDIT } from '@ciao/contracts';
import type { Eligibility } from '@ciao/contracts';
import { ciao, money } from '../../money';
import type { Money } from '../../money';

const MIN_USD = money(STORE_CREDIT.minUsd);
const MAX_USD = money(STORE_CREDIT.maxUsd);

/** Where a balance stands (product-decisions, Rewards): value = pending x price, exact. */
export type RedeemStanding = {
  pendingCiao: Money;
  valueUsd: Money;
  /** value >= $2.50 */
  eligible: boolean;
  /** value > $5.00: starting contracts is refused until the user redeems. */
  isOverLimit: boolean;
};

export function standingOf(pendingCiao: Money, priceUsd: Money): RedeemStanding {
  const valueUsd = pendingCiao.times(priceUsd);
  return { pendingCiao, valueUsd, eligible: valueUsd.gte(MIN_USD), isOverLimit: valueUsd.gt(MAX_USD) };
}

/** The spec's eligibility payload: numbers (the value to the cent below, so $2.499 reads 2.49). */
export function toEligibilityResponse(standing: RedeemStanding): Eligibility {
  return {
    currentValueUsd: standing.valueUsd.toDecimalPlaces(2, Decimal.ROUND_DOWN).toNumber(),
    pendingRewards: standing.pendingCiao.toNumber(),
    eligible: standing.eligible,
    isOverLimit: standing.isOverLimit,
  };
}

/**
 * What one code takes from an eligible balance: amountUsd = min(value, $5.00), cut to the cent
 * (never more than was earned); up to $5.00 the whole balance is redeemed, above it only the
 * $CIAO worth $5.00 and the rest stays pending.
 */
export function redeemAmounts(standing: RedeemStanding, priceUsd: Money): { amountUsd: Money; amountCiao: Money } {
  if (!standing.eligible) throw new Error('only an eligible balance is redeemed');
  if (standing.isOverLimit) return { amountUsd: MAX_USD, amountCiao: ciao(MAX_USD.div(priceUsd)) };
  return {
    amountUsd: standing.valueUsd.toDecimalPlaces(2, Decimal.ROUND_DOWN),
    amountCiao: ciao(standing.pendingCiao),
  };
}
