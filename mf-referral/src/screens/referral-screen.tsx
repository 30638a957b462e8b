import { Card, CardContent, CardHeader, CardTitle, Page } from '@ciao/ui';

/** /referral (placeholder until its feature issue lands). */
export function ReferralScreen() {
  return (
    <Page>
      <Card>
        <CardHeader>
          <CardTitle as="h1">Referral Link</CardTitle>
        </CardHeader>
        <CardContent>
          <p>Referral programme — coming in the referral issue.</p>
        </CardContent>
      </Card>
    </Page>
  );
}

export default ReferralScreen;
