import type { Money } from '../../money';

/** One reading of the $CIAO market: the price as an exact decimal, the rest for display. */
export type PriceQuote = { price: Money; change24h: number; marketCap: number; volume24h: number; at: Date };

/** Where quotes come from: the simulated market or a real DEX feed. */
export type PriceProvider = { name: string; read(now: Date): Promise<PriceQuote> };
