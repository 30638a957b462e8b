import { z } from 'zod';
import {
  ADJUSTMENT_NOTE,
  ADMIN_REASON,
  ADMIN_ROLES,
  AUDIT_ACTIONS,
  AUDIT_LOG_PAGE,
  CUSTOMER_SEARCH_PAGE,
  CUSTOMER_STATUSES,
  ROLES,
  STORE_CREDIT_CODE_STATUSES,
} from '../constants';
import { activityEntrySchema } from './activity';
import { decimalString, id, isoDateTime } from './common';
import { contractSchema } from './mining';
import { optionalFilter, searchText } from './requests';

/** Values an audit entry keeps before and after its action (e.g. `{ role: 'user' }`). */
const auditValues = z.record(z.string(), z.unknown()).nullable();

/**
 * One audit entry (docs/admin.md, "The audit trail"). `actorId` null: the command line. E-mails
 * are the accounts' current ones (null once erased, or when the entry names no such account).
 */
export const auditEntrySchema = z.object({
  id: z.string().regex(/^\d+$/),
  createdAt: isoDateTime,
  actorId: id.nullable(),
  actorEmail: z.string().nullable(),
  actorRole: z.enum(ADMIN_ROLES).nullable(),
  action: z.enum(AUDIT_ACTIONS),
  customerId: id.nullable(),
  customerEmail: z.string().nullable(),
  code: z.string().nullable(),
  before: auditValues,
  after: auditValues,
  reason: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

const uuidFilter = optionalFilter(z.uuid({ error: 'Expected an account id' }));
const timeFilter = optionalFilter(
  z.iso.datetime({ offset: true, error: 'Expected an ISO 8601 date and time, e.g. 2026-01-15T00:00:00Z' }),
);

const auditLogFilterShape = {
  actorId: uuidFilter,
  customerId: uuidFilter,
  action: optionalFilter(z.enum(AUDIT_ACTIONS, { error: `Expected one of: ${AUDIT_ACTIONS.join(', ')}` })),
  from: timeFilter,
  to: timeFilter,
};

const fromBeforeTo = (range: { from?: string | undefined; to?: string | undefined }) =>
  range.from === undefined || range.to === undefined || Date.parse(range.from) < Date.parse(range.to);
const AFTER_FROM = { path: ['to'], error: 'Expected a time after from' };

/** GET /api/admin/audit-log.csv: each filter optional (an empty value is no filter), combined with AND; `from` inclusive, `to` exclusive. */
export const auditLogFilterSchema = z.strictObject(auditLogFilterShape).refine(fromBeforeTo, AFTER_FROM);
export type AuditLogFilter = z.infer<typeof auditLogFilterSchema>;

/** GET /api/admin/audit-log: the filters plus keyset pagination (newest first, opaque cursor). */
export const auditLogQuerySchema = z
  .strictObject({
    ...auditLogFilterShape,
    limit: z.coerce.number().int().min(1).max(AUDIT_LOG_PAGE.maxLimit).default(AUDIT_LOG_PAGE.defaultLimit),
    cursor: optionalFilter(z.string().max(200)),
  })
  .refine(fromBeforeTo, AFTER_FROM);

export const auditLogPageSchema = z.object({
  entries: z.array(auditEntrySchema),
  /** Pass back as `cursor` for the next (older) page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type AuditLogPage = z.infer<typeof auditLogPageSchema>;

/**
 * GET /api/admin/users: what the support person typed: part of an e-mail or a name (any case; `%`
 * and `_` literal), a whole account id, store-credit code or referral code.
 */
export const customerSearchQuerySchema = z.strictObject({
  query: searchText(254).check(z.minLength(1, 'Type part of an e-mail or a name, an account id or a code')),
  limit: z.coerce.number().int().min(1).max(CUSTOMER_SEARCH_PAGE.maxLimit).default(CUSTOMER_SEARCH_PAGE.defaultLimit),
  cursor: optionalFilter(z.string().max(200)),
});

/** One customer in the search results; an erased account keeps only its id, role, status and dates. */
export const customerSummarySchema = z.object({
  id,
  email: z.string().nullable(),
  name: z.string().nullable(),
  referralCode: z.string().nullable(),
  role: z.enum(ROLES),
  status: z.enum(CUSTOMER_STATUSES),
  createdAt: isoDateTime,
});
export type CustomerSummary = z.infer<typeof customerSummarySchema>;

export const customerSearchPageSchema = z.object({
  customers: z.array(customerSummarySchema),
  /** Pass back as `cursor` for the next page (older accounts); null on the last page. */
  nextCursor: z.string().nullable(),
});
export type CustomerSearchPage = z.infer<typeof customerSearchPageSchema>;

/** A customer's store-credit code as support sees it: every state, cancelled included. */
export const customerCodeSchema = z.object({
  code: z.string(),
  status: z.enum(STORE_CREDIT_CODE_STATUSES),
  amountUsd: decimalString,
  amountCiao: decimalString,
  generatedAt: isoDateTime,
  expiresAt: isoDateTime,
  usedAt: isoDateTime.nullable(),
  orderId: z.string().nullable(),
});
export type CustomerCode = z.infer<typeof customerCodeSchema>;

/** The other side of a referral on the customer page: the account (e-mail null once erased), when invited, whether rewarded. */
export const customerInvitationSchema = z.object({
  id,
  email: z.string().nullable(),
  status: z.enum(CUSTOMER_STATUSES),
  invitedAt: isoDateTime,
  rewardedAt: isoDateTime.nullable(),
});
export type CustomerInvitation = z.infer<typeof customerInvitationSchema>;

/** GET /api/admin/users/{id}: the customer page (never the password hash). */
export const customerPageSchema = customerSummarySchema.extend({
  nickname: z.string().nullable(),
  /** The country of the age check; null before it or once erased. */
  country: z.string().nullable(),
  ageVerifiedAt: isoDateTime.nullable(),
  balance: z.object({ pendingCiao: decimalString, totalEarnedCiao: decimalString, totalClaimedCiao: decimalString }),
  codes: z.array(customerCodeSchema),
  /** The newest credit activity, as the customer sees it in /activity (the rest: their activity's pages). */
  activity: z.array(activityEntrySchema),
  /** The newest contracts, running one first when there is one. */
  contracts: z.array(contractSchema),
  /** Who invited the customer (null: nobody), and whom the customer invited, newest first. */
  referrer: customerInvitationSchema.nullable(),
  invitees: z.array(customerInvitationSchema),
  /** Live sessions: the devices signed in now. */
  signedInDevices: z.number().int().nonnegative(),
  /** The newest audit entries about this customer (the rest: GET /api/admin/audit-log?customerId=). */
  auditEntries: z.array(auditEntrySchema),
});
export type CustomerPage = z.infer<typeof customerPageSchema>;

export const customerParamsSchema = z.strictObject({ id: z.uuid({ error: 'Expected an account id' }) });

export const adminReasonRequestSchema = z.strictObject({
  reason: searchText(ADMIN_REASON.maxLength).check(
    z.minLength(ADMIN_REASON.minLength, `Give a reason of at least ${ADMIN_REASON.minLength} characters`),
  ),
});

/** POST /api/admin/users/{id}/sessions/revoke and POST /api/user/{id}/sessions/sign-out-others: how many devices were signed out. */
export const sessionsRevokedSchema = z.object({ signedOutDevices: z.number().int().nonnegative() });
export type SessionsRevoked = z.infer<typeof sessionsRevokedSchema>;

/** At most 10 decimals, like every $CIAO amount; never zero. */
const signedCiaoAmount = z
  .string()
  .regex(/^-?\d{1,20}(\.\d{1,10})?$/, 'Expected a signed decimal amount of $CIAO, e.g. "1500" or "-250.5"')
  .refine((amount) => /[1-9]/.test(amount), 'Expected an amount other than zero');

/** POST /api/admin/users/{id}/adjustments: signed $CIAO, the internal reason and the customer's note. */
export const adjustmentRequestSchema = adminReasonRequestSchema.extend({
  amount: signedCiaoAmount,
  note: searchText(ADJUSTMENT_NOTE.maxLength).check(z.minLength(1, 'Write the note the customer will read')),
});
export type AdjustmentRequest = z.input<typeof adjustmentRequestSchema>;

/** The adjustment made: its ledger entry's id (the customer's activity lists it) and the pending balance after it. */
export const adjustmentSchema = z.object({ entryId: z.string().regex(/^\d+$/), pendingCiao: decimalString });
export type Adjustment = z.infer<typeof adjustmentSchema>;

export const codeParamsSchema = z.strictObject({ code: z.string().min(1).max(64) });

/** POST /api/admin/codes/{code}/cancel: the code as it is now (cancelled), and the balance after its credits came back. */
export const cancelledCodeSchema = z.object({ code: customerCodeSchema, pendingCiao: decimalString });
export type CancelledCode = z.infer<typeof cancelledCodeSchema>;

/** POST /api/admin/users/{id}/suspend and /reinstate: the account's status now. */
export const customerStatusSchema = z.object({ status: z.enum(CUSTOMER_STATUSES) });
export type CustomerStatusAnswer = z.infer<typeof customerStatusSchema>;

/** POST /api/admin/users/{id}/role (owners only): the role to give and why. */
export const roleChangeRequestSchema = adminReasonRequestSchema.extend({
  role: z.enum(ROLES, { error: `Expected one of: ${ROLES.join(', ')}` }),
});
export type RoleChangeRequest = z.infer<typeof roleChangeRequestSchema>;

export const roleChangeSchema = z.object({ role: z.enum(ROLES) });
export type RoleChange = z.infer<typeof roleChangeSchema>;
