import styled from 'styled-components';
import type { ReferralStats as Stats } from '@ciao/contracts';
import { formatUsd } from '@ciao/contracts/money';
import { useLocale, localeTag } from '@ciao/shell';
import { Card, CardContent, Grid, Spinner } from '@ciao/ui';
import { useReferralMessages } from '../../messages';

const Label = styled.h3`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Value = styled.p`
  font-size: ${({ theme }) => theme.fontSizes['3xl']};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  min-height: 2.5rem;
`;

const Hint = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

function StatCard({ label, value, hint }: { label: string; value: string | undefined; hint: string }) {
  const t = useReferralMessages();
  return (
    <Card aria-label={label} data-testid="referral-stat">
      <CardContent>
        <Label>{label}</Label>
        <Value>{value ?? <Spinner size="sm" label={t('stats.loading', { label })} />}</Value>
        <Hint>{hint}</Hint>
      </CardContent>
    </Card>
  );
}

/** Total Invites, Completed Mining, Pending Rewards (USD still to come, $5 per friend). */
export function ReferralStats({ stats }: { stats: Stats | undefined }) {
  const t = useReferralMessages();
  const locale = localeTag(useLocale());
  return (
    <Grid minItemWidth="200px">
      <StatCard
        label={t('stats.totalInvites')}
        value={stats && String(stats.totalReferrals)}
        hint={t('stats.totalInvitesHint')}
      />
      <StatCard
        label={t('stats.completed')}
        value={stats && String(stats.completedReferrals)}
        hint={t('stats.completedHint')}
      />
      <StatCard
        label={t('stats.pending')}
        value={stats && formatUsd(stats.pendingRewards, 2, 'half-up', locale)}
        hint={t('stats.pendingHint')}
      />
    </Grid>
  );
}
