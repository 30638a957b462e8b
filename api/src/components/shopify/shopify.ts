import type { Clock } from '../../clock';
import type { ShopifyConfig } from './shopify-config';
import type { Logger } from '../../logger';
import { createDemoCatalogue } from './demo-catalogue';
import { createShopifyCatalogue } from './shopify-catalogue';
import { createShopifyDiscounts } from './shopify-discounts';
import type { DiscountIssuer } from '../store-credit/discount-issuer';
import { createShopifyGraphql } from './shopify-graphql';
import type { StoreCatalogue } from './store-catalogue';

/** How long shop information and products are served from memory before Shopify is read again. */
export const CATALOGUE_CACHE_TTL_MS = 5 * 60_000;

export type ShopifyStore = { catalogue: StoreCatalogue; discounts: DiscountIssuer | null };

/**
 * The store behind /shopify and the discounts behind codes: the configured Shopify store, or
 * (no configuration) the seeded demo catalogue and no discounts (codes are still issued and logged).
 */
export function createShopify(deps: { config: ShopifyConfig | null; clock: Clock; logger: Logger }): ShopifyStore {
  const { config, clock, logger } = deps;
  if (!config) return { catalogue: createDemoCatalogue(), discounts: null };
  const graphql = createShopifyGraphql(config, logger);
  return {
    catalogue: createShopifyCatalogue({ graphql, ttlMs: CATALOGUE_CACHE_TTL_MS, clock, logger }),
    discounts: createShopifyDiscounts(graphql),
  };
}
