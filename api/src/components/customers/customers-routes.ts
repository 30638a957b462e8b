import { Router } from 'express';
import type { Request, Response } from 'express';
import {
  adjustmentRequestSchema,
  adjustmentSchema,
  adminReasonRequestSchema,
  cancelledCodeSchema,
  codeParamsSchema,
  customerPageSchema,
  customerParamsSchema,
  customerSearchPageSchema,
  customerSearchQuerySchema,
  customerStatusSchema,
  roleChangeRequestSchema,
  roleChangeSchema,
  sessionsRevokedSchema,
} from '@ciao/contracts';
import type {
  Adjustment,
  CancelledCode,
  CustomerCode,
  CustomerInvitation,
  CustomerPage as CustomerPageResponse,
  CustomerSearchPage,
  CustomerStatusAnswer,
  CustomerSummary,
  RoleChange,
  SessionsRevoked,
} from '@ciao/contracts';
import { ADMIN_PATH, requireRight, signedInAdmin } from '../../http/admin-access';
import { describeRoutes } from '../../http/api-description';
import { timeAndIdCursor } from '../../http/keyset-cursor';
import { toDecimalString } from '../../money';
import { parseInput } from '../../validation';
import { toEntryResponse } from '../activity/activity-routes';
import { toAuditEntryResponse } from '../audit/audit-log-routes';
import { toContractResponse } from '../contracts/contract-routes';
import { STORE_CREDIT_MESSAGES } from '../store-credit/store-credit';
import type { StoredCode } from '../store-credit/store-credit-repository';
import { CORRECTION_MESSAGES, CUSTOMER_NOT_FOUND, statusOf } from './customers';
import type { Customer, CustomerPage, Customers, InvitedCustomer } from './customers';

const toCustomerSummary = (customer: Customer): CustomerSummary => ({
  id: customer.id,
  email: customer.email,
  name: customer.name,
  referralCode: customer.referralCode,
  role: customer.role,
  status: statusOf(customer),
  createdAt: customer.createdAt.toISOString(),
});

const toCustomerCode = (code: StoredCode): CustomerCode => ({
  code: code.code,
  status: code.status,
  amountUsd: toDecimalString(code.amountUsd),
  amountCiao: toDecimalString(code.amountCiao),
  generatedAt: code.generatedAt.toISOString(),
  expiresAt: code.expiresAt.toISOString(),
  usedAt: code.usedAt?.toISOString() ?? null,
  orderId: code.orderId,
});

const toInvitation = ({ userId, customer, invitedAt, rewardedAt }: InvitedCustomer): CustomerInvitation => ({
  id: userId,
  email: customer?.email ?? null,
  status: customer ? statusOf(customer) : 'deleted',
  invitedAt: invitedAt.toISOString(),
  rewardedAt: rewardedAt?.toISOString() ?? null,
});

const toCustomerPage = ({
  profile,
  balance,
  codes,
  activity,
  contracts,
  referrer,
  invitees,
  signedInDevices,
  auditEntries,
}: CustomerPage): CustomerPageResponse => ({
  ...toCustomerSummary(profile),
  nickname: profile.nickname,
  country: profile.country,
  ageVerifiedAt: profile.ageVerifiedAt?.toISOString() ?? null,
  balance: {
    pendingCiao: toDecimalString(balance.pendingCiao),
    totalEarnedCiao: toDecimalString(balance.totalEarnedCiao),
    totalClaimedCiao: toDecimalString(balance.totalClaimedCiao),
  },
  codes: codes.map(toCustomerCode),
  activity: activity.map(toEntryResponse),
  contracts: contracts.map(toContractResponse),
  referrer: referrer && toInvitation(referrer),
  invitees: invitees.map(toInvitation),
  signedInDevices,
  auditEntries: auditEntries.map(toAuditEntryResponse),
});

