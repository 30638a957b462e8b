import type { Product, StoreInfo } from '@ciao/contracts';
import { LRUCache } from 'lru-cache';
import { lruTtlOn } from '../../clock';
import type { Clock } from '../../clock';
import type { Logger } from '../../logger';
import { money, toDecimalString } from '../../money';
import { shopifyOperation } from './shopify-graphql';
import type { ShopifyGraphql } from './shopify-graphql';
import type { StoreCatalogue } from './store-catalogue';

/** How many products the screen lists (one page; the demo store and a merch shop are small). */
const PRODUCTS_LIMIT = 50;

type ShopData = {
  shop: {
    name: string;
    primaryDomain: { url: string };
    paymentSettings: { currencyCode: string; countryCode: string };
  };
};

type ProductNode = {
  id: string;
  title: string;
  vendor: string;
  productType: string;
  handle: string;
  images: { nodes: { url: string; altText: string | null }[] };
  variants: { nodes: { price: { amount: string }; compareAtPrice: { amount: string } | null }[] };
};

const SHOP = shopifyOperation<ShopData>(`#graphql
query StoreInfo {
  shop {
    name
    primaryDomain { url }
    paymentSettings { currencyCode countryCode }
  }
}`);

const PRODUCTS = shopifyOperation<{ products: { nodes: ProductNode[] } }, { first: number }>(`#graphql
query Products($first: Int!) {
  products(first: $first, sortKey: TITLE) {
    nodes {
      id
      title
      vendor
      productType
      handle
      images(first: 4) { nodes { url altText } }
      variants(first: 10) { nodes { price { amount } compareAtPrice { amount } } }
    }
  }
}`);

const amount = (value: string) => toDecimalString(money(value));

function toProduct(node: ProductNode): Product {
  return {
    id: node.id,
    title: node.title,
    vendor: node.vendor,
    productType: node.productType,
    handle: node.handle,
    images: node.images.nodes.map((image) => ({ src: image.url, alt: image.altText })),
    variants: node.variants.nodes.map((variant) => ({
      price: amount(variant.price.amount),
      compareAtPrice: variant.compareAtPrice ? amount(variant.compareAtPrice.amount) : null,
    })),
  };
}

/**
 * A value read from Shopify at most once per `ttlMs` (concurrent misses share one read); when a
 * read fails the last good value is served and the failure logged (the next request tries again);
 * with none, the error is thrown.
 */
function cached<T extends object>(
  name: string,
  read: () => Promise<T>,
  deps: { ttlMs: number; clock: Clock; logger: Logger },
): () => Promise<T> {
  const copies = new LRUCache<string, T>({
    max: 1,
    ...lruTtlOn(deps.clock, deps.ttlMs),
    // A failed read leaves the last good copy in place, stale.
    noDeleteOnFetchRejection: true,
    fetchMethod: (_key, lastGood) =>
      read().catch((error: unknown) => {
        if (lastGood !== undefined)
          deps.logger.warn({ err: error, read: name }, 'Shopify read failed; serving the last good copy');
        throw error;
      }),
  });
  return async () => {
    try {
      return (await copies.fetch(name)) as T;
    } catch (error) {
      const lastGood = copies.get(name, { allowStale: true, noDeleteOnStaleGet: true });
      if (lastGood === undefined) throw error;
      return lastGood;
    }
  };
}

/** Shop and products from the Storefront GraphQL API, cached. */
export function createShopifyCatalogue(deps: {
  graphql: ShopifyGraphql;
  ttlMs: number;
  clock: Clock;
  logger: Logger;
}): StoreCatalogue {
  const { graphql } = deps;
  const storeInfo = cached(
    'shop',
    async (): Promise<StoreInfo> => {
      const { shop } = await graphql.storefront(SHOP, {});
      return {
        storeName: shop.name,
        currency: shop.paymentSettings.currencyCode,
        country: shop.paymentSettings.countryCode,
        storeUrl: shop.primaryDomain.url.replace(/\/+$/, ''),
        connected: true,
      };
    },
    deps,
  );
  const products = cached(
    'products',
    async () => (await graphql.storefront(PRODUCTS, { first: PRODUCTS_LIMIT })).products.nodes.map(toProduct),
    deps,
  );
  return { storeInfo, products };
}
