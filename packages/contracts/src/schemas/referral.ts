import { z } from 'zod';
import { REFERRAL } from '../constants';
import { decimalString } from './common';

export const referralCodeSchema = z.object({ code: z.string() });
export type ReferralCode = z.infer<typeof referralCodeSchema>;

/** Custom code: 6-20 letters and digits, sent trimmed and upper-cased. */
export const customReferralCode = z
  .string()
  .trim()
  .toUpperCase()
  .min(REFERRAL.codeMinLength, `Code must be ${REFERRAL.codeMinLength} to ${REFERRAL.codeMaxLength} characters`)
  .max(REFERRAL.codeMaxLength, `Code must be ${REFERRAL.codeMinLength} to ${REFERRAL.codeMaxLength} characters`)
  .regex(/^[A-Z0-9]+$/, 'Code may contain only letters and numbers');

export const updateReferralCodeRequestSchema = z.strictObject({ code: customReferralCode });
export type UpdateReferralCodeRequest = z.infer<typeof updateReferralCodeRequestSchema>;

export const useReferralCodeRequestSchema = z.strictObject({
  code: z.string().trim().toUpperCase().min(1, 'Enter a referral code').max(REFERRAL.codeMaxLength),
});
export type UseReferralCodeRequest = z.infer<typeof useReferralCodeRequestSchema>;

export const referralStatsSchema = z.object({
  totalReferrals: z.number().int().nonnegative(),
  completedReferrals: z.number().int().nonnegative(),
  /** USD still to come ($5 per invitee without a completed contract). */
  pendingRewards: decimalString,
});
export type ReferralStats = z.infer<typeof referralStatsSchema>;
