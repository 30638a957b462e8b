// DashboardView props for each state a user can meet, from the fixtures (stories and view tests).
import type { Contract } from '@ciao/contracts';
import { HISTORY_CARD_SIZE } from '@ciao/contracts/web';
import type { DashboardViewProps } from '../screens/dashboard-view';
import type { HistoryDialogProps } from '../features/history/history-dialog';
import {
  aContract,
  aFinishedContract,
  activeStats,
  belowMinimum,
  claimsTotal,
  fallingMarketPrice,
  idleStats,
  marketPrice,
  overLimit,
  pendingRewards,
  progressOfActive,
  readyToRedeem,
} from './fixtures';

const noop = () => {};

const runningContract: Contract = aContract({ id: '5a1f0c3e-7b2d-4e8f-9a6b-0c1d2e3f4a5b', duration: 9 });

/** Newest first: a mix of 'Ready' (completed) and 'Completed' (claimed). */
export const finishedContracts: Contract[] = Array.from({ length: 12 }, (_, i) =>
  aFinishedContract(i * 7 + 2, i % 3 === 0 ? 'completed' : 'claimed', {
    id: `6b2e1d4f-8c3a-4f9b-8b7c-${String(i).padStart(12, '0')}`,
    duration: [1, 3, 6, 9, 12, 24][i % 6]!,
  }),
);

export function viewAll(overrides: Partial<HistoryDialogProps> = {}): HistoryDialogProps {
  return {
    open: false,
    onOpenChange: noop,
    contracts: finishedContracts,
    status: 'success',
    hasMore: true,
    loadingMore: false,
    onLoadMore: noop,
    onRetry: noop,
    ...overrides,
  };
}

/** Signed in, nothing running, some credits pending below the $2.50 minimum, no history yet. */
export function idleDashboard(): DashboardViewProps {
  return {
    splash: false,
    notice: { visible: true, onDismiss: noop },
    stats: { stats: idleStats, failed: false },
    activeContract: { contract: null, progress: undefined, progressReadAt: 0 },
    history: { contracts: [], loading: false, failed: false, viewAll: viewAll({ contracts: [], hasMore: false }) },
    start: { price: marketPrice.price, hasActive: false, isOverLimit: false, pending: false, onStart: noop },
    claim: {
      pendingRewards: pendingRewards.pendingRewards,
      valueUsd: belowMinimum.currentValueUsd,
      totalClaimed: claimsTotal.totalClaimed,
      isOverLimit: false,
    },
    market: { price: marketPrice, status: 'ready' },
  };
}

/** A 9 h contract a third of the way through, with earlier contracts in the history. */
export function activeDashboard(): DashboardViewProps {
  const idle = idleDashboard();
  return {
    ...idle,
    stats: { stats: activeStats, failed: false },
    activeContract: { contract: runningContract, progress: progressOfActive, progressReadAt: 1 },
    history: {
      contracts: [runningContract, ...finishedContracts].slice(0, HISTORY_CARD_SIZE),
      loading: false,
      failed: false,
      viewAll: viewAll(),
    },
    start: { ...idle.start, hasActive: true },
  };
}

export function withHistory(): DashboardViewProps {
  const idle = idleDashboard();
  return {
    ...idle,
    history: {
      contracts: finishedContracts.slice(0, HISTORY_CARD_SIZE),
      loading: false,
      failed: false,
      viewAll: viewAll(),
    },
    claim: {
      ...idle.claim,
      valueUsd: readyToRedeem.currentValueUsd,
      pendingRewards: String(readyToRedeem.pendingRewards),
    },
  };
}

export function overLimitDashboard(): DashboardViewProps {
  const history = withHistory();
  return {
    ...history,
    start: { ...history.start, isOverLimit: true },
    claim: {
      ...history.claim,
      valueUsd: overLimit.currentValueUsd,
      pendingRewards: String(overLimit.pendingRewards),
      isOverLimit: true,
    },
  };
}

export { fallingMarketPrice };