export const customersApi = describeRoutes(ADMIN_PATH, 'Admin', {
  'GET /users': {
    summary: 'Find customers',
    description:
      'By part of the e-mail or the name (any case; `%` and `_` are literal), or by the whole account id, store-credit code or referral code; deleted accounts included (by id). Newest accounts first.',
    access: 'admin',
    query: customerSearchQuerySchema,
    answers: {
      200: {
        description: 'One page; pass `nextCursor` back as `cursor` (null on the last page)',
        schema: customerSearchPageSchema,
      },
    },
  },
  'GET /users/:id': {
    summary: 'A customer page',
    description:
      'Profile (never the password hash), age check, status, balance, codes in every state, the newest credit activity and contracts, the referrer and the invitees, signed-in devices and the newest audit entries about the customer.',
    access: 'admin',
    params: customerParamsSchema,
    answers: { 200: { description: 'The customer', schema: customerPageSchema }, 404: `'${CUSTOMER_NOT_FOUND}'` },
  },
  'POST /users/:id/sessions/revoke': {
    summary: 'Sign a customer out everywhere',
    description: 'Every session ends at once, on every instance; recorded in the audit trail with the reason.',
    access: 'admin',
    params: customerParamsSchema,
    body: adminReasonRequestSchema,
    answers: {
      200: { description: 'How many devices were signed out', schema: sessionsRevokedSchema },
      404: `'${CUSTOMER_NOT_FOUND}'`,
    },
  },
  'POST /users/:id/adjustments': {
    summary: "Adjust a customer's credits",
    description:
      'A signed amount of $CIAO, written to the ledger as an `adjustment` the customer sees in their activity with `note`; `reason` stays in the audit trail. Never below a zero balance; a `support` role is capped at the value of SUPPORT_ADJUSTMENT_CAP_USD at the current price per action, an `owner` is not.',
    access: 'admin',
    params: customerParamsSchema,
    body: adjustmentRequestSchema,
    answers: {
      200: { description: 'The ledger entry made and the pending balance after it', schema: adjustmentSchema },
      403: 'Over the support cap (the message names it in USD and $CIAO)',
      404: `'${CUSTOMER_NOT_FOUND}'`,
      409: `'${CORRECTION_MESSAGES.negativeBalance} (...)' or '${CORRECTION_MESSAGES.deleted}'`,
    },
  },
  'POST /users/:id/suspend': {
    summary: 'Suspend a customer',
    description:
      "Signed out everywhere at once, refused at sign-in with a clear message, the running contract stopped without reward, no referral bonus paid or received, no code generated; the data stays. Only an account whose role is below the admin's (an owner also another owner, never the last active one).",
    access: 'admin',
    params: customerParamsSchema,
    body: adminReasonRequestSchema,
    answers: {
      200: { description: 'Suspended', schema: customerStatusSchema },
      404: `'${CUSTOMER_NOT_FOUND}'`,
      409: `'${CORRECTION_MESSAGES.alreadySuspended}' or '${CORRECTION_MESSAGES.deleted}'`,
    },
  },
  'POST /users/:id/reinstate': {
    summary: 'Reinstate a suspended customer',
    description: 'Access again; what the suspension stopped stays stopped.',
    access: 'admin',
    params: customerParamsSchema,
    body: adminReasonRequestSchema,
    answers: {
      200: { description: 'Active again', schema: customerStatusSchema },
      404: `'${CUSTOMER_NOT_FOUND}'`,
      409: `'${CORRECTION_MESSAGES.notSuspended}' or '${CORRECTION_MESSAGES.deleted}'`,
    },
  },
  'POST /users/:id/role': {
    summary: "Change an account's role (owners only)",
    description:
      'owner, support, viewer, or user (no admin role); recorded in the audit trail. The last active owner cannot lose the role.',
    access: 'admin',
    params: customerParamsSchema,
    body: roleChangeRequestSchema,
    answers: {
      200: { description: 'The role now', schema: roleChangeSchema },
      404: `'${CUSTOMER_NOT_FOUND}'`,
      409: `'${CORRECTION_MESSAGES.lastOwner}' or '${CORRECTION_MESSAGES.deleted}'`,
    },
  },
  'POST /codes/:code/cancel': {
    summary: 'Cancel a store-credit code',
    description:
      "Only an active, unused code: its credits go back to the customer's balance, the voucher log records `cancelled` with the admin, and the Shopify discount is deactivated (durably, retried). An order using the code at the same moment gets either the use or the cancel, never both.",
    access: 'admin',
    params: codeParamsSchema,
    body: adminReasonRequestSchema,
    answers: {
      200: {
        description: 'The cancelled code and the balance after its credits came back',
        schema: cancelledCodeSchema,
      },
      404: `'${STORE_CREDIT_MESSAGES.noSuchCode}'`,
      409: `'${STORE_CREDIT_MESSAGES.notCancellable}'`,
    },
  },
});

