import { memo, startTransition, useEffect, useState } from 'react';
import styled from 'styled-components';
import { FullScreenSpinner, Page, VisuallyHidden } from '@ciao/ui';
import { ActiveContractCard, type ActiveContractCardProps } from '../features/active-contract/active-contract-card';
import { ClaimCard, type ClaimCardProps } from '../features/claim/claim-card';
import { EducationalNotice } from '../features/educational-notice/educational-notice';
import { HistoryCard, type HistoryCardProps } from '../features/history/history-card';
import { MarketCard, type MarketCardProps } from '../features/market/market-card';
import { StartContractCard, type StartContractCardProps } from '../features/start-contract/start-contract-card';
import { StatsCards, type StatsCardsProps } from '../features/stats/stats-cards';
import { useDashboardMessages } from '../messages';

const Sections = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

/** Two columns from tablet width up; one on phones. */
const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    align-items: start;
  }
`;

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;
`;

// Every poll re-renders the dashboard; a card whose props did not change (React Query keeps the
// references of deep-equal answers) is skipped.
const Memo = {
  StatsCards: memo(StatsCards),
  ActiveContractCard: memo(ActiveContractCard),
  HistoryCard: memo(HistoryCard),
  StartContractCard: memo(StartContractCard),
  ClaimCard: memo(ClaimCard),
  MarketCard: memo(MarketCard),
};

export interface DashboardViewProps {
  /**
   * The full-screen splash until the first loads are done (plus 500 ms). It hides the whole page,
   * so the page is not rendered under it: each first answer would render and lay out cards no one
   * sees (docs/dashboard.md, "Choices where the spec is silent").
   */
  splash: boolean;
  notice: { visible: boolean; onDismiss: () => void };
  stats: StatsCardsProps;
  activeContract: ActiveContractCardProps;
  history: HistoryCardProps;
  start: StartContractCardProps;
  claim: ClaimCardProps;
  market: MarketCardProps;
}

/** The dashboard (/): the educational notice and the six sections, fed entirely by props. */
export function DashboardView({ splash, ...page }: DashboardViewProps) {
  const t = useDashboardMessages();
  if (splash) return <FullScreenSpinner message={t('dashboard.loading')} />;
  return <DashboardPage {...page} />;
}

/**
 * True from the page's second commit on. The page's first commit holds what a phone shows first
 * (the notice, the stats, the active contract); the other sections follow in a commit of their own,
 * in the next task: one commit of every card, with its styles and layout, was the longest task of
 * the dashboard's start (docs/performance.md, "First paint").
 */
function useSecondCommit(): boolean {
  const [second, setSecond] = useState(false);
  useEffect(() => startTransition(() => setSecond(true)), []);
  return second;
}

function DashboardPage({
  notice,
  stats,
  activeContract,
  history,
  start,
  claim,
  market,
}: Omit<DashboardViewProps, 'splash'>) {
  const rest = useSecondCommit();
  const t = useDashboardMessages();
  return (
    <Page>
      <VisuallyHidden as="h1">{t('dashboard.heading')}</VisuallyHidden>
      <Sections>
        {notice.visible ? <EducationalNotice onDismiss={notice.onDismiss} /> : null}
        <Memo.StatsCards {...stats} />
        <Columns>
          <Column>
            <Memo.ActiveContractCard {...activeContract} />
            {rest ? <Memo.HistoryCard {...history} /> : null}
          </Column>
          {rest ? (
            <Column>
              <Memo.StartContractCard {...start} />
              <Memo.ClaimCard {...claim} />
              <Memo.MarketCard {...market} />
            </Column>
          ) : null}
        </Columns>
      </Sections>
    </Page>
  );
}
