import { z } from 'zod';
import { numberFrom } from '../../env-values';

/**
 * The thresholds of the flags' causes (docs/admin.md, "Flags"): more than FLAG_INVITEE_BURST_COUNT
 * uses of one referrer's code within FLAG_INVITEE_BURST_HOURS hours raises a flag on the referrer;
 * more than FLAG_CODE_BURST_COUNT store-credit codes of one customer within FLAG_CODE_BURST_MINUTES
 * minutes raises a flag on the customer.
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
  FLAG_CODE_BURST_COUNT: numberFrom(
    z.coerce.number().int('Expected a whole number').min(1, 'Expected 1 or more').default(3),
  ),
  FLAG_CODE_BURST_MINUTES: numberFrom(
    z.coerce
      .number()
      .int('Expected a whole number')
      .min(1, 'Expected 1 or more')
      .max(10080, 'Expected at most 10080')
      .default(60),
  ),
};
