import { z } from 'zod/mini';
import { MINING_HOURS, REFERRAL, VOUCHER_ACTIONS } from '../constants';

// Request bodies the client shapes before sending (trim, upper-case, refuse) and the API checks
// again. Written with zod/mini, which tree-shakes, so they cost the front-ends a few KB
// (docs/performance.md, "Front-end budgets"); the rest of the contract is zod classic.

/** Custom code: 6-20 letters and digits, sent trimmed and upper-cased. */
const codeLengthMessage = `Code must be ${REFERRAL.codeMinLength} to ${REFERRAL.codeMaxLength} characters`;
export const customReferralCode = z
  .string()
  .check(
    z.trim(),
    z.toUpperCase(),
    z.minLength(REFERRAL.codeMinLength, codeLengthMessage),
    z.maxLength(REFERRAL.codeMaxLength, codeLengthMessage),
    z.regex(/^[A-Z0-9]+$/, 'Code may contain only letters and numbers'),
  );

export const updateReferralCodeRequestSchema = z.strictObject({ code: customReferralCode });
export type UpdateReferralCodeRequest = z.infer<typeof updateReferralCodeRequestSchema>;

export const useReferralCodeRequestSchema = z.strictObject({
  code: z.string().check(z.trim(), z.toUpperCase(), z.minLength(1, 'Enter a referral code'), z.maxLength(REFERRAL.codeMaxLength)),
});
export type UseReferralCodeRequest = z.infer<typeof useReferralCodeRequestSchema>;

export const createContractRequestSchema = z.strictObject({
  duration: z.literal(MINING_HOURS),
  /** The client's net $CIAO, a positive decimal string; validated, never trusted (the server computes the reward). */
  miningRate: z
    .string()
    .check(
      z.regex(/^\d+(\.\d+)?$/, 'Expected a non-negative decimal string'),
      z.refine((s) => /[1-9]/.test(s), 'Expected a positive amount'),
    ),
});
export type CreateContractRequest = z.infer<typeof createContractRequestSchema>;

/** Seven booleans, all true by default; unknown fields refused. */
export const notificationSettingsSchema = z.strictObject({
  contractCompleted: z.boolean(),
  rewardsAvailable: z.boolean(),
  balanceUpdates: z.boolean(),
  promotions: z.boolean(),
  securityAlerts: z.boolean(),
  weeklyNewsletter: z.boolean(),
  pushEnabled: z.boolean(),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/** An empty filter field (e.g. `?voucherCode=` from a form) means no filter. */
export const optionalFilter = <T extends z.ZodMiniType>(schema: T) =>
  z.pipe(
    z.transform((value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value)),
    z.optional(schema),
  );

/** The voucher log filters: part of a code, part of a user e-mail (both case-insensitive, `%` and `_` literal), action. */
export const voucherLogFilterSchema = z.strictObject({
  voucherCode: optionalFilter(z.string().check(z.trim(), z.toUpperCase(), z.maxLength(64))),
  userEmail: optionalFilter(z.string().check(z.trim(), z.maxLength(254))),
  actionType: optionalFilter(z.enum(VOUCHER_ACTIONS, { error: `Expected one of: ${VOUCHER_ACTIONS.join(', ')}` })),
});
export type VoucherLogFilter = z.infer<typeof voucherLogFilterSchema>;
