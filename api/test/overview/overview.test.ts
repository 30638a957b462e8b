import { overviewSchema } from '@ciao/contracts';
import type { Overview } from '@ciao/contracts';
import { anOverviewDay } from '@ciao/contracts/testing';
import * as programmeDays from '../../src/db/migrations/0028-create-programme-days';
import * as clawedBackDays from '../../src/db/migrations/0037-balance-growth-and-clawed-back-days';
import * as customerAccounts from '../../src/db/migrations/0043-count-customer-accounts';
import { money } from '../../src/money';
import { TEST_PRICE } from '../support/fixed-price-feed';
import { jsonOf, queryRows, signIn, testClock, useTestServer } from '../support/test-server';

// docs/admin.md, "The programme overview": a known history seeded row by row (the roll-ups are
// kept by the database's triggers, whichever code writes the rows), then every figure checked.

let cookie: string;
const clock = testClock(new Date('2026-01-15T12:00:00Z'));
const server = useTestServer({ clock, fixedPrice: true });
const VIEWER = { email: 'vera.viewer@example.com', password: 'secret1', name: 'Vera Viewer' };
const ids: Record<string, string> = {};
let codeCount = 0;

/** A day of January 2026 ('08'), or any date ('2025-06-01'), at 10:00 UTC. */
const at = (day: string) => new Date(`${day.length > 2 ? day : `2026-01-${day}`}T10:00:00Z`);

async function seedAccount(name: string, createdOn: string): Promise<string> {
  const [row] = await queryRows<{ id: string }>(
    server,
    'INSERT INTO users (email, name, created_at) VALUES ($1, $2, $3) RETURNING id',
    [`${name}@example.com`, name, at(createdOn)],
  );
  await queryRows(server, 'INSERT INTO reward_balances (user_id) VALUES ($1) RETURNING user_id', [row!.id]);
  return row!.id;
}

/** A ledger entry and its balance, as the rewards component writes them. */
async function entry(
  userId: string,
  kind: string,
  amount: string,
  on: string,
  refs: { contractId?: string; inviteeId?: string; codeId?: string } = {},
) {
  await queryRows(
    server,
    'INSERT INTO ledger_entries (user_id, kind, amount_ciao, contract_id, referral_invitee_id, store_credit_code_id, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id',
    [userId, kind, amount, refs.contractId ?? null, refs.inviteeId ?? null, refs.codeId ?? null, at(on)],
  );
  await queryRows(
    server,
    'UPDATE reward_balances SET pending_ciao = pending_ciao + $2 WHERE user_id = $1 RETURNING user_id',
    [userId, amount],
  );
}

async function mined(userId: string, amount: string, on: string) {
  const [contract] = await queryRows<{ id: string }>(
    server,
    `INSERT INTO contracts (user_id, status, duration_hours, start_time, ends_at, price_usd, expected_reward, actual_reward, completed_at)
     VALUES ($1, 'completed', 1, $2, $2, 0.0000003, $3, $3, $2) RETURNING id`,
    [userId, at(on), amount],
  );
  await entry(userId, 'contract_reward', amount, on, { contractId: contract!.id });
}

/** A code and its debit on `on`; returns its id. */
async function code(userId: string, amountUsd: string, amountCiao: string, on: string): Promise<string> {
  codeCount += 1;
  const [row] = await queryRows<{ id: string }>(
    server,
    "INSERT INTO store_credit_codes (user_id, code, amount_usd, amount_ciao, generated_at, expires_at) VALUES ($1, $2, $3, $4, $5, $5::timestamptz + interval '30 days') RETURNING id",
    [userId, `CIAO-OVERVW-${String(codeCount).padStart(6, '0')}`, amountUsd, amountCiao, at(on)],
  );
  await entry(userId, 'store_credit', `-${amountCiao}`, on, { codeId: row!.id });
  return row!.id;
}

