import type { CustomerPage, CustomerSearchPage } from '@ciao/contracts';
import { useTestApi } from '../testing';
import { adjustCredits } from './adjust-credits';
import { cancelCode } from './cancel-code';
import { changeRole } from './change-role';
import { findCustomers } from './find-customers';
import { getCustomer } from './get-customer';
import { reinstateCustomer } from './reinstate-customer';
import { revokeSessions } from './revoke-sessions';
import { suspendCustomer } from './suspend-customer';

const ID = '3f0c3b1e-8d3a-4d6e-9b1f-2a7c9e0d4b5a';
const summary = {
  id: ID,
  email: 'carl@example.com',
  name: 'Carl',
  referralCode: 'CARL2026',
  role: 'user',
  status: 'active',
  createdAt: '2026-01-15T12:00:00.000Z',
} as const;
const results: CustomerSearchPage = { customers: [summary], nextCursor: null };
const page: CustomerPage = {
  ...summary,
  nickname: null,
  country: 'United Kingdom',
  ageVerifiedAt: '2026-01-15T12:00:00.000Z',
  balance: { pendingCiao: '1000', totalEarnedCiao: '1000', totalClaimedCiao: '0' },
  codes: [],
  activity: [],
  contracts: [],
  referrer: null,
  invitees: [],
  signedInDevices: 1,
  auditEntries: [],
};

const api = useTestApi();

it('finds customers by what support typed (encoded, with the page wanted) and reads a customer page', async () => {
  api.route('GET /api/admin/users', { json: results });
  api.route(`GET /api/admin/users/${ID}`, { json: page });
  await expect(findCustomers('carl+1@example.com', 'next')).resolves.toEqual(results);
  await expect(getCustomer(ID)).resolves.toEqual(page);
  expect(api.requests.map((r) => [r.method, r.path, r.query])).toEqual([
    ['GET', '/api/admin/users', '?query=carl%2B1%40example.com&cursor=next'],
    ['GET', `/api/admin/users/${ID}`, ''],
  ]);
});

it('sends each correction to its route with its body, and returns the answer', async () => {
  api.route(`POST /api/admin/users/${ID}/adjustments`, { json: { entryId: '7', pendingCiao: '1500' } });
  api.route('POST /api/admin/codes/CIAO-ABC123-XYZ789/cancel', {
    json: {
      code: {
        code: 'CIAO-ABC123-XYZ789',
        status: 'cancelled',
        amountUsd: '2.50',
        amountCiao: '1000',
        generatedAt: '2026-01-15T12:00:00.000Z',
        expiresAt: '2026-02-14T12:00:00.000Z',
        usedAt: null,
        orderId: null,
      },
      pendingCiao: '2500',
    },
  });
  api.route(`POST /api/admin/users/${ID}/suspend`, { json: { status: 'suspended' } });
  api.route(`POST /api/admin/users/${ID}/reinstate`, { json: { status: 'active' } });
  api.route(`POST /api/admin/users/${ID}/sessions/revoke`, { json: { signedOutDevices: 2 } });
  api.route(`POST /api/admin/users/${ID}/role`, { json: { role: 'viewer' } });

  await expect(adjustCredits(ID, { amount: '500', reason: 'Goodwill', note: 'A gift' })).resolves.toEqual({
    entryId: '7',
    pendingCiao: '1500',
  });
  await expect(cancelCode('CIAO-ABC123-XYZ789', 'Asked by the customer')).resolves.toMatchObject({
    pendingCiao: '2500',
  });
  await expect(suspendCustomer(ID, 'Abuse of referrals')).resolves.toEqual({ status: 'suspended' });
  await expect(reinstateCustomer(ID, 'Appeal accepted')).resolves.toEqual({ status: 'active' });
  await expect(revokeSessions(ID, 'Stolen phone')).resolves.toEqual({ signedOutDevices: 2 });
  await expect(changeRole(ID, { role: 'viewer', reason: 'Joins the team' })).resolves.toEqual({ role: 'viewer' });
  expect(api.requests.map((r) => [r.path, r.body])).toEqual([
    [`/api/admin/users/${ID}/adjustments`, { amount: '500', reason: 'Goodwill', note: 'A gift' }],
    ['/api/admin/codes/CIAO-ABC123-XYZ789/cancel', { reason: 'Asked by the customer' }],
    [`/api/admin/users/${ID}/suspend`, { reason: 'Abuse of referrals' }],
    [`/api/admin/users/${ID}/reinstate`, { reason: 'Appeal accepted' }],
    [`/api/admin/users/${ID}/sessions/revoke`, { reason: 'Stolen phone' }],
    [`/api/admin/users/${ID}/role`, { role: 'viewer', reason: 'Joins the team' }],
  ]);
});

it('a refusal reaches the caller as an error carrying the server message', async () => {
  api.route(`POST /api/admin/users/${ID}/adjustments`, {
    status: 409,
    json: { message: 'This adjustment would make the balance negative (pending 0 $CIAO)' },
  });
  await expect(adjustCredits(ID, { amount: '-5', reason: 'Duplicate', note: 'Removed' })).rejects.toThrow(/409/);
});
