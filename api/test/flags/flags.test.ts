import { flagPageSchema, flagSchema, overviewSchema } from '@ciao/contracts';
import type { Flag, FlagPage, StoreCreditCode } from '@ciao/contracts';
import { FLAG_MESSAGES } from '../../src/components/flags/flags';
import { REFERRAL_MESSAGES } from '../../src/components/referral/referral-programme';
import { TARGET_ROLE_REFUSED_MESSAGE } from '../../src/http/admin-rights';
import { accountRegistrar } from '../support/accounts';
import type { Account } from '../support/accounts';
import { balanceOf, ciaoFor, codesInDb, creditUsd, generate } from '../support/store-credit';
import { jsonOf, postJson, queryRows, signedInAccount, signIn, testClock, useTestServer } from '../support/test-server';

// Flags and the review queue (docs/admin.md, "Flags" and "Resolving a flag"): each flag raised by
// its cause in the cause's transaction and not by normal use; resolving once, audited, and a
// clawback that balances the books. Priced at $1 = 1,000,000 $CIAO (fixedPrice): a bonus is $5.

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const clock = testClock();
const SUPPORT = { email: 'stan.support@example.com', password: 'secret1', name: 'Stan Support' };
const VIEWER = { email: 'vera.viewer@example.com', password: 'secret1', name: 'Vera Viewer' };
let supportCookie: string;
let viewerCookie: string;

const server = useTestServer({
  clock,
  fixedPrice: true,
  env: {
    TRUST_PROXY: 'loopback',
    RATE_LIMIT_REGISTER_IP: 'off',
    RATE_LIMIT_VERIFY_AGE_IP: 'off',
    RATE_LIMIT_REFERRAL_USE: 'off',
    REFERRAL_REWARD_LIMIT: '7',
    FLAG_INVITEE_BURST_COUNT: '3',
    FLAG_INVITEE_BURST_HOURS: '24',
    FLAG_CODE_BURST_COUNT: '2',
    FLAG_CODE_BURST_MINUTES: '60',
  },
});
const { registered } = accountRegistrar('198.51.100', () => server);

beforeAll(async () => {
  await server.accounts.createUser({ ...SUPPORT, role: 'support' });
  await server.accounts.createUser({ ...VIEWER, role: 'viewer' });
  supportCookie = await signIn(server, SUPPORT);
  viewerCookie = await signIn(server, VIEWER);
});

let customers = 0;
const emails = new Map<string, string>();
async function newCustomer(): Promise<Account> {
  const email = `flagged${++customers}@example.com`;
  const account = await signedInAccount(server, email);
  emails.set(account.id, email);
  return account;
}

/** Sessions do not outlive a month: after the clock jumps, everyone signs in again. */
async function signInAgain(account: Account): Promise<Account> {
  supportCookie = await signIn(server, SUPPORT);
  viewerCookie = await signIn(server, VIEWER);
  return { id: account.id, cookie: await signIn(server, { email: emails.get(account.id) ?? '', password: 'secret1' }) };
}

const myCode = async (account: Account) =>
  (
    await jsonOf<{ code: string }>(
      await fetch(`${server.url}/api/referral/my-code`, { headers: { cookie: account.cookie } }),
    )
  ).code;
const useCode = (account: Account, code: string) =>
  postJson(`${server.url}/api/referral/use-code`, { code }, { cookie: account.cookie });

const flagsOf = (customerId: string) =>
  queryRows<{ id: string; kind: string; status: string; evidence: Record<string, unknown>; reason: string }>(
    server,
    'SELECT id::text AS id, kind, status, evidence, reason FROM flags WHERE customer_user_id = $1 ORDER BY id',
    [customerId],
  );
const readQueue = async (query = '', cookie = viewerCookie): Promise<FlagPage> => {
  const response = await fetch(`${server.url}/api/admin/flags${query}`, { headers: { cookie } });
  expect(response.status).toBe(200);
  return flagPageSchema.parse(await response.json());
};
const resolve = (id: string, body: unknown, cookie = supportCookie) =>
  postJson(`${server.url}/api/admin/flags/${id}/resolve`, body, { cookie });
