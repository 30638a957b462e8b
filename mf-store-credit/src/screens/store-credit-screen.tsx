import { Card, CardContent, CardHeader, CardTitle, Page } from '@ciao/ui';

/** /store-credit (placeholder until its feature issue lands). */
export function StoreCreditScreen() {
  return (
    <Page>
      <Card>
        <CardHeader>
          <CardTitle as="h1">Store Credits</CardTitle>
        </CardHeader>
        <CardContent>
          <p>Store credits — coming in the store-credit issue.</p>
        </CardContent>
      </Card>
    </Page>
  );
}

export default StoreCreditScreen;
