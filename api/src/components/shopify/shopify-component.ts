import type { Platform } from '../../component';
import type { StoreCredit } from '../store-credit/store-credit';
import { createOrderWebhook } from './order-webhook';
import { createWebhookDeliveryRepository } from './webhook-delivery-repository';
import type { ShopifyStore } from './shopify';
import { shopifyRoutes } from './shopify-routes';
import { shopifyWebhookRoutes } from './shopify-webhook-routes';
import type { ShopifyConfig } from './shopify-config';

/**
 * /api/shopify (the store and the demo store's pages) and Shopify's order webhook, which marks our
 * codes used. The store itself (createShopify) is built first: store credit issues its discounts.
 */
export function createShopifyComponent(
  deps: Pick<Platform<{ shopify: ShopifyConfig | null }>, 'config' | 'database' | 'clock' | 'logger'> & {
    store: ShopifyStore;
    storeCredit: StoreCredit;
  },
) {
  const { config, database, clock, logger, store, storeCredit } = deps;
  const orderWebhook = createOrderWebhook({
    deliveries: createWebhookDeliveryRepository({ sequelize: database.sequelize }),
    storeCredit,
    clock,
    logger,
  });
  return {
    routes: shopifyRoutes({ catalogue: store.catalogue, logger }),
    /** Before the origin guard and the JSON parser: Shopify signs the raw body. */
    webhookRoutes: shopifyWebhookRoutes({ shopify: config.shopify, orderWebhook }),
  };
}