const auditOfFlag = (customerId: string) =>
  queryRows<{ action: string; after: Record<string, unknown>; reason: string }>(
    server,
    "SELECT action, after, reason FROM audit_log WHERE customer_user_id = $1 AND action = 'flag.resolved' ORDER BY id",
    [customerId],
  );
/** Every account's balance equals the sum of its ledger, and is never negative. */
const booksBalance = async (userIds: string[]) =>
  queryRows<{ user_id: string; pending: string; ledger: string }>(
    server,
    `SELECT b.user_id, b.pending_ciao::text AS pending, coalesce(sum(l.amount_ciao), 0)::numeric(30, 10)::text AS ledger
     FROM reward_balances b LEFT JOIN ledger_entries l ON l.user_id = b.user_id
     WHERE b.user_id = ANY($1::uuid[]) GROUP BY b.user_id, b.pending_ciao`,
    [userIds],
  );

async function startContract(account: Account): Promise<void> {
  const response = await postJson(
    `${server.url}/api/user/${account.id}/contracts`,
    { duration: 1, miningRate: '1' },
    { cookie: account.cookie },
  );
  if (response.status !== 201) throw new Error(`start failed: ${response.status} ${await response.text()}`);
}

/** Every account's running contract completes (time is up; reading it completes it). */
async function completeContracts(accounts: Account[]): Promise<void> {
  clock.advance(HOUR + 60_000);
  for (const account of accounts) {
    const response = await fetch(`${server.url}/api/user/${account.id}/contracts/active`, {
      headers: { cookie: account.cookie },
    });
    expect(await response.json()).toEqual([]);
  }
}

describe('raising flags', () => {
  it('when a second account registers from an address that has one, then a flag on it names both accounts', async () => {
    const first = await registered('Firstcomer', '198.51.100.200');
    const second = await registered('Secondcomer', '198.51.100.200');

    expect(await flagsOf(first.id)).toEqual([]);
    expect(await flagsOf(second.id)).toEqual([
      expect.objectContaining({
        kind: 'second_account',
        status: 'open',
        evidence: { accountIds: [first.id, second.id] },
      }),
    ]);
  });

  it('when a use of a code is refused as a ring, then the refusal stands and the flag is kept', async () => {
    const inviter = await newCustomer();
    const invitee = await newCustomer();
    expect((await useCode(invitee, await myCode(inviter))).status).toBe(200);

    const refused = await useCode(inviter, await myCode(invitee));
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ message: REFERRAL_MESSAGES.invitedByYou });
    expect(await queryRows(server, 'SELECT 1 FROM referrals WHERE invitee_user_id = $1', [inviter.id])).toEqual([]);

    const again = await useCode(inviter, await myCode(invitee));
    expect(again.status).toBe(400);
    expect(await flagsOf(inviter.id)).toEqual([
      expect.objectContaining({ kind: 'referral_ring', evidence: { referrerId: invitee.id } }),
    ]);
  });

  it('when a referrer gets one invitee a day, then nothing is raised', async () => {
    const referrer = await newCustomer();
    const code = await myCode(referrer);
    for (let day = 0; day < 5; day += 1) {
      expect((await useCode(await newCustomer(), code)).status).toBe(200);
      clock.advance(DAY);
    }
    expect(await flagsOf(referrer.id)).toEqual([]);
  });
});

