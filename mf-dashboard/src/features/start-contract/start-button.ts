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

/** Spec section 4, in its order of precedence. */
export function startButtonLabel({ pending, hasActive, isOverLimit, hours }: StartButtonState): string {
  if (pending) return 'Starting...';
  if (hasActive) return 'Credit Simulation Active';
  if (isOverLimit) return 'Maximum Limit Reached';
  return `Start ${hours}h Credit Mining`;
}

/**
 * Disabled while starting and while a contract runs. Over the limit it stays clickable: the click
 * explains why nothing starts (the 'Maximum Limit Reached' toast) and sends nothing.
 */
export function isStartButtonDisabled({ pending, hasActive }: StartButtonState): boolean {
  return pending || hasActive;
}
