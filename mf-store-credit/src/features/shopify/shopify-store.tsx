import { useProductsQuery, useStoreInfoQuery } from '@ciao/api-client/signed-in';
import { ShopifyView } from './shopify-view';

/** The /shopify screen: store information and products from the API (Shopify or the demo catalogue). */
export function ShopifyStore() {
  const store = useStoreInfoQuery();
  const products = useProductsQuery();
  return (
    <ShopifyView
      store={store.data}
      storeFailed={store.isError}
      products={products.data}
      productsFailed={products.isError}
      onRetry={() => {
        if (store.isError) void store.refetch();
        if (products.isError) void products.refetch();
      }}
    />
  );
}
