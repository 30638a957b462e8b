import { miningDuration, netCiaoReward } from '@ciao/contracts';
import { money } from '../../money';
import type { Money } from '../../money';

/**
 * The reward of a contract, fixed at start (spec section 9): the duration's USD value less the
 * 30 % service fee, converted to $CIAO at the price of the moment, rounded down to 10 decimals
 * (the same rule as the start card's, from @ciao/contracts).
 */
export function expectedReward(hours: number, priceUsd: Money): Money {
  const duration = miningDuration(hours);
  if (!duration) throw new Error(`no mining duration of ${hours} h`);
  if (priceUsd.lte(0)) throw new Error('the price must be positive');
  return money(netCiaoReward(duration.usdValue, priceUsd.toFixed()));
}
