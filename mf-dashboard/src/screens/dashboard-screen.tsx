import { useCallback, useMemo, useState } from 'react';
import {
  useActiveContractsQuery,
  useClaimsTotalQuery,
  useContractHistoryInfiniteQuery,
  useContractProgressQuery,
  useEligibilityQuery,
  usePendingRewardsQuery,
  usePriceQuery,
  useRecentContractHistoryQuery,
  useStatsQuery,
} from '@ciao/api-client/signed-in';
import type { Contract } from '@ciao/contracts';
import { HISTORY_CARD_SIZE } from '@ciao/contracts/web';
import { useSession } from '@ciao/shell';
import { useEducationalNotice } from '../features/educational-notice/use-educational-notice';
import { byStartTimeDescending } from '../components/contract-text';
import type { MarketStatus } from '../features/market/market-card';
import { useStartContract } from '../features/start-contract/use-start-contract';
import { useLiveProgress } from '../features/active-contract/use-live-progress';
import { DashboardView } from './dashboard-view';
import { useHistoryRefresh } from './use-history-refresh';
import { useSplash } from './use-splash';

/** The running contract first if it is among the newest, then finished ones: the card's 5 most recent by start time. */
function mostRecent(active: Contract | null, finished: Contract[]): Contract[] {
  const all = active ? [active, ...finished.filter((c) => c.id !== active.id)] : finished;
  return [...all].sort(byStartTimeDescending).slice(0, HISTORY_CARD_SIZE);
}

/**
 * mf_dashboard's './DashboardScreen' at /: the dashboard wired to the API for the session user. The splash waits for the two loads the
 * screen cannot be read without: stats and the active contract.
 */
export function DashboardScreen() {
  const { user, status: sessionStatus } = useSession();
  const userId = user?.id;
  const notice = useEducationalNotice();

  const stats = useStatsQuery(userId);
  const active = useActiveContractsQuery(userId);
  const contract = active.data?.[0] ?? null;
  const recent = useRecentContractHistoryQuery(userId);
  const pending = usePendingRewardsQuery(userId);
  // From the live stream the contract has its end: its progress is computed here; else it is polled.
  const live = useLiveProgress(contract, pending.data?.pendingRewards);
  const progress = useContractProgressQuery(live.streamed ? undefined : contract?.id);
  const claims = useClaimsTotalQuery(userId);
  const eligibility = useEligibilityQuery(userId);
  const widgetPrice = usePriceQuery('widget');
  const marketPrice = usePriceQuery('marketCard');

  const [viewAllOpen, setViewAllOpen] = useState(false);
  const allHistory = useContractHistoryInfiniteQuery(userId, { enabled: viewAllOpen });

  const isOverLimit = eligibility.data?.isOverLimit ?? false;
  const starter = useStartContract(userId, isOverLimit);
  useHistoryRefresh(userId, contract?.id, claims.data?.totalClaimed);
  // Without a user nothing loads: the screen shows (and starting says 'User not authenticated').
  const splash = useSplash(
    sessionStatus === 'anonymous' || (stats.status !== 'pending' && active.status !== 'pending'),
  );

  // Same references while the answers are the same: the history card is not re-rendered by polls.
  const recentContracts = useMemo(() => mostRecent(contract, recent.data?.contracts ?? []), [contract, recent.data]);
  const { fetchNextPage, refetch } = allHistory;
  const onLoadMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);
  const onRetry = useCallback(() => void refetch(), [refetch]);
  const viewAll = useMemo(
    () => ({
      open: viewAllOpen,
      onOpenChange: setViewAllOpen,
      contracts: allHistory.data?.pages.flatMap((page) => page.contracts) ?? [],
      status: allHistory.status,
      hasMore: allHistory.hasNextPage,
      loadingMore: allHistory.isFetchingNextPage,
      onLoadMore,
      onRetry,
    }),
    [
      viewAllOpen,
      allHistory.data,
      allHistory.status,
      allHistory.hasNextPage,
      allHistory.isFetchingNextPage,
      onLoadMore,
      onRetry,
    ],
  );

  let marketStatus: MarketStatus = 'ready';
  if (marketPrice.isPending) marketStatus = 'loading';
  else if (marketPrice.isError || !marketPrice.data) marketStatus = 'unavailable';

  return (
    <DashboardView
      splash={splash}
      notice={{ visible: notice.visible, onDismiss: notice.dismiss }}
      stats={{ stats: stats.data, failed: stats.isError }}
      activeContract={{
        contract,
        progress: live.streamed ? live.progress : progress.data,
        progressReadAt: live.readAt ?? progress.dataUpdatedAt,
      }}
      history={{
        contracts: recentContracts,
        loading: recent.isPending,
        failed: recent.isError,
        viewAll,
      }}
      start={{
        price: widgetPrice.data?.price,
        hasActive: contract !== null,
        isOverLimit,
        pending: starter.pending,
        onStart: starter.start,
      }}
      claim={{
        pendingRewards: live.pendingRewards ?? pending.data?.pendingRewards,
        valueUsd: eligibility.data?.currentValueUsd,
        totalClaimed: claims.data?.totalClaimed,
        isOverLimit,
      }}
      market={{ price: marketPrice.data, status: marketStatus }}
    />
  );
}

export default DashboardScreen;
