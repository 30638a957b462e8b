import type { Platform } from '../../component';
import { createDexFeed } from './dex-feed';
import { pricePolls } from './price-routes';
import { createPriceService } from './price-service';
import { createSimulatedMarket } from './simulated-market';
import type { PriceConfig } from './price-config';

/** How long a price quote is served from the cache. */
const PRICE_CACHE_TTL_MS = 10_000;

/** The $CIAO price every component reads, and GET /api/price/ciao. */
export function createPriceComponent({
  config,
  database,
  clock,
  logger,
}: Pick<Platform<{ price: PriceConfig }>, 'config' | 'database' | 'clock' | 'logger'>) {
  const simulatedMarket = createSimulatedMarket({
    seed: database.appSecret('price-seed', config.price.seed),
  });
  const price = createPriceService({
    provider:
      config.price.provider === 'dex' && config.price.feedUrl
        ? createDexFeed({ url: config.price.feedUrl })
        : simulatedMarket,
    fallback: simulatedMarket,
    ttlMs: PRICE_CACHE_TTL_MS,
    clock,
    logger,
  });
  return { price, polls: pricePolls(price) };
}
