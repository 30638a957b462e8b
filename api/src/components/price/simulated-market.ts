import { createHash } from 'node:crypto';
import { PRICE } from '@ciao/contracts';
import { money } from '../../money';
import type { PriceProvider, PriceQuote } from './price-quote';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** Circulating supply of the simulated token: puts the market cap in the hundreds of millions. */
const SUPPLY = 1e15;
/** Largest swing of the log-price either side of the fallback price (about ±35 %). */
const SWING = 0.3;

/** A reproducible number in [-1, 1) for an hourly knot. */
function noise(seed: string, knot: number): number {
  const bytes = createHash('sha256').update(`${seed}:${knot}`).digest();
  return bytes.readUInt32BE(0) / 2 ** 31 - 1;
}

/** Smooth value noise through hourly knots: a wandering, bounded curve. */
function wander(seed: string, t: number): number {
  const knot = Math.floor(t / HOUR_MS);
  const f = (t - knot * HOUR_MS) / HOUR_MS;
  const ease = f * f * (3 - 2 * f);
  return noise(seed, knot) * (1 - ease) + noise(seed, knot + 1) * ease;
}

/**
 * The default market (product-decisions, Price): a seeded random walk around the spec's fallback
 * price. It is a pure function of time and the seed, so every API instance quotes the same price at
 * the same moment, and change24h, market cap and volume are derived from the same curve. The seed
 * is secret (docs/security.md): whoever knows it knows every future price, and could time earning
 * and redeeming.
 */
export function createSimulatedMarket({ seed: readSeed }: { seed: () => Promise<string> }): PriceProvider {
  const base = Number(PRICE.startCardFallbackUsd);
  return {
    name: 'simulated',
    async read(now: Date): Promise<PriceQuote> {
      const seed = await readSeed();
      const priceAt = (t: number) => base * Math.exp(SWING * wander(seed, t));
      const t = now.getTime();
      const price = Number(priceAt(t).toPrecision(8));
      const change24h = (price / priceAt(t - DAY_MS) - 1) * 100;
      const marketCap = price * SUPPLY;
      const volume24h = marketCap * (0.05 + 0.03 * wander(`${seed}:volume`, t));
      return {
        price: money(String(price)),
        change24h: Number(change24h.toFixed(2)),
        marketCap: Math.round(marketCap),
        volume24h: Math.round(volume24h),
        at: now,
      };
    },
  };
}
