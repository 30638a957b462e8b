import { z } from 'zod/mini';
import { MINING_HOURS, REFERRAL, VOUCHER_ACTIONS } from '../constants';
import { noControlCharacters } from './single-line-text';

// Request bodies the client shapes before sending (trim, upper-case, refuse) and the API checks
// again. Written with zod/mini, which tree-shakes, so they cost the front-ends a few KB
// (docs/performance.md, "Shared entries and budgets"); the rest of the contract is zod classic.

/** Custom code: 6-20 letters and digits, sent trimmed and upper-cased. */
const codeLengthMessage = `Code must be ${REFERRAL.codeMinLength} to ${REFERRAL.codeMaxLength} characters`;
export const customReferralCode = z
  .string()
  .check(
    noControlCharacters(),
    z.trim(),
    z.toUpperCase(),
    z.minLength(REFERRAL.codeMinLength, codeLengthMessage),
    z.maxLength(REFERRAL.codeMaxLength, codeLengthMessage),
    z.regex(/^[A-Z0-9]+$/, 'Code may contain only letters and numbers'),
  );

export const updateReferralCodeRequestSchema = z.strictObject({ code: customReferralCode });
export type UpdateReferralCodeRequest = z.infer<typeof updateReferralCodeRequestSchema>;

export const useReferralCodeRequestSchema = z.strictObject({
  code: z
    .string()
    .check(
      noControlCharacters(),
      z.trim(),
      z.toUpperCase(),
      z.minLength(1, 'Enter a referral code'),
      z.maxLength(REFERRAL.codeMaxLength),
    ),
});
export type UseReferralCodeRequest = z.infer<typeof useReferralCodeRequestSchema>;

export const createContractRequestSchema = z.strictObject({
  duration: z.literal(MINING_HOURS),
  /** The client's net $CIAO, a positive decimal string; validated, never trusted (the server computes the reward). */
  miningRate: z.string().check(
    z.regex(/^\d+(\.\d+)?$/, 'Expected a non-negative decimal string'),
    z.refine((s) => /[1-9]/.test(s), 'Expected a positive amount'),
  ),
});
export type CreateContractRequest = z.infer<typeof createContractRequestSchema>;

/** Each topic's e-mail switch; a save may name only some (the others keep theirs). Unknown fields refused. */
export const notificationEmailSwitchesSchema = z.strictObject({
  contractCompleted: z.optional(z.boolean()),
  rewardsAvailable: z.optional(z.boolean()),
  balanceUpdates: z.optional(z.boolean()),
  promotions: z.optional(z.boolean()),
  securityAlerts: z.optional(z.boolean()),
  weeklyNewsletter: z.optional(z.boolean()),
});

/**
 * The spec's seven booleans (the master switch and each topic's push switch), all true by default,
 * and each topic's e-mail switch (`byEmail`: always answered, optional in a save); unknown fields refused.
 */
export const notificationSettingsSchema = z.strictObject({
  contractCompleted: z.boolean(),
  rewardsAvailable: z.boolean(),
  balanceUpdates: z.boolean(),
  promotions: z.boolean(),
  securityAlerts: z.boolean(),
  weeklyNewsletter: z.boolean(),
  pushEnabled: z.boolean(),
  byEmail: z.optional(notificationEmailSwitchesSchema),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/** An empty filter field (e.g. `?voucherCode=` from a form) means no filter. */
export const optionalFilter = <T extends z.ZodMiniType>(schema: T) =>
  z.pipe(
    z.transform((value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value)),
    z.optional(schema),
  );

/** What an admin can type into a search box: no control characters (PostgreSQL refuses NUL in text). */
export const searchText = (maxLength: number) =>
  z.string().check(noControlCharacters(), z.trim(), z.maxLength(maxLength));

/** The voucher log filters: part of a code, part of a user e-mail (both case-insensitive, `%` and `_` literal), action. */
export const voucherLogFilterSchema = z.strictObject({
  voucherCode: optionalFilter(searchText(64).check(z.toUpperCase())),
  userEmail: optionalFilter(searchText(254)),
  actionType: optionalFilter(z.enum(VOUCHER_ACTIONS, { error: `Expected one of: ${VOUCHER_ACTIONS.join(', ')}` })),
});
export type VoucherLogFilter = z.infer<typeof voucherLogFilterSchema>;

/** base64url without padding, as browsers give a PushSubscription's keys. */
const base64url = (length: number, what: string) =>
  z.string().check(z.length(length, `Expected ${what}`), z.regex(/^[A-Za-z0-9_-]+$/, `Expected ${what}`));

/** Where the browser's push service takes this device's messages (PushSubscription.endpoint). */
const pushEndpoint = z.url({ protocol: /^https?$/, error: 'Expected the push service URL' }).check(z.maxLength(2048));

/**
 * A browser's push subscription (PushSubscription.toJSON()): the endpoint and the keys that encrypt
 * messages for it (p256dh: an uncompressed P-256 point, 65 bytes; auth: 16 bytes). One per device.
 */
export const pushSubscriptionRequestSchema = z.strictObject({
  endpoint: pushEndpoint,
  expirationTime: z.optional(z.nullable(z.number())),
  keys: z.strictObject({
    p256dh: base64url(87, 'a P-256 public key (base64url)'),
    auth: base64url(22, 'a 16-byte secret (base64url)'),
  }),
});
export type PushSubscriptionRequest = z.infer<typeof pushSubscriptionRequestSchema>;

/** Unsubscribing names the device's endpoint. */
export const pushUnsubscribeRequestSchema = z.strictObject({ endpoint: pushEndpoint });
export type PushUnsubscribeRequest = z.infer<typeof pushUnsubscribeRequestSchema>;

/**
 * POST /api/telemetry/remote-failures: the manifest URL of the release that failed, as the runtime
 * document listed it, and the document's report token (what makes the failure count for the canary watch).
 */
export const remoteFailureReportSchema = z.strictObject({
  entry: z.string().check(z.minLength(1), z.maxLength(2048)),
  report: z.optional(z.string().check(z.maxLength(2048))),
});
export type RemoteFailureReport = z.infer<typeof remoteFailureReportSchema>;
