import { ACCOUNT_MESSAGES, adjustmentSchema, customerPageSchema } from '@ciao/contracts';
import type { ActivityPage, Contract } from '@ciao/contracts';
import { CORRECTION_MESSAGES } from '../../src/components/customers/customers';
import { balanceOf, ciaoFor, creditUsd, getAs, ledgerOf } from '../support/store-credit';
import {
  jsonOf,
  postJson,
  queryRows,
  sessionStatus,
  signedInAccount,
  signIn,
  testClock,
  useTestServer,
} from '../support/test-server';
import { eventually } from '../support/waiting';

// The support desk's corrections (docs/admin.md, "Corrections"): adjust credits, suspend and
// reinstate, an owner's role changes. Each one transaction with its audit entry; every refusal
// changes nothing and records nothing. Priced at $1 = 1,000,000 $CIAO (store-credit-support).

const HOUR = 3_600_000;
const clock = testClock();
const OWNER = { email: 'olive.owner@example.com', password: 'secret1', name: 'Olive Owner' };
const SUPPORT = { email: 'stan.support@example.com', password: 'secret1', name: 'Stan Support' };
let ownerId: string;
let supportId: string;
let ownerCookie: string;
let supportCookie: string;

const server = useTestServer({ clock, fixedPrice: true });
const other = useTestServer({ databaseOf: server, clock, fixedPrice: true });
beforeAll(async () => {
  ownerId = (await server.accounts.createUser({ ...OWNER, role: 'owner' })).id;
  supportId = (await server.accounts.createUser({ ...SUPPORT, role: 'support' })).id;
  ownerCookie = await signIn(server, OWNER);
  supportCookie = await signIn(server, SUPPORT);
});

let customers = 0;
const newCustomer = () => signedInAccount(server, `customer${++customers}@example.com`);

const adminPost = (path: string, body: unknown, cookie = supportCookie) =>
  postJson(`${server.url}/api/admin${path}`, body, { cookie });
const adjust = (userId: string, body: unknown, cookie = supportCookie) =>
  adminPost(`/users/${userId}/adjustments`, body, cookie);
const auditOf = (userId: string) =>
  queryRows<{
    action: string;
    actor_user_id: string;
    actor_role: string;
    before: unknown;
    after: unknown;
    reason: string;
  }>(
    server,
    'SELECT action, actor_user_id, actor_role, before, after, reason FROM audit_log WHERE customer_user_id = $1 ORDER BY id',
    [userId],
  );
const booksOf = async (userId: string) => ({
  balance: await balanceOf(server, userId),
  ledger: await ledgerOf(server, userId),
  audit: await auditOf(userId),
});

