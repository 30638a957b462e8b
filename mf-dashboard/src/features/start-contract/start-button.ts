import type { DashboardMessageKey } from '../../messages';

export interface StartButtonState {
  /** The start request is under way. */
  pending: boolean;
  /** A contract is running. */
  hasActive: boolean;
  /** eligibility.isOverLimit: pending credits are worth more than $5.00. */
  isOverLimit: boolean;
  /** The chosen duration. */
  hours: number;
}

/** Spec section 4, in its order of precedence: the button's message and its values. */
export function startButtonLabel({ pending, hasActive, isOverLimit, hours }: StartButtonState): {
  key: DashboardMessageKey;
  values?: { hours: number };
} {
  if (pending) return { key: 'start.starting' };
  if (hasActive) return { key: 'start.active' };
  if (isOverLimit) return { key: 'start.overLimit' };
  return { key: 'start.start', values: { hours } };
}

/**
 * Disabled while starting and while a contract runs. Over the limit it stays clickable: the click
 * explains why nothing starts (the 'Maximum Limit Reached' toast) and sends nothing.
 */
export function isStartButtonDisabled({ pending, hasActive }: StartButtonState): boolean {
  return pending || hasActive;
}