/** The support desk's customer routes; app.ts mounts requireAdmin in front of every /api/admin path. */
export function customersRoutes({ customers }: { customers: Customers }): Router {
  async function findCustomers(req: Request, res: Response) {
    const { query, limit, cursor } = parseInput(customerSearchQuerySchema, req.query);
    const key = cursor === undefined ? undefined : timeAndIdCursor.decode(cursor);
    const page = await customers.search(query, { limit, after: key && { createdAt: key.startTime, id: key.id } });
    res.json({
      customers: page.customers.map(toCustomerSummary),
      nextCursor:
        page.next === null ? null : timeAndIdCursor.encode({ startTime: page.next.createdAt, id: page.next.id }),
    } satisfies CustomerSearchPage);
  }

  async function readCustomerPage(req: Request, res: Response) {
    res.json(toCustomerPage(await customers.page(String(req.params.id))));
  }

  async function revokeCustomerSessions(req: Request, res: Response) {
    const { id, role } = signedInAdmin(req);
    const { reason } = parseInput(adminReasonRequestSchema, req.body);
    res.json({
      signedOutDevices: await customers.revokeSessions({ id, role }, String(req.params.id), reason),
    } satisfies SessionsRevoked);
  }

  async function adjustCredits(req: Request, res: Response) {
    const { id, role } = signedInAdmin(req);
    const request = parseInput(adjustmentRequestSchema, req.body);
    const { entryId, pendingCiao } = await customers.adjust({ id, role }, String(req.params.id), request);
    res.json({ entryId, pendingCiao: toDecimalString(pendingCiao) } satisfies Adjustment);
  }

  async function cancelCode(req: Request, res: Response) {
    const { id, role } = signedInAdmin(req);
    const { code } = parseInput(codeParamsSchema, req.params);
    const { reason } = parseInput(adminReasonRequestSchema, req.body);
    const cancelled = await customers.cancelCode({ id, role }, code, reason);
    res.json({
      code: toCustomerCode(cancelled.code),
      pendingCiao: toDecimalString(cancelled.pendingCiao),
    } satisfies CancelledCode);
  }

  async function suspend(req: Request, res: Response) {
    const { id, role } = signedInAdmin(req);
    const { reason } = parseInput(adminReasonRequestSchema, req.body);
    await customers.suspend({ id, role }, String(req.params.id), reason);
    res.json({ status: 'suspended' } satisfies CustomerStatusAnswer);
  }

  async function reinstate(req: Request, res: Response) {
    const { id, role } = signedInAdmin(req);
    const { reason } = parseInput(adminReasonRequestSchema, req.body);
    await customers.reinstate({ id, role }, String(req.params.id), reason);
    res.json({ status: 'active' } satisfies CustomerStatusAnswer);
  }

  async function changeRole(req: Request, res: Response) {
    const { id, role } = signedInAdmin(req);
    const request = parseInput(roleChangeRequestSchema, req.body);
    res.json({
      role: await customers.changeRole({ id, role }, String(req.params.id), request.role, request.reason),
    } satisfies RoleChange);
  }

  const router = Router();
  router.get('/users', requireRight, findCustomers);
  router.get('/users/:id', requireRight, readCustomerPage);
  router.post('/users/:id/sessions/revoke', requireRight, revokeCustomerSessions);
  router.post('/users/:id/adjustments', requireRight, adjustCredits);
  router.post('/users/:id/suspend', requireRight, suspend);
  router.post('/users/:id/reinstate', requireRight, reinstate);
  router.post('/users/:id/role', requireRight, changeRole);
  router.post('/codes/:code/cancel', requireRight, cancelCode);
  return router;
}
