import { z } from 'zod';
import { numberFrom } from '../../env-values';

/**
 * A burst of invitees (docs/admin.md, "Flags"): more than FLAG_INVITEE_BURST_COUNT uses of one
 * referrer's code within FLAG_INVITEE_BURST_HOURS hours raises a flag on the referrer.
 */
export const flagsEnvironment = {
  FLAG_INVITEE_BURST_COUNT: numberFrom(
    z.coerce.number().int('Expected a whole number').min(1, 'Expected 1 or more').default(5),
  ),
  FLAG_INVITEE_BURST_HOURS: numberFrom(
    z.coerce
      .number()
      .int('Expected a whole number')
      .min(1, 'Expected 1 or more')
      .max(720, 'Expected at most 720')
      .default(24),
  ),
};
