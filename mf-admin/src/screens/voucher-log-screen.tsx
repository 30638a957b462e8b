import { Card, CardContent, CardHeader, CardTitle, Page } from '@ciao/ui';

/** /admin/voucher-logs (placeholder until its feature issue lands). */
export function VoucherLogScreen() {
  return (
    <Page>
      <Card>
        <CardHeader>
          <CardTitle as="h1">Voucher Logs</CardTitle>
        </CardHeader>
        <CardContent>
          <p>Voucher transaction log — coming in the admin issue.</p>
        </CardContent>
      </Card>
    </Page>
  );
}

export default VoucherLogScreen;
