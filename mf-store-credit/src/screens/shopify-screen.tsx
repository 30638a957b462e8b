import { ShopifyStore } from '../features/shopify/shopify-store';

/** /shopify (exposed as ./ShopifyScreen). */
export function ShopifyScreen() {
  return <ShopifyStore />;
}

export default ShopifyScreen;
