import styled from 'styled-components';
import type { ReferralStats as Stats } from '@ciao/contracts';
import { FailedNotice, Page } from '@ciao/ui';
import { AntiAbuseNotice } from '../features/use-a-code/anti-abuse-notice';
import { ReferralCodeCard } from '../features/code/referral-code-card';
import { ReferralStats } from '../features/stats/referral-stats';
import { RewardExplainer } from '../features/stats/reward-explainer';
import { RewardLimitNotice } from '../features/stats/reward-limit-notice';
import { ShareButtons } from '../features/sharing/share-buttons';
import { referralLink } from '../features/sharing/share-links';
import { TeamCard } from '../features/team/team-card';
import type { TeamCardProps } from '../features/team/team-card';
import { UseCodeBox } from '../features/use-a-code/use-code-box';
import { useReferralMessages } from '../messages';

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
`;

const Title = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
`;

const Lead = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface ReferralViewProps {
  /** The user's code; undefined while it loads. */
  code: string | undefined;
  /** undefined while they load. */
  stats: Stats | undefined;
  /** The app's address the invitation link starts with (window.location.origin in the app). */
  appAddress: string;
  /** A load failed: the screen says so and offers to try again. */
  loadFailed?: boolean;
  onRetry?: () => void;
  onSaveCode: (code: string) => Promise<unknown>;
  onApplyCode: (code: string) => Promise<unknown>;
  /** Opens the code editor at once (stories). */
  editingCode?: boolean;
  /** "Your team": its pages so far and what to do with them. */
  team: TeamCardProps;
}

/** The referral screen's content, fed by props (the screen fetches; stories pass fixtures). */
export function ReferralView({
  code,
  stats,
  appAddress,
  loadFailed = false,
  onRetry,
  onSaveCode,
  onApplyCode,
  editingCode,
  team,
}: ReferralViewProps) {
  const link = code === undefined ? undefined : referralLink(appAddress, code);
  const t = useReferralMessages();
  return (
    <Page>
      <Column>
        <div>
          <Title>{t('referral.title')}</Title>
          <Lead>{t('referral.lead')}</Lead>
        </div>
        {loadFailed ? (
          <FailedNotice title={t('referral.loadFailed')} onRetry={onRetry} tryAgainLabel={t('common.tryAgain')}>
            {t('referral.loadFailedHint')}
          </FailedNotice>
        ) : null}
        <RewardExplainer />
        <ReferralStats stats={stats} />
        {stats && stats.totalReferrals >= stats.rewardLimit ? <RewardLimitNotice limit={stats.rewardLimit} /> : null}
        <ReferralCodeCard code={code} link={link} onSaveCode={onSaveCode} defaultEditing={editingCode} />
        {code !== undefined && link !== undefined ? <ShareButtons code={code} link={link} /> : null}
        <TeamCard {...team} />
        <UseCodeBox onApply={onApplyCode} />
        <AntiAbuseNotice />
      </Column>
    </Page>
  );
}
