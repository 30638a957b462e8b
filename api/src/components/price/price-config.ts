import { z } from 'zod';
import { optionalText } from '../../env-values';
import type { EnvironmentOf } from '../../env-values';

export const priceEnvironment = {
  PRICE_PROVIDER: z.enum(['simulated', 'dex']).default('simulated'),
  PRICE_FEED_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  PRICE_SEED: optionalText,
};

/**
 * The simulated market (default) or a real DEX feed, with the simulated one as last fall-back.
 * seed: PRICE_SEED; absent, a random seed kept in the database (docs/security.md).
 */
export type PriceConfig = { provider: 'simulated' | 'dex'; feedUrl: string | undefined; seed: string | undefined };

export function priceConfigFrom(e: EnvironmentOf<typeof priceEnvironment>, problems: string[]): PriceConfig {
  if (e.PRICE_PROVIDER === 'dex' && !e.PRICE_FEED_URL)
    problems.push('PRICE_FEED_URL: required when PRICE_PROVIDER=dex');
  return { provider: e.PRICE_PROVIDER, feedUrl: e.PRICE_FEED_URL, seed: e.PRICE_SEED };
}