describe('a farming pattern: a burst of invitees, then the cap', () => {
  let referrer: Account;
  let invitees: Account[];
  let burst: Flag;
  let cap: Flag;

  beforeAll(async () => {
    referrer = await newCustomer();
    invitees = [];
    for (let i = 0; i < 7; i += 1) invitees.push(await newCustomer());
    const code = await myCode(referrer);
    for (const invitee of invitees) {
      expect((await useCode(invitee, code)).status).toBe(200);
      await startContract(invitee);
      clock.advance(60_000);
    }
    await completeContracts(invitees);
    const queue = await readQueue();
    const mine = queue.flags.filter((flag) => flag.customerId === referrer.id);
    burst = mine.find((flag) => flag.kind === 'invitee_burst') as Flag;
    cap = mine.find((flag) => flag.kind === 'referral_cap') as Flag;
  });

  it('when more than the burst count use one code within the hours, and the cap is reached, then both flags are open in the queue, naming the invitees', async () => {
    const ids = invitees.map((invitee) => invitee.id);
    expect(burst).toMatchObject({ status: 'open', evidence: { inviteeIds: ids, hours: 24 } });
    expect(cap).toMatchObject({ status: 'open', evidence: { inviteeIds: ids, rewardLimit: 7 } });
    expect(burst.customerEmail).toMatch(/^flagged\d+@example\.com$/);
    expect((await flagsOf(referrer.id)).map((flag) => flag.kind).sort()).toEqual(['invitee_burst', 'referral_cap']);

    const byKind = await readQueue('?kind=referral_cap&status=open');
    expect(byKind.flags.every((flag) => flag.kind === 'referral_cap' && flag.status === 'open')).toBe(true);
    expect(byKind.flags.map((flag) => flag.id)).toContain(cap.id);
  });

  it('when a clawback would take from an account support may not act on (another support), then 403, audited, and nothing changes', async () => {
    const promoted = invitees[1] as Account;
    await queryRows(server, "UPDATE users SET role = 'support' WHERE id = $1 RETURNING id", [promoted.id]);
    const ledgerBefore = await queryRows(server, 'SELECT count(*)::int AS n FROM ledger_entries');
    const refused = await resolve(burst.id, { action: 'clawback', reason: 'Invitees made in a burst by one person' });
    await queryRows(server, "UPDATE users SET role = 'user' WHERE id = $1 RETURNING id", [promoted.id]);
    expect([refused.status, await refused.json()]).toEqual([403, { message: TARGET_ROLE_REFUSED_MESSAGE }]);
    expect(await queryRows(server, 'SELECT count(*)::int AS n FROM ledger_entries')).toEqual(ledgerBefore);
    expect((await flagsOf(referrer.id)).find((flag) => flag.id === burst.id)?.status).toBe('open');
    const audited = await queryRows<{ after: unknown }>(
      server,
      "SELECT after FROM audit_log WHERE action = 'action.refused' AND customer_user_id = $1",
      [promoted.id],
    );
    expect(audited).toEqual([{ after: { attempted: 'flag.resolved' } }]);
  });

  it('when support claws back, then every bonus the flagged referrals paid is reversed without a negative balance: an active code is cancelled first, an expired one is not recoverable, and the books balance', async () => {
    // The referrer turns $5 of the $35 into a code that expires; an invitee turns theirs into a code still active.
    const spent = await jsonOf<StoreCreditCode>(await generate(server, referrer));
    expect(spent.code).toMatch(/^CIAO-/);
    clock.advance(31 * DAY);
    const first = await signInAgain(invitees[0] as Account);
    expect((await generate(server, first)).status).toBe(201);
    const overviewBefore = overviewSchema.parse(
      await jsonOf(await fetch(`${server.url}/api/admin/overview`, { headers: { cookie: viewerCookie } })),
    );

    const response = await resolve(burst.id, { action: 'clawback', reason: 'Invitees made in a burst by one person' });
    expect(response.status).toBe(200);
    const resolved = flagSchema.parse(await response.json());
    const fiveDollars = ciaoFor('5.00');
    expect(resolved).toMatchObject({
      status: 'clawed_back',
      resolution: {
        action: 'clawback',
        reason: 'Invitees made in a burst by one person',
        // 7 bonuses to the referrer ($30 left of $35), 7 to the invitees (the first's code cancelled: $5 back)
        clawedBackCiao: String(Number(fiveDollars) * 13),
        notRecoverableCiao: fiveDollars,
        cancelledCodes: [expect.stringMatching(/^CIAO-/)],
      },
    });
    expect((await codesInDb(server, first.id))[0]?.status).toBe('cancelled');

    const everyone = [referrer.id, ...invitees.map((invitee) => invitee.id)];
    const books = await booksBalance(everyone);
    expect(books).toHaveLength(8);
    for (const row of books) {
      expect(row.pending).toBe(row.ledger);
      expect(Number(row.pending)).toBeGreaterThanOrEqual(0);
    }
    expect(await balanceOf(server, referrer.id)).toMatchObject({ pending_ciao: '0.0000000000' });

    expect(await auditOfFlag(referrer.id)).toEqual([
      {
        action: 'flag.resolved',
        reason: 'Invitees made in a burst by one person',
        after: expect.objectContaining({ flagId: burst.id, status: 'clawed_back' }),
      },
    ]);
    const cancelAudit = await queryRows(
      server,
      "SELECT 1 FROM audit_log WHERE action = 'code.cancelled' AND customer_user_id = $1",
      [first.id],
    );
    expect(cancelAudit).toHaveLength(1);

    // What the programme owes falls by what was clawed back (net of the cancelled code's credits back).
    const overviewAfter = overviewSchema.parse(
      await jsonOf(await fetch(`${server.url}/api/admin/overview`, { headers: { cookie: viewerCookie } })),
    );
    expect(Number(overviewAfter.owed.balancesCiao)).toBeCloseTo(
      Number(overviewBefore.owed.balancesCiao) + Number(fiveDollars) - Number(fiveDollars) * 13,
      4,
    );
  });

  it('when the same flag is clawed back again, then nothing changes and nothing more is recorded; another action is 409', async () => {
    const ledgerBefore = await queryRows(
      server,
      "SELECT count(*)::int AS n FROM ledger_entries WHERE kind = 'clawback'",
    );
    const again = await resolve(burst.id, { action: 'clawback', reason: 'Pressed the button twice' });
    expect(again.status).toBe(200);
    expect(await queryRows(server, "SELECT count(*)::int AS n FROM ledger_entries WHERE kind = 'clawback'")).toEqual(
      ledgerBefore,
    );
    expect(await auditOfFlag(referrer.id)).toHaveLength(1);

    const other = await resolve(burst.id, { action: 'dismiss', reason: 'Changed my mind' });
    expect(other.status).toBe(409);
    expect(await other.json()).toEqual({ message: FLAG_MESSAGES.alreadyResolved('clawed_back') });
  });

  it('when support suspends on the cap flag, then the desk suspends the referrer, once, and the open count falls', async () => {
    const openBefore = (await readQueue()).openCount;
    const response = await resolve(cap.id, { action: 'suspend', reason: 'A farm of invitees' });
    expect(response.status).toBe(200);
    expect(flagSchema.parse(await response.json()).status).toBe('suspended');
    const [user] = await queryRows<{ suspended_at: Date | null }>(
      server,
      'SELECT suspended_at FROM users WHERE id = $1',
      [referrer.id],
    );
    expect(user?.suspended_at).not.toBeNull();
    const audit = await queryRows<{ action: string }>(
      server,
      'SELECT action FROM audit_log WHERE customer_user_id = $1 ORDER BY id',
      [referrer.id],
    );
    expect(audit.map((entry) => entry.action)).toEqual(['flag.resolved', 'account.suspended', 'flag.resolved']);
    expect((await readQueue()).openCount).toBe(openBefore - 1);
  });
});

