import { z } from 'zod';
import { numberFrom } from '../../env-values';

/** Uses of one referrer's code, each paid; past it the code is refused (docs/referral.md). */
export const referralEnvironment = {
  REFERRAL_REWARD_LIMIT: numberFrom(z.coerce.number().int('Expected a whole number').min(0, 'Expected 0 or more').default(50)),
};
