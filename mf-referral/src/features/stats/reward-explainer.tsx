import styled from 'styled-components';
import { REFERRAL } from '@ciao/contracts/web';
import { Card, CardContent, CardDescription, CardHeader, CardTitle, Grid } from '@ciao/ui';

const Amount = styled.p`
  color: ${({ theme }) => theme.colors.success};
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

/** What each side receives, and when: after the invitee's first completed mining. */
export function RewardExplainer() {
  const reward = `$${REFERRAL.rewardUsd} USD in $CIAO`;
  return (
    <Grid minItemWidth="260px">
      <Card>
        <CardHeader>
          <CardTitle as="h2">For New Users</CardTitle>
          <CardDescription>Sign up with a friend&apos;s referral code.</CardDescription>
        </CardHeader>
        <CardContent>
          <Amount>{reward}</Amount>
          <p>Credited to your pending rewards after your first completed mining.</p>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle as="h2">For Referrers</CardTitle>
          <CardDescription>Invite friends with your code or link.</CardDescription>
        </CardHeader>
        <CardContent>
          <Amount>{reward}</Amount>
          <p>
            For every friend who completes a first mining, plus a +{REFERRAL.referrerBoostPercent}% mining-rate boost.
          </p>
        </CardContent>
      </Card>
    </Grid>
  );
}
