import { Card, CardContent, CardHeader, CardTitle, Page } from '@ciao/ui';

/** /shopify (placeholder until its feature issue lands). */
export function ShopifyScreen() {
  return (
    <Page>
      <Card>
        <CardHeader>
          <CardTitle as="h1">Shopify Store</CardTitle>
        </CardHeader>
        <CardContent>
          <p>Store and products — coming in the Shopify issue.</p>
        </CardContent>
      </Card>
    </Page>
  );
}

export default ShopifyScreen;
