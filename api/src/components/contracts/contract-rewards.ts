import { SERVICE_FEE_RATE, miningDuration } from '@ciao/contracts';
import { ciao, money } from '../../money';
import type { Money } from '../../money';

/**
 * The reward of a contract, fixed at start (spec section 9): the duration's USD value less the
 * 30 % service fee, converted to $CIAO at the price of the moment, rounded down to 10 decimals.
 */
export function expectedReward(hours: number, priceUsd: Money): Money {
  const duration = miningDuration(hours);
  if (!duration) throw new Error(`no mining duration of ${hours} h`);
  if (priceUsd.lte(0)) throw new Error('the price must be positive');
  return ciao(money(duration.usdValue).times(money(1).minus(SERVICE_FEE_RATE)).div(priceUsd));
}
