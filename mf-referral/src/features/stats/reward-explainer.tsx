import styled from 'styled-components';
import { REFERRAL } from '@ciao/contracts/web';
import { Card, CardContent, CardDescription, CardHeader, CardTitle, Grid } from '@ciao/ui';
import { useReferralMessages } from '../../messages';

const Amount = styled.p`
  color: ${({ theme }) => theme.colors.success};
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

/** What each side receives, and when: after the invitee's first completed mining. */
export function RewardExplainer() {
  const t = useReferralMessages();
  const reward = t('explainer.reward', { reward: REFERRAL.rewardUsd });
  return (
    <Grid minItemWidth="260px">
      <Card>
        <CardHeader>
          <CardTitle as="h2">{t('explainer.newUsers')}</CardTitle>
          <CardDescription>{t('explainer.newUsersHow')}</CardDescription>
        </CardHeader>
        <CardContent>
          <Amount>{reward}</Amount>
          <p>{t('explainer.newUsersWhen')}</p>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle as="h2">{t('explainer.referrers')}</CardTitle>
          <CardDescription>{t('explainer.referrersHow')}</CardDescription>
        </CardHeader>
        <CardContent>
          <Amount>{reward}</Amount>
          <p>{t('explainer.referrersWhen', { boost: REFERRAL.referrerBoostPercent })}</p>
        </CardContent>
      </Card>
    </Grid>
  );
}