describe('the queue and its refusals', () => {
  it('when the queue is read in pages of 1, then open flags come first, newest first, and every flag once', async () => {
    const all = await readQueue('?limit=200');
    const seen: Flag[] = [];
    let cursor: string | null = null;
    do {
      const page: FlagPage = await readQueue(`?limit=1${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...page.flags);
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen.map((flag) => flag.id)).toEqual(all.flags.map((flag) => flag.id));
    const firstClosed = seen.findIndex((flag) => flag.status !== 'open');
    expect(seen.slice(firstClosed).every((flag) => flag.status !== 'open')).toBe(true);
    expect(all.openCount).toBe(all.flags.filter((flag) => flag.status === 'open').length);
  });

  it('when the request is bad, then 400, 404 or 409 and nothing changes', async () => {
    const [open] = (await readQueue('?status=open')).flags as [Flag];
    expect((await resolve(open.id, { action: 'ban', reason: 'Not an action' })).status).toBe(400);
    expect((await resolve(open.id, { action: 'dismiss', reason: 'no' })).status).toBe(400);
    expect((await resolve('abc', { action: 'dismiss', reason: 'Not an id' })).status).toBe(400);
    const missing = await resolve('999999999', { action: 'dismiss', reason: 'No such flag' });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: FLAG_MESSAGES.notFound });
    expect((await fetch(`${server.url}/api/admin/flags?kind=nope`, { headers: { cookie: viewerCookie } })).status).toBe(
      400,
    );
    expect(
      (await fetch(`${server.url}/api/admin/flags?cursor=bad`, { headers: { cookie: viewerCookie } })).status,
    ).toBe(400);
    expect((await resolve(open.id, { action: 'dismiss', reason: 'A viewer may not act' }, viewerCookie)).status).toBe(
      403,
    );

    const ring = (await readQueue('?kind=referral_ring')).flags[0] as Flag;
    const nothing = await resolve(ring.id, { action: 'clawback', reason: 'A ring paid nothing' });
    expect(nothing.status).toBe(409);
    expect(await nothing.json()).toEqual({ message: FLAG_MESSAGES.nothingToClaw });
    expect((await readQueue('?kind=referral_ring')).flags[0]?.status).toBe('open');
  });

  it('when support dismisses a flag, then it is closed with the reason and audited', async () => {
    const ring = (await readQueue('?kind=referral_ring')).flags[0] as Flag;
    const response = await resolve(ring.id, { action: 'dismiss', reason: 'Friends who did not know the rule' });
    expect(response.status).toBe(200);
    expect(flagSchema.parse(await response.json())).toMatchObject({
      status: 'dismissed',
      resolution: { action: 'dismiss', reason: 'Friends who did not know the rule' },
    });
    expect(await auditOfFlag(ring.customerId)).toHaveLength(1);
  });
});

describe('many store-credit codes in a short window (FLAG_CODE_BURST_COUNT 2 in FLAG_CODE_BURST_MINUTES 60)', () => {
  const generated = async (account: Account) => {
    const response = await generate(server, account);
    expect(response.status).toBe(201);
    return (await jsonOf<StoreCreditCode>(response)).code;
  };

  it('raises one flag on the customer naming the codes of the window when a third code comes within the hour, refreshed by a fourth', async () => {
    const customer = await newCustomer();
    await creditUsd(server, customer.id, '20.00');
    const codes = [await generated(customer)];
    clock.advance(20 * 60_000);
    codes.push(await generated(customer));
    expect(await flagsOf(customer.id)).toEqual([]);
    clock.advance(20 * 60_000);
    codes.push(await generated(customer));
    clock.advance(60_000);
    codes.push(await generated(customer));

    const flags = await flagsOf(customer.id);
    expect(flags).toEqual([
      expect.objectContaining({
        kind: 'code_burst',
        status: 'open',
        reason: 'More than 2 store-credit codes in 60 minutes',
        evidence: { codes, minutes: 60 },
      }),
    ]);
  });

  it('raises nothing for codes spread out over time (normal use)', async () => {
    const customer = await newCustomer();
    await creditUsd(server, customer.id, '15.00');
    await generated(customer);
    clock.advance(30 * 60_000);
    await generated(customer);
    clock.advance(31 * 60_000);
    await generated(customer);
    expect(await flagsOf(customer.id)).toEqual([]);
  });
});