describe('POST /api/admin/users/:id/adjustments', () => {
  it('when support adjusts credits, then the ledger has an adjustment, the customer sees it in their activity with the note (never the reason), and the audit trail has both', async () => {
    const customer = await newCustomer();
    await creditUsd(server, customer.id, '1.00');

    const response = await adjust(customer.id, {
      amount: '250000.5',
      reason: 'Goodwill for a lost code',
      note: 'Sorry about your code: here is a little extra',
    });
    expect(response.status).toBe(200);
    const body = adjustmentSchema.parse(await response.json());
    expect(body.pendingCiao).toBe('1250000.5');

    const activity = await jsonOf<ActivityPage>(await getAs(server, customer, '/activity'));
    expect(activity.entries[0]).toEqual({
      id: body.entryId,
      kind: 'adjustment',
      amountCiao: '250000.5',
      amountUsd: '0.2500005',
      createdAt: clock.now().toISOString(),
      contract: null,
      code: null,
      note: 'Sorry about your code: here is a little extra',
    });
    expect(JSON.stringify(activity)).not.toContain('Goodwill');
    expect(await balanceOf(server, customer.id)).toMatchObject({ pending_ciao: '1250000.5000000000' });
    expect(await auditOf(customer.id)).toEqual([
      {
        action: 'credits.adjusted',
        actor_user_id: supportId,
        actor_role: 'support',
        before: { pendingCiao: '1000000' },
        after: {
          pendingCiao: '1250000.5',
          amountCiao: '250000.5',
          note: 'Sorry about your code: here is a little extra',
        },
        reason: 'Goodwill for a lost code',
      },
    ]);
    // The customer page shows it at once.
    const page = customerPageSchema.parse(
      await (
        await fetch(`${server.url}/api/admin/users/${customer.id}`, { headers: { cookie: supportCookie } })
      ).json(),
    );
    expect(page.balance.pendingCiao).toBe('1250000.5');
    expect(page.activity[0]).toMatchObject({
      kind: 'adjustment',
      note: 'Sorry about your code: here is a little extra',
    });
  });

  it('when a negative adjustment takes part of the balance, then it is made; when it would make the balance negative, then 409 and nothing changes', async () => {
    const customer = await newCustomer();
    await creditUsd(server, customer.id, '1.00');
    expect(
      (
        await adjust(customer.id, {
          amount: '-400000',
          reason: 'Duplicate bonus',
          note: 'A duplicate bonus was removed',
        })
      ).status,
    ).toBe(200);
    const books = await booksOf(customer.id);

    const refused = await adjust(customer.id, {
      amount: '-600000.0000000001',
      reason: 'Duplicate bonus',
      note: 'A duplicate bonus was removed',
    });
    expect(refused.status).toBe(409);
    expect(await jsonOf(refused)).toEqual({ message: `${CORRECTION_MESSAGES.negativeBalance} (pending 600000 $CIAO)` });
    expect(await booksOf(customer.id)).toEqual(books);
    expect(
      (
        await adjust(customer.id, {
          amount: '-600000',
          reason: 'Duplicate bonus',
          note: 'A duplicate bonus was removed',
        })
      ).status,
    ).toBe(200);
    expect((await balanceOf(server, customer.id))?.pending_ciao).toBe('0.0000000000');
  });

  it('when support adjusts more than the value of $25, then 403 naming the cap and nothing changes; exactly $25 is allowed, and an owner has no cap', async () => {
    const customer = await newCustomer();
    const over = await adjust(customer.id, { amount: '25000000.0000000001', reason: 'Big goodwill', note: 'A gift' });
    expect(over.status).toBe(403);
    expect(await jsonOf(over)).toEqual({
      message: 'Support may adjust at most $25 per action (25000000 $CIAO at the current price); ask an owner',
    });
    const negativeOver = await adjust(customer.id, {
      amount: '-25000001',
      reason: 'Big correction',
      note: 'A correction',
    });
    expect(negativeOver.status).toBe(403);
    expect(await booksOf(customer.id)).toEqual({ balance: undefined, ledger: [], audit: [] });

    expect((await adjust(customer.id, { amount: '25000000', reason: 'Big goodwill', note: 'A gift' })).status).toBe(
      200,
    );
    const byOwner = await adjust(
      customer.id,
      { amount: '100000000', reason: 'Contest prize', note: 'You won the contest' },
      ownerCookie,
    );
    expect(byOwner.status).toBe(200);
    expect((await balanceOf(server, customer.id))?.pending_ciao).toBe(`${ciaoFor('125')}.0000000000`);
    expect((await auditOf(customer.id)).map((e) => [e.action, e.actor_role])).toEqual([
      ['credits.adjusted', 'support'],
      ['credits.adjusted', 'owner'],
    ]);
  });

  it.each([
    [{ amount: '0', reason: 'A reason', note: 'A note' }, ['amount']],
    [{ amount: '-0.000', reason: 'A reason', note: 'A note' }, ['amount']],
    [{ amount: 'ten', reason: 'A reason', note: 'A note' }, ['amount']],
    [{ amount: 1000, reason: 'A reason', note: 'A note' }, ['amount']],
    [{ amount: '1.00000000001', reason: 'A reason', note: 'A note' }, ['amount']],
    [{ amount: '1e6', reason: 'A reason', note: 'A note' }, ['amount']],
    [{ amount: '100', reason: 'abc', note: 'A note' }, ['reason']],
    [{ amount: '100', reason: 'A reason', note: '   ' }, ['note']],
    [{ amount: '100', reason: 'A reason', note: 'x'.repeat(201) }, ['note']],
    [{ amount: '100', reason: 'A reason' }, ['note']],
    [{ amount: '100', reason: 'A reason', note: 'A note', extra: true }, ['extra']],
  ])('when the body is %j, then 400 names %j and nothing changes', async (body, fields) => {
    const customer = await newCustomer();
    const response = await adjust(customer.id, body);
    expect(response.status).toBe(400);
    const answer = await jsonOf<{ message: string; fields: Record<string, string> }>(response);
    expect(answer.message).toBe('Invalid request');
    expect(Object.keys(answer.fields)).toEqual(fields);
    expect(await booksOf(customer.id)).toEqual({ balance: undefined, ledger: [], audit: [] });
  });

  it('when the customer does not exist or was deleted, then 404 or 409 and nothing is recorded', async () => {
    const missing = await adjust('3f0c3b1e-8d3a-4d6e-9b1f-2a7c9e0d4b5a', {
      amount: '100',
      reason: 'A reason',
      note: 'A note',
    });
    expect(missing.status).toBe(404);
    expect(await jsonOf(missing)).toEqual({ message: 'No customer with this id' });
    const customer = await newCustomer();
    expect(
      (await fetch(`${server.url}/api/user/profile`, { method: 'DELETE', headers: { cookie: customer.cookie } }))
        .status,
    ).toBe(200);
    const deleted = await adjust(customer.id, { amount: '100', reason: 'A reason', note: 'A note' });
    expect(deleted.status).toBe(409);
    expect(await jsonOf(deleted)).toEqual({ message: CORRECTION_MESSAGES.deleted });
    expect(await auditOf(customer.id)).toEqual([]);
  });
});