beforeAll(async () => {
  await server.accounts.createUser({ ...VIEWER, role: 'viewer' });
  cookie = await signIn(server, VIEWER);

  ids.ann = await seedAccount('ann', '05');
  ids.bob = await seedAccount('bob', '11');
  ids.cid = await seedAccount('cid', '11');
  ids.dee = await seedAccount('dee', '12');
  await queryRows(
    server,
    "INSERT INTO referrals (invitee_user_id, referrer_user_id, code, created_at) VALUES ($1, $2, 'ANNCODE1', $3), ($4, $2, 'ANNCODE1', $5) RETURNING code",
    [ids.cid, ids.ann, at('11'), ids.dee, at('12')],
  );

  await mined(ids.ann, '15', '08');
  const expiring = await code(ids.ann, '2.00', '10', '09');
  await queryRows(
    server,
    "UPDATE store_credit_codes SET status = 'expired', expires_at = $2 WHERE id = $1 RETURNING id",
    [expiring, at('11')],
  );
  await mined(ids.ann, '100', '10');
  await mined(ids.ann, '50', '12');
  await mined(ids.bob, '40', '12');
  const cancelled = await code(ids.bob, '1.00', '5', '12');
  await queryRows(
    server,
    "UPDATE store_credit_codes SET status = 'cancelled', cancelled_at = $2 WHERE id = $1 RETURNING id",
    [cancelled, at('13')],
  );
  await mined(ids.cid, '20', '13');
  await entry(ids.ann, 'referral_bonus', '10', '13', { inviteeId: ids.cid });
  await entry(ids.cid, 'referral_bonus', '10', '13', { inviteeId: ids.cid });
  // Support claws back part of ann's bonus (a flag resolved): credits clawed back that day.
  await entry(ids.ann, 'clawback', '-4', '13', { inviteeId: ids.cid });
  const used = await code(ids.ann, '5.00', '40', '13');
  await queryRows(server, "UPDATE store_credit_codes SET status = 'used', used_at = $2 WHERE id = $1 RETURNING id", [
    used,
    at('14'),
  ]);
  await mined(ids.cid, '20', '14');
  await code(ids.bob, '3.00', '30', '14');
});

const get = (path: string) => fetch(`${server.url}/api/admin/${path}`, { headers: { cookie } });

async function overview(query: string): Promise<Overview> {
  const response = await get(`overview?${query}`);
  expect(response.status).toBe(200);
  return overviewSchema.parse(await response.json());
}

describe('GET /api/admin/overview', () => {
  it('when an admin account is made, or a customer becomes an admin and back, then new accounts counts customers only', async () => {
    const newAccountsOn3rd = async () =>
      (await overview('from=2026-01-03&to=2026-01-03')).days.map((day) => day.newAccounts);
    await queryRows(
      server,
      "INSERT INTO users (email, role, created_at) VALUES ('own3@example.com', 'owner', $1) RETURNING id",
      [at('03')],
    );
    expect(await newAccountsOn3rd()).toEqual([0]);
    const customer = await seedAccount('cus3', '03');
    expect(await newAccountsOn3rd()).toEqual([1]);
    await queryRows(server, "UPDATE users SET role = 'support' WHERE id = $1 RETURNING id", [customer]);
    expect(await newAccountsOn3rd()).toEqual([0]);
    await queryRows(server, "UPDATE users SET role = 'user' WHERE id = $1 RETURNING id", [customer]);
    expect(await newAccountsOn3rd()).toEqual([1]);
  });

  it('when a history is seeded, then every day of the period has exactly its figures, days without any included', async () => {
    const answer = await overview('from=2026-01-10&to=2026-01-14');
    expect(answer.from).toBe('2026-01-10');
    expect(answer.to).toBe('2026-01-14');
    expect(answer.days).toEqual([
      anOverviewDay('2026-01-10', { mintedMiningCiao: '100', accountsMined: 1 }),
      anOverviewDay('2026-01-11', { newAccounts: 2, codesExpired: 1 }),
      anOverviewDay('2026-01-12', {
        mintedMiningCiao: '90',
        accountsMined: 2,
        newAccounts: 1,
        codesIssued: 1,
        toCodesCiao: '5',
      }),
      anOverviewDay('2026-01-13', {
        mintedMiningCiao: '20',
        mintedReferralCiao: '20',
        clawedBackCiao: '4',
        accountsMined: 1,
        codesIssued: 1,
        toCodesCiao: '40',
        codesCancelled: 1,
      }),
      anOverviewDay('2026-01-14', {
        mintedMiningCiao: '20',
        accountsMined: 1,
        codesIssued: 1,
        toCodesCiao: '30',
        codesUsed: 1,
      }),
    ]);
  });

  it('when the period is read, then its rates are redemption, referral conversion and the referral share of credits', async () => {
    expect((await overview('from=2026-01-10&to=2026-01-14')).rates).toEqual({
      redemption: 0.3333, // 1 code used of 3 issued
      referralConversion: 0.5, // cid mined, dee did not
      referralShare: 0.08, // 20 of 250
    });
    expect((await overview('from=2026-01-01&to=2026-01-02')).rates).toEqual({
      redemption: null,
      referralConversion: null,
      referralShare: null,
    });
  });

  it('when read at any period, then what is owed is every balance and every active code now, and the balances agree with the ledger', async () => {
    const answer = await overview('from=2026-01-01&to=2026-01-02');
    const [books] = await queryRows<{ balances: string; ledger: string; active: string }>(
      server,
      "SELECT (SELECT sum(pending_ciao) FROM reward_balances)::text AS balances, (SELECT sum(amount_ciao) FROM ledger_entries)::text AS ledger, (SELECT sum(amount_usd) FROM store_credit_codes WHERE status = 'active')::text AS active",
    );
    expect(answer.owed.balancesCiao).toBe('176'); // ann 121, bob 5, cid 50
    expect(money(books!.balances).eq(176) && money(books!.ledger).eq(176)).toBe(true);
    expect(answer.owed.activeCodesUsd).toBe('3.00');
    expect(money(books!.active).eq(3)).toBe(true);
    expect(answer.owed.priceUsd).toBe(TEST_PRICE);
    expect(answer.owed.balancesUsd).toBe('0.00'); // 176 $CIAO at $0.000001
    expect(answer.owed.totalUsd).toBe('3.00');
    // Long before the periods read here: 2,500,000 $CIAO more on a balance, worth $2.50 now.
    await mined(ids.dee!, '2500000', '2025-06-01');
    const more = (await overview('from=2026-01-01&to=2026-01-02')).owed;
    expect(more).toEqual({
      balancesCiao: '2500176',
      balancesUsd: '2.50',
      activeCodesUsd: '3.00',
      totalUsd: '5.50',
      priceUsd: TEST_PRICE,
    });
  });

  it('when no period is given, then it is the last 30 days, today (UTC) included; one end alone counts 30 days from it', async () => {
    const answer = await overview('');
    expect([answer.from, answer.to, answer.days.length]).toEqual(['2025-12-17', '2026-01-15', 30]);
    expect(answer.days.filter((d) => d.mintedMiningCiao !== '0').map((d) => d.date)).toEqual([
      '2026-01-08',
      '2026-01-10',
      '2026-01-12',
      '2026-01-13',
      '2026-01-14',
    ]);
    expect((await overview('from=2026-01-10')).to).toBe('2026-02-08');
    expect((await overview('to=2026-01-10')).from).toBe('2025-12-12');
  });

  it.each([
    ['from=2026-13-01', 'from'],
    ['from=yesterday', 'from'],
    ['from=2026-01-10&to=2026-01-09', 'to'],
    ['from=2025-01-01&to=2026-01-02', 'to'],
    ['since=2026-01-01', 'since'],
  ])('when the query is %s, then 400 names %s', async (query, field) => {
    const response = await get(`overview?${query}`);
    expect(response.status).toBe(400);
    const body = await jsonOf<{ message: string; fields: Record<string, string> }>(response);
    expect(Object.keys(body.fields)).toContain(field);
  });
});

