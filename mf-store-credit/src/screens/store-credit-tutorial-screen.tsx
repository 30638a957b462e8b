import { Card, CardContent, CardHeader, CardTitle, Page } from '@ciao/ui';

/** /tutorial/store-credits (placeholder until its feature issue lands). */
export function StoreCreditTutorialScreen() {
  return (
    <Page>
      <Card>
        <CardHeader>
          <CardTitle as="h1">Store Credits Tutorial</CardTitle>
        </CardHeader>
        <CardContent>
          <p>Store credit tutorial — coming in the store-credit issue.</p>
        </CardContent>
      </Card>
    </Page>
  );
}

export default StoreCreditTutorialScreen;
