import { z } from 'zod';
import { numberFrom } from '../../env-values';

/**
 * The throttle of campaigns (docs/admin.md, "Campaigns"): at most CAMPAIGN_SEND_RATE_PER_MINUTE
 * customers are queued per campaign per minute, whichever instance does it.
 */
export const campaignsEnvironment = {
  CAMPAIGN_SEND_RATE_PER_MINUTE: numberFrom(
    z.coerce
      .number()
      .int('Expected a whole number')
      .min(1, 'Expected 1 or more')
      .max(100_000, 'Expected at most 100000')
      .default(1_000),
  ),
};