describe('POST /api/admin/users/:id/suspend and /reinstate', () => {
  const suspend = (userId: string, body: unknown = { reason: 'Abusing the referral programme' }) =>
    adminPost(`/users/${userId}/suspend`, body);
  const reinstate = (userId: string, body: unknown = { reason: 'Appeal accepted' }) =>
    adminPost(`/users/${userId}/reinstate`, body);

  it('when support suspends a customer, then they are signed out, refused at sign-in with a clear message, their running contract stops without reward, and the page says suspended; reinstating restores access only', async () => {
    const email = `suspended${++customers}@example.com`;
    const customer = await signedInAccount(server, email);
    const started = await postJson(
      `${server.url}/api/user/${customer.id}/contracts`,
      { duration: 1, miningRate: '1' },
      { cookie: customer.cookie },
    );
    expect(started.status).toBe(201);
    const contract = await jsonOf<Contract>(started);

    const response = await suspend(customer.id);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'suspended' });
    expect(await sessionStatus(server, customer.cookie)).toBe(401);
    const signInAgain = await postJson(`${server.url}/api/auth/signin`, { username: email, password: 'secret1' });
    expect(signInAgain.status).toBe(403);
    expect(await jsonOf(signInAgain)).toEqual({ message: ACCOUNT_MESSAGES.suspended, code: 'account-suspended' });
    // A wrong password learns nothing about the suspension.
    expect(
      (await postJson(`${server.url}/api/auth/signin`, { username: email, password: 'wrong-password' })).status,
    ).toBe(401);

    clock.advance(HOUR);
    expect(await queryRows(server, 'SELECT status, actual_reward FROM contracts WHERE id = $1', [contract.id])).toEqual(
      [{ status: 'stopped', actual_reward: '0.0000000000' }],
    );
    expect(await ledgerOf(server, customer.id)).toEqual([]);
    const page = customerPageSchema.parse(
      await (
        await fetch(`${server.url}/api/admin/users/${customer.id}`, { headers: { cookie: supportCookie } })
      ).json(),
    );
    expect(page).toMatchObject({
      status: 'suspended',
      signedInDevices: 0,
      contracts: [{ id: contract.id, status: 'stopped', actualReward: '0' }],
    });
    expect((await suspend(customer.id)).status).toBe(409);

    const back = await reinstate(customer.id);
    expect(back.status).toBe(200);
    expect(await back.json()).toEqual({ status: 'active' });
    expect(await sessionStatus(server, await signIn(server, { email, password: 'secret1' }))).toBe(200);
    expect(await queryRows(server, 'SELECT status FROM contracts WHERE id = $1', [contract.id])).toEqual([
      { status: 'stopped' },
    ]);
    expect((await reinstate(customer.id)).status).toBe(409);
    expect(
      (await auditOf(customer.id)).map(({ action, actor_user_id, before, after, reason }) => ({
        action,
        actor_user_id,
        before,
        after,
        reason,
      })),
    ).toEqual([
      {
        action: 'account.suspended',
        actor_user_id: supportId,
        before: { status: 'active', signedInDevices: 1, runningContract: contract.id },
        after: { status: 'suspended', signedInDevices: 0, runningContract: null },
        reason: 'Abusing the referral programme',
      },
      {
        action: 'account.reinstated',
        actor_user_id: supportId,
        before: { status: 'suspended' },
        after: { status: 'active' },
        reason: 'Appeal accepted',
      },
    ]);
  });

  it("when a suspension ends a device's session, then that device's requests say so (401 with the suspension's message) on every instance while it lasts; a session signed out before says only 'Not authenticated', and after reinstating so does the ended one", async () => {
    const email = `ended${++customers}@example.com`;
    const customer = await signedInAccount(server, email);
    const signedOutBefore = await signIn(server, { email, password: 'secret1' });
    expect((await postJson(`${server.url}/api/auth/signout`, {}, { cookie: signedOutBefore })).status).toBeLessThan(
      300,
    );
    const answerOf = async (url: string, cookie: string) => {
      const r = await fetch(url, { headers: { cookie } });
      return { status: r.status, body: (await r.json()) as unknown };
    };
    const SUSPENDED = { status: 401, body: { message: ACCOUNT_MESSAGES.suspended, code: 'account-suspended' } };
    const SIGNED_OUT = { status: 401, body: { message: 'Not authenticated' } };
    // The other instance has the session cached: the suspension's announcement must reach it.
    expect((await answerOf(`${other.url}/api/auth/session`, customer.cookie)).status).toBe(200);

    expect((await suspend(customer.id)).status).toBe(200);
    await eventually(async () =>
      expect(await answerOf(`${other.url}/api/auth/session`, customer.cookie)).toEqual(SUSPENDED),
    );
    expect(await answerOf(`${server.url}/api/user/${customer.id}/stats`, customer.cookie)).toEqual(SUSPENDED);
    expect(await answerOf(`${other.url}/api/user/${customer.id}/stats`, customer.cookie)).toEqual(SUSPENDED);
    expect(await answerOf(`${server.url}/api/auth/session`, signedOutBefore)).toEqual(SIGNED_OUT);
    expect(
      await queryRows(server, 'SELECT count(*)::int AS n FROM sessions WHERE user_id = $1', [customer.id]),
    ).toEqual([{ n: 0 }]);

    expect((await reinstate(customer.id)).status).toBe(200);
    expect(await answerOf(`${server.url}/api/auth/session`, customer.cookie)).toEqual(SIGNED_OUT);
    expect(await answerOf(`${other.url}/api/auth/session`, customer.cookie)).toEqual(SIGNED_OUT);
  });

  it("when a suspended referrer's invitee completes their first contract, then the invitee gets the bonus and the referrer nothing; a suspended invitee pays nothing to anyone", async () => {
    const referrer = await newCustomer();
    const invitee = await newCustomer();
    const { code } = await jsonOf<{ code: string }>(
      await fetch(`${server.url}/api/referral/my-code`, { headers: { cookie: referrer.cookie } }),
    );
    expect((await postJson(`${server.url}/api/referral/use-code`, { code }, { cookie: invitee.cookie })).status).toBe(
      200,
    );
    expect((await suspend(referrer.id)).status).toBe(200);
    expect(
      (
        await postJson(
          `${server.url}/api/user/${invitee.id}/contracts`,
          { duration: 1, miningRate: '1' },
          { cookie: invitee.cookie },
        )
      ).status,
    ).toBe(201);
    clock.advance(HOUR);
    expect((await getAs(server, invitee, '/contracts/active')).status).toBe(200);
    expect((await ledgerOf(server, invitee.id)).map((e) => e.kind)).toEqual(['contract_reward', 'referral_bonus']);
    expect(await ledgerOf(server, referrer.id)).toEqual([]);

    const secondReferrer = await newCustomer();
    const suspendedInvitee = await newCustomer();
    const second = await jsonOf<{ code: string }>(
      await fetch(`${server.url}/api/referral/my-code`, { headers: { cookie: secondReferrer.cookie } }),
    );
    expect(
      (
        await postJson(
          `${server.url}/api/referral/use-code`,
          { code: second.code },
          { cookie: suspendedInvitee.cookie },
        )
      ).status,
    ).toBe(200);
    expect(
      (
        await postJson(
          `${server.url}/api/user/${suspendedInvitee.id}/contracts`,
          { duration: 1, miningRate: '1' },
          { cookie: suspendedInvitee.cookie },
        )
      ).status,
    ).toBe(201);
    expect((await suspend(suspendedInvitee.id)).status).toBe(200);
    clock.advance(HOUR);
    expect((await getAs(server, secondReferrer, '/contracts/active')).status).toBe(200);
    expect(await ledgerOf(server, secondReferrer.id)).toEqual([]);
    expect(await ledgerOf(server, suspendedInvitee.id)).toEqual([]);
  });

  it('when the reason is missing or the customer unknown, then 400 or 404 and nothing changes', async () => {
    const customer = await newCustomer();
    const refused = await suspend(customer.id, { reason: 'no' });
    expect(refused.status).toBe(400);
    expect(await jsonOf(refused)).toEqual({
      message: 'Invalid request',
      fields: { reason: 'Give a reason of at least 5 characters' },
    });
    expect(await sessionStatus(server, customer.cookie)).toBe(200);
    expect((await suspend('3f0c3b1e-8d3a-4d6e-9b1f-2a7c9e0d4b5a')).status).toBe(404);
    expect((await reinstate(customer.id, {})).status).toBe(400);
    expect(await auditOf(customer.id)).toEqual([]);
  });
});

