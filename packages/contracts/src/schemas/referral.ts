import { z } from 'zod';
import { decimalString } from './common';

export const referralCodeSchema = z.object({ code: z.string() });
export type ReferralCode = z.infer<typeof referralCodeSchema>;

export const referralStatsSchema = z.object({
  totalReferrals: z.number().int().nonnegative(),
  completedReferrals: z.number().int().nonnegative(),
  /** USD still to come ($5 per invitee without a completed contract, within the limit of paid invitations). */
  pendingRewards: decimalString,
  /** Invitations that have paid their reward. */
  paidReferrals: z.number().int().nonnegative(),
  /** Paid invitations a referrer may have; later invitees count but pay nothing. */
  rewardLimit: z.number().int().nonnegative(),
});
export type ReferralStats = z.infer<typeof referralStatsSchema>;
