import type { Product, StoreInfo } from '@ciao/contracts';
import type { StoreCatalogue } from './store-catalogue';

/** Where the API serves the demo's own pictures and product pages (shopify-routes.ts). */
export const DEMO_IMAGES_PATH = '/api/shopify/demo-images';
export const DEMO_STORE_URL = '/api/shopify/demo-store';

type DemoProduct = {
  handle: string;
  title: string;
  productType: string;
  price: string;
  compareAtPrice: string | null;
  description: string;
};

/** The seeded catalogue: fixed, so every instance and every test shows the same store. */
export const DEMO_PRODUCTS: readonly DemoProduct[] = [
  {
    handle: 'ciao-classic-tee',
    title: '$CIAO Classic Tee',
    productType: 'T-Shirt',
    price: '24.00',
    compareAtPrice: '29.00',
    description: 'Soft cotton tee with the $CIAO logo.',
  },
  {
    handle: 'ciao-mining-mug',
    title: 'Mining Session Mug',
    productType: 'Mug',
    price: '14.00',
    compareAtPrice: null,
    description: 'A ceramic mug for long simulations.',
  },
  {
    handle: 'ciao-hoodie',
    title: '$CIAO Hoodie',
    productType: 'Hoodie',
    price: '49.00',
    compareAtPrice: '59.00',
    description: 'Warm hoodie, embroidered logo.',
  },
  {
    handle: 'ciao-cap',
    title: 'Credit Miner Cap',
    productType: 'Cap',
    price: '19.00',
    compareAtPrice: null,
    description: 'Six-panel cap, adjustable strap.',
  },
  {
    handle: 'ciao-sticker-pack',
    title: 'Sticker Pack',
    productType: 'Stickers',
    price: '5.00',
    compareAtPrice: '6.50',
    description: 'Five vinyl stickers.',
  },
  {
    handle: 'ciao-notebook',
    title: 'Ledger Notebook',
    productType: 'Notebook',
    price: '12.00',
    compareAtPrice: null,
    description: 'Dotted A5 notebook for your own ledger.',
  },
];

export const DEMO_STORE: StoreInfo = {
  storeName: '$CIAO Demo Store',
  currency: 'USD',
  country: 'US',
  storeUrl: DEMO_STORE_URL,
  connected: false,
};

function toDemoProduct(product: DemoProduct, index: number): Product {
  return {
    id: `demo-${index + 1}`,
    title: product.title,
    vendor: '$CIAO Markets',
    productType: product.productType,
    handle: product.handle,
    images: [{ src: `${DEMO_IMAGES_PATH}/${product.handle}.svg`, alt: product.title }],
    variants: [{ price: product.price, compareAtPrice: product.compareAtPrice }],
  };
}

/** The store when Shopify is not configured: the seeded products and their local images. */
export function createDemoCatalogue(): StoreCatalogue {
  const products = DEMO_PRODUCTS.map(toDemoProduct);
  return {
    storeInfo: async () => DEMO_STORE,
    products: async () => products,
  };
}