describe('POST /api/admin/users/:id/role (owners only)', () => {
  const changeRole = (userId: string, body: unknown, cookie = ownerCookie) =>
    adminPost(`/users/${userId}/role`, body, cookie);

  it('when an owner gives an account a role, then it counts from the next request and the audit trail records it; support may not', async () => {
    const account = await newCustomer();
    const response = await changeRole(account.id, { role: 'viewer', reason: 'Joins the support team as a trainee' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ role: 'viewer' });
    expect((await fetch(`${server.url}/api/admin/audit-log`, { headers: { cookie: account.cookie } })).status).toBe(
      200,
    );
    expect(
      (await adjust(account.id, { amount: '100', reason: 'A reason', note: 'A note' }, account.cookie)).status,
    ).toBe(403);
    expect(await auditOf(account.id)).toEqual([
      {
        action: 'role.changed',
        actor_user_id: ownerId,
        actor_role: 'owner',
        before: { role: 'user' },
        after: { role: 'viewer' },
        reason: 'Joins the support team as a trainee',
      },
    ]);

    const bySupport = await changeRole(account.id, { role: 'owner', reason: 'Promote myself' }, supportCookie);
    expect(bySupport.status).toBe(403);
    expect(await queryRows(server, 'SELECT role FROM users WHERE id = $1', [account.id])).toEqual([{ role: 'viewer' }]);
  });

  it.each([
    [{ role: 'admin', reason: 'Old habit' }],
    [{ role: 'owner' }],
    [{ role: 'owner', reason: 'Fine reason', extra: 1 }],
  ])('when the body is %j, then 400 and nothing changes', async (body) => {
    const account = await newCustomer();
    expect((await changeRole(account.id, body)).status).toBe(400);
    expect(await queryRows(server, 'SELECT role FROM users WHERE id = $1', [account.id])).toEqual([{ role: 'user' }]);
  });
  it('when the last owner would lose the role, then 409 and nothing changes; with a second owner, either may step down', async () => {
    const refused = await changeRole(ownerId, { role: 'support', reason: 'Stepping down' });
    expect(refused.status).toBe(409);
    expect(await jsonOf(refused)).toEqual({ message: CORRECTION_MESSAGES.lastOwner });
    expect(await auditOf(ownerId)).toEqual([]);

    const deputy = await newCustomer();
    expect((await changeRole(deputy.id, { role: 'owner', reason: 'Second owner for holidays' })).status).toBe(200);
    expect((await changeRole(ownerId, { role: 'support', reason: 'Stepping down' }, deputy.cookie)).status).toBe(200);
    expect((await changeRole(deputy.id, { role: 'viewer', reason: 'Stepping down too' }, deputy.cookie)).status).toBe(
      409,
    );
    // Back as it was, for the other tests.
    expect((await changeRole(ownerId, { role: 'owner', reason: 'Back from holidays' }, deputy.cookie)).status).toBe(
      200,
    );
  });
});