describe('GET /api/admin/overview.csv', () => {
  it('when exported, then one line a day with the JSON figures', async () => {
    const response = await get('overview.csv?from=2026-01-12&to=2026-01-13');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="overview-2026-01-12-2026-01-13-\d{8}-\d{6}\.csv"$/,
    );
    expect((await response.text()).split('\r\n')).toEqual([
      '"Date","Minted by mining ($CIAO)","Minted by referrals ($CIAO)","Adjustments ($CIAO)","Clawed back ($CIAO)","Turned into codes ($CIAO)","Codes issued","Codes used","Codes expired","Codes cancelled","New accounts","Accounts that mined"',
      '"2026-01-12","90","0","0","0","5","1","0","0","0","1","2"',
      '"2026-01-13","20","20","0","4","40","1","0","0","1","0","1"',
      '',
    ]);
  });

  it('when the period is refused, then 400 and no file', async () => {
    const response = await get('overview.csv?from=2026-01-10&to=2026-01-01');
    expect(response.status).toBe(400);
    expect(response.headers.get('content-disposition')).toBeNull();
  });
});

describe('migrations 0028, 0037 and 0043', () => {
  it('when rolled back and applied again on this history, then their back-fills give the figures the triggers kept, clawbacks and admins included', async () => {
    const before = await overview('from=2026-01-01&to=2026-01-31');
    const queryInterface = server.database.sequelize.getQueryInterface();
    await customerAccounts.down({ context: queryInterface, name: '0043-count-customer-accounts' } as never);
    await clawedBackDays.down({ context: queryInterface, name: '0037-balance-growth-and-clawed-back-days' } as never);
    await programmeDays.down({ context: queryInterface, name: '0028-create-programme-days' } as never);
    await programmeDays.up({ context: queryInterface, name: '0028-create-programme-days' } as never);
    await clawedBackDays.up({ context: queryInterface, name: '0037-balance-growth-and-clawed-back-days' } as never);
    await customerAccounts.up({ context: queryInterface, name: '0043-count-customer-accounts' } as never);
    expect(await overview('from=2026-01-01&to=2026-01-31')).toEqual(before);
  });
});
