import { z } from 'zod';
import { adminReasonRequestSchema } from './admin';
import { id, isoDateTime } from './common';
import { optionalFilter } from './requests';

/**
 * What raises a flag on a customer (docs/admin.md, "Flags"): a second account from an address that
 * has one, a referral refused as a ring, a referrer reaching the reward cap, a burst of invitees,
 * many codes in a short window, sign-ins from many devices or addresses in a day, a balance
 * that grew faster than mining allows.
 */
export const FLAG_KINDS = [
  'second_account',
  'referral_ring',
  'referral_cap',
  'invitee_burst',
  'code_burst',
  'many_devices',
  'balance_growth',
] as const;
export type FlagKind = (typeof FLAG_KINDS)[number];

/** A flag is open until support resolves it, once: dismissed, its referral bonuses clawed back, or its customer suspended. */
export const FLAG_STATUSES = ['open', 'dismissed', 'clawed_back', 'suspended'] as const;
export type FlagStatus = (typeof FLAG_STATUSES)[number];

/** What support may do with a flag (POST /api/admin/flags/{id}/resolve). */
export const FLAG_ACTIONS = ['dismiss', 'clawback', 'suspend'] as const;
export type FlagAction = (typeof FLAG_ACTIONS)[number];

/** The review queue is read a page at a time (keyset pagination, open first, then newest first). */
export const FLAG_PAGE = { defaultLimit: 50, maxLimit: 200 } as const;

/**
 * One flag of the review queue (docs/admin.md, "Flags"): on which customer, why, the evidence its
 * cause recorded (JSON, e.g. `{ accountIds }`, `{ inviteeIds, hours }`), and how it was resolved.
 */
export const flagSchema = z.object({
  id: z.string().regex(/^\d+$/),
  kind: z.enum(FLAG_KINDS),
  customerId: id,
  /** The customer's current e-mail; null once erased. */
  customerEmail: z.string().nullable(),
  reason: z.string(),
  evidence: z.record(z.string(), z.unknown()),
  status: z.enum(FLAG_STATUSES),
  raisedAt: isoDateTime,
  resolvedBy: id.nullable(),
  resolvedAt: isoDateTime.nullable(),
  /** What the resolution did (e.g. `{ clawedBackCiao, notRecoverableCiao, cancelledCodes }`) and the reason typed; null while open. */
  resolution: z.record(z.string(), z.unknown()).nullable(),
});
export type Flag = z.infer<typeof flagSchema>;

/** GET /api/admin/flags: optional filters (an empty value is no filter) and keyset pages. */
export const flagQuerySchema = z.strictObject({
  kind: optionalFilter(z.enum(FLAG_KINDS, { error: `Expected one of: ${FLAG_KINDS.join(', ')}` })),
  status: optionalFilter(z.enum(FLAG_STATUSES, { error: `Expected one of: ${FLAG_STATUSES.join(', ')}` })),
  limit: z.coerce.number().int().min(1).max(FLAG_PAGE.maxLimit).default(FLAG_PAGE.defaultLimit),
  cursor: optionalFilter(z.string().max(200)),
});
export type FlagQuery = z.infer<typeof flagQuerySchema>;

export const flagPageSchema = z.object({
  flags: z.array(flagSchema),
  /** The open flags, whatever the filter: the menu's count. */
  openCount: z.number().int().nonnegative(),
  /** Pass back as `cursor` for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type FlagPage = z.infer<typeof flagPageSchema>;

export const flagParamsSchema = z.strictObject({ id: z.string().regex(/^[1-9]\d{0,17}$/, 'Expected a flag id') });

export const flagResolveRequestSchema = adminReasonRequestSchema.extend({
  action: z.enum(FLAG_ACTIONS, { error: `Expected one of: ${FLAG_ACTIONS.join(', ')}` }),
});
export type FlagResolveRequest = z.infer<typeof flagResolveRequestSchema>;
