import { z } from 'zod';
import { id, isoDateTime } from './common';
import { contractHistoryQuerySchema } from './mining';

/**
 * What moved a user's $CIAO (GET /api/user/{id}/activity): a finished simulation's reward, a
 * referral bonus, credits redeemed into a store-credit code, the balance forfeited when the
 * account was deleted, a correction by support (`adjustment`, either sign, with its `note`), or a
 * code support cancelled giving its credits back (`refunded`), or a referral bonus support took back
 * after reviewing a flag (`clawed_back`). An expired code does not give its
 * credits back (docs/mining.md, "Credit activity").
 */
export const ACTIVITY_KINDS = [
  'mining_reward',
  'referral_bonus',
  'redeemed',
  'forfeit',
  'adjustment',
  'refunded',
  'clawed_back',
] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/** A decimal amount that may be negative, as a string: "-2500000", "0.0000034747". */
export const signedDecimalString = z.string().regex(/^-?\d+(\.\d+)?$/, 'Expected a decimal string');

export const activityEntrySchema = z.object({
  /** The ledger entry's identity (a bigint as text). */
  id: z.string().regex(/^\d+$/),
  kind: z.enum(ACTIVITY_KINDS),
  /** Signed: positive credits, negative debits. The list of a user sums to their pending balance. */
  amountCiao: signedDecimalString,
  /** Signed like amountCiao: its USD value at the entry's time (10 decimals); null for entries made before prices were recorded. */
  amountUsd: signedDecimalString.nullable(),
  createdAt: isoDateTime,
  /** The simulation a mining reward came from. */
  contract: z.object({ id, duration: z.number().int().positive() }).nullable(),
  /** The store-credit code credits were redeemed into (or came back from). */
  code: z.object({ id, code: z.string() }).nullable(),
  /** An adjustment's text for the customer, written by support; null on every other kind. */
  note: z.string().nullable(),
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;

/** Newest first; nextCursor continues with older entries (null on the last page). */
export const activityPageSchema = z.object({
  entries: z.array(activityEntrySchema),
  nextCursor: z.string().nullable(),
});
export type ActivityPage = z.infer<typeof activityPageSchema>;

/** ?limit=1..100 (default 20)&cursor=: the same paging as the contract history. */
export const activityQuerySchema = contractHistoryQuerySchema;
