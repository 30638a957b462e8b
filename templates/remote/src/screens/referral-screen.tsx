import { Card, CardContent, Page, PageIntro } from '@ciao/ui';
import { useSession } from '@ciao/shell';

/** The words the screen opens with (the browser test looks for them in the shell). */
export const GREETING = 'Invite friends and mine together.';

/** mf_referral's './ReferralScreen' at /referral, as a team starts it: the signed-in user's name and a greeting. */
export function ReferralScreen() {
  const { user } = useSession();
  return (
    <Page>
      <PageIntro>
        <h1>Referral Program</h1>
        <p>{GREETING}</p>
      </PageIntro>
      <Card>
        <CardContent>{user ? `Signed in as ${user.name}.` : 'Sign in to invite friends.'}</CardContent>
      </Card>
    </Page>
  );
}

export default ReferralScreen;
