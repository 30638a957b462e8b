import styled from 'styled-components';
import type { ReferralStats as Stats } from '@ciao/contracts';
import { formatUsd } from '@ciao/contracts/money';
import { Card, CardContent, Grid, Spinner } from '@ciao/ui';

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
  return (
    <Card aria-label={label} data-testid="referral-stat">
      <CardContent>
        <Label>{label}</Label>
        <Value>{value ?? <Spinner size="sm" label={`Loading ${label}`} />}</Value>
        <Hint>{hint}</Hint>
      </CardContent>
    </Card>
  );
}

/** Total Invites, Completed Mining, Pending Rewards (USD still to come, $5 per friend). */
export function ReferralStats({ stats }: { stats: Stats | undefined }) {
  return (
    <Grid minItemWidth="200px">
      <StatCard label="Total Invites" value={stats && String(stats.totalReferrals)} hint="Friends who used your code" />
      <StatCard
        label="Completed Mining"
        value={stats && String(stats.completedReferrals)}
        hint="Friends who finished a first mining"
      />
      <StatCard
        label="Pending Rewards"
        value={stats && formatUsd(stats.pendingRewards)}
        hint="Still to come when friends finish their first mining"
      />
    </Grid>
  );
}
