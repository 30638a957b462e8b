import { Card, CardContent, CardHeader, CardTitle, Page } from '@ciao/ui';

/** / (placeholder until its feature issue lands). */
export function DashboardScreen() {
  return (
    <Page>
      <Card>
        <CardHeader>
          <CardTitle as="h1">Mining dashboard</CardTitle>
        </CardHeader>
        <CardContent>
          <p>Mining dashboard — coming in the dashboard issue.</p>
        </CardContent>
      </Card>
    </Page>
  );
}

export default DashboardScreen;
