import type { BadgeVariant } from '@ciao/ui';
import type { DashboardMessageKey } from '../../messages';

export interface HistoryBadge {
  label: Extract<DashboardMessageKey, 'history.completed' | 'history.ready' | 'history.learning'>;
  variant: BadgeVariant;
}

/**
 * Spec section 4: 'Completed' for a claimed contract (its credits became a discount code), 'Ready'
 * for a completed one (credits waiting), 'Learning' for anything else (still running).
 */
export function historyBadge(status: string): HistoryBadge {
  if (status === 'claimed') return { label: 'history.completed', variant: 'success' };
  if (status === 'completed') return { label: 'history.ready', variant: 'info' };
  return { label: 'history.learning', variant: 'warning' };
}
