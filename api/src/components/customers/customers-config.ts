import { z } from 'zod';
import { numberFrom } from '../../env-values';

/**
 * The most a `support` role may adjust a balance by in one action, in USD at the current $CIAO
 * price (an `owner` any amount; docs/admin.md, "Corrections").
 */
export const customersEnvironment = {
  SUPPORT_ADJUSTMENT_CAP_USD: numberFrom(
    z.coerce.number().min(0, 'Expected 0 or more').max(1_000_000, 'Expected at most 1000000').default(25),
  ),
};
