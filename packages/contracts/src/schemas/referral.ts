import { z } from 'zod';
import { decimalString } from './common';

export const referralCodeSchema = z.object({ code: z.string() });
export type ReferralCode = z.infer<typeof referralCodeSchema>;

export const referralStatsSchema = z.object({
  totalReferrals: z.number().int().nonnegative(),
  completedReferrals: z.number().int().nonnegative(),
  /** USD still to come ($5 per invitee without a completed contract). */
  pendingRewards: decimalString,
});
export type ReferralStats = z.infer<typeof referralStatsSchema>;
