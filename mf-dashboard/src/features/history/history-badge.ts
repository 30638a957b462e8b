import type { BadgeVariant } from '@ciao/ui';

export interface HistoryBadge {
  label: 'Completed' | 'Ready' | 'Learning';
  variant: BadgeVariant;
}

/**
 * Spec section 4: 'Completed' for a claimed contract (its credits became a discount code), 'Ready'
 * for a completed one (credits waiting), 'Learning' for anything else (still running).
 */
export function historyBadge(status: string): HistoryBadge {
  if (status === 'claimed') return { label: 'Completed', variant: 'success' };
  if (status === 'completed') return { label: 'Ready', variant: 'info' };
  return { label: 'Learning', variant: 'warning' };
}
