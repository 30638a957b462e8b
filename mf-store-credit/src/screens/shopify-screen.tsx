import { PlaceholderScreen } from '@ciao/shell';

/** /shopify (placeholder until its feature issue lands). */
export function ShopifyScreen() {
  return <PlaceholderScreen title="Shopify Store">Store and products — coming in the Shopify issue.</PlaceholderScreen>;
}

export default ShopifyScreen;
