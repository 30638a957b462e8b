import { z } from 'zod';
import { numberFrom } from '../../env-values';

/** Paid invitations per referrer; later invitees still count in the stats but pay nothing (docs/referral.md). */
export const referralEnvironment = {
  REFERRAL_REWARD_LIMIT: numberFrom(z.coerce.number().int('Expected a whole number').min(0, 'Expected 0 or more').default(50)),
};
