import { Router } from 'express';
import type { Request, Response } from 'express';
import { adminReasonRequestSchema, customerPageSchema, customerParamsSchema, customerSearchPageSchema, customerSearchQuerySchema, sessionsRevokedSchema } from '@ciao/contracts';
import type { CustomerCode, CustomerInvitation, CustomerPage as CustomerPageResponse, CustomerSearchPage, CustomerSummary, SessionsRevoked } from '@ciao/contracts';
import { ADMIN_PATH, requireRight, signedInAdmin } from '../../http/admin-access';
import { describeRoutes } from '../../http/api-description';
import { timeAndIdCursor } from '../../http/keyset-cursor';
import { toDecimalString } from '../../money';
import { parseInput } from '../../validation';
import { toEntryResponse } from '../activity/activity-routes';
import { toAuditEntryResponse } from '../audit/audit-log-routes';
import { toContractResponse } from '../contracts/contract-routes';
import type { StoredCode } from '../store-credit/store-credit-repository';
import { CUSTOMER_NOT_FOUND, statusOf } from './customers';
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

const toCustomerPage = ({ profile, balance, codes, activity, contracts, referrer, invitees, signedInDevices, auditEntries }: CustomerPage): CustomerPageResponse => ({
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
    answers: { 200: { description: 'One page; pass `nextCursor` back as `cursor` (null on the last page)', schema: customerSearchPageSchema } },
  },
  'GET /users/:id': {
    summary: 'A customer page',
    description: 'Profile (never the password hash), age check, status, balance, codes in every state, the newest credit activity and contracts, the referrer and the invitees, signed-in devices and the newest audit entries about the customer.',
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
    answers: { 200: { description: 'How many devices were signed out', schema: sessionsRevokedSchema }, 404: `'${CUSTOMER_NOT_FOUND}'` },
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
      nextCursor: page.next === null ? null : timeAndIdCursor.encode({ startTime: page.next.createdAt, id: page.next.id }),
    } satisfies CustomerSearchPage);
  }

  async function readCustomerPage(req: Request, res: Response) {
    res.json(toCustomerPage(await customers.page(String(req.params.id))));
  }

  async function revokeCustomerSessions(req: Request, res: Response) {
    const { id, role } = signedInAdmin(req);
    const { reason } = parseInput(adminReasonRequestSchema, req.body);
    res.json({ signedOutDevices: await customers.revokeSessions({ id, role }, String(req.params.id), reason) } satisfies SessionsRevoked);
  }

  const router = Router();
  router.get('/users', requireRight, findCustomers);
  router.get('/users/:id', requireRight, readCustomerPage);
  router.post('/users/:id/sessions/revoke', requireRight, revokeCustomerSessions);
  return router;
}
