import type { Product, StoreInfo } from '@ciao/contracts';

/** What the /shopify screen shows: the store and its products (Shopify, or the local demo). */
export type StoreCatalogue = {
  storeInfo(): Promise<StoreInfo>;
  products(): Promise<Product[]>;
};
