import { z } from 'zod';
import { numberFrom } from '../../env-values';

/** Uses of one referrer's code, each paid; past it the code is refused (docs/referral.md). */
export const referralEnvironment = {
  REFERRAL_REWARD_LIMIT: numberFrom(
    z.coerce.number().int('Expected a whole number').min(0, 'Expected 0 or more').default(50),
  ),
  /** The bonus is paid when the invitee has completed this many contracts... */
  REFERRAL_BONUS_CONTRACTS: numberFrom(
    z.coerce.number().int('Expected a whole number').min(1, 'Expected 1 or more').default(1),
  ),
  /** ...and mined this many hours in them (the spec's rule: the first completed contract, any length). */
  REFERRAL_BONUS_HOURS: numberFrom(
    z.coerce.number().int('Expected a whole number').min(0, 'Expected 0 or more').default(0),
  ),
  /** Referral bonuses (each $5 to both sides) paid per UTC day across the programme; past it they wait for the next day. */
  REFERRAL_DAILY_PAYOUT_LIMIT: numberFrom(
    z.coerce.number().int('Expected a whole number').min(0, 'Expected 0 or more').default(500),
  ),
};

/** When an invitee's referral pays: completed contracts and hours mined in them, both at least. */
export type BonusCondition = { contracts: number; hours: number };
