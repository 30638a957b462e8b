import { z } from 'zod';
import { money } from '../../money';
import type { PriceProvider, PriceQuote } from './price-quote';

/**
 * DexScreener's token endpoint (`GET {url}` -> { pairs: [{ priceUsd, priceChange: { h24 },
 * marketCap, fdv, volume: { h24 }, liquidity: { usd } }] }). The most liquid pair wins.
 */
const pairSchema = z.object({
  priceUsd: z.string().regex(/^\d+(\.\d+)?$/),
  priceChange: z.object({ h24: z.number() }).partial().optional(),
  marketCap: z.number().optional(),
  fdv: z.number().optional(),
  volume: z.object({ h24: z.number() }).partial().optional(),
  liquidity: z.object({ usd: z.number() }).partial().optional(),
});
const responseSchema = z.object({ pairs: z.array(pairSchema).nullable() });

export function createDexFeed({ url, timeoutMs = 3_000 }: { url: string; timeoutMs?: number }): PriceProvider {
  return {
    name: 'dex',
    async read(now: Date): Promise<PriceQuote> {
      const response = await fetch(url, {
        signal: AbortSignal.timeout(timeoutMs),
        headers: { accept: 'application/json' },
      });
      if (!response.ok) throw new Error(`price feed answered ${response.status}`);
      const { pairs } = responseSchema.parse(await response.json());
      const pair = [...(pairs ?? [])].sort((a, b) => (b.liquidity?.usd ?? 0) - (a.liquidity?.usd ?? 0))[0];
      if (!pair || money(pair.priceUsd).lte(0)) throw new Error('price feed has no priced pair');
      return {
        price: money(pair.priceUsd),
        change24h: pair.priceChange?.h24 ?? 0,
        marketCap: pair.marketCap ?? pair.fdv ?? 0,
        volume24h: pair.volume?.h24 ?? 0,
        at: now,
      };
    },
  };
}
