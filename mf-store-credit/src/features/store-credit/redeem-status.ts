import type { Eligibility } from '@ciao/contracts';
import type { BadgeVariant } from '@ciao/ui';
import type { GaugeTone } from '@ciao/ui/controls';
import type { StoreCreditMessageKey } from '../../messages';

export type RedeemStatus = 'belowMinimum' | 'ready' | 'overLimit' | 'unverified';

/**
 * Spec section 4: below $2.50 not eligible; $2.50 to $5.00 eligible; above $5.00 over the limit.
 * Codes also need a verified address (docs/accounts.md, "Verified e-mail"): credits that could be
 * redeemed by an unverified account are not shown as ready.
 */
export function redeemStatusOf(
  eligibility: Pick<Eligibility, 'eligible' | 'isOverLimit'>,
  emailVerified: boolean,
): RedeemStatus {
  if (eligibility.eligible && !emailVerified) return 'unverified';
  if (eligibility.isOverLimit) return 'overLimit';
  return eligibility.eligible ? 'ready' : 'belowMinimum';
}

export const REDEEM_STATUS: Record<
  RedeemStatus,
  { badge: StoreCreditMessageKey; variant: BadgeVariant; tone: GaugeTone }
> = {
  belowMinimum: { badge: 'status.belowMinimum', variant: 'neutral', tone: 'primary' },
  ready: { badge: 'status.ready', variant: 'success', tone: 'success' },
  overLimit: { badge: 'status.overLimit', variant: 'danger', tone: 'danger' },
  unverified: { badge: 'status.unverified', variant: 'warning', tone: 'warning' },
};
