import { LRUCache } from 'lru-cache';
import { lruTtlOn } from '../../clock';
import type { Clock } from '../../clock';
import type { Logger } from '../../logger';
import type { PriceProvider, PriceQuote } from './price-quote';

export type PriceService = ReturnType<typeof createPriceService>;

/**
 * The current $CIAO price from a cache: one upstream read per TTL whatever the number of users
 * (concurrent misses share one read). When the configured feed fails, the last good quote is
 * served, then the simulated market's; each failure is logged, and what was served is cached.
 */
export function createPriceService(deps: {
  provider: PriceProvider;
  fallback: PriceProvider;
  ttlMs: number;
  clock: Clock;
  logger: Logger;
}) {
  const { provider, fallback, ttlMs, clock, logger } = deps;
  let lastGood: PriceQuote | undefined;

  async function refresh(now: Date): Promise<PriceQuote> {
    try {
      lastGood = await provider.read(now);
      return lastGood;
    } catch (error) {
      logger.warn(
        { err: error, provider: provider.name },
        lastGood ? 'price feed failed; serving the last good price' : 'price feed failed; serving the simulated price',
      );
      return lastGood ?? fallback.read(now);
    }
  }

  const quotes = new LRUCache<'current', PriceQuote, Date>({
    max: 1,
    ...lruTtlOn(clock, ttlMs),
    fetchMethod: async (_key, _stale, { context: now }) => ({ ...(await refresh(now)), at: now }),
  });

  return {
    async current(): Promise<PriceQuote> {
      return (await quotes.fetch('current', { context: clock.now() })) as PriceQuote;
    },
  };
}
