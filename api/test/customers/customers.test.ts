import { customerPageSchema, customerSearchPageSchema } from '@ciao/contracts';
import type { CustomerSearchPage, CustomerSummary } from '@ciao/contracts';
import { eraseUser, seedLogs, seedUser } from '../support/voucher-log-seed';
import { runUsersCommand } from '../../src/cli/users-command';
import { creditCiao, jsonOf, queryRows, signIn, useTestServer } from '../support/test-server';

/** Role changes read no password. */
const noPassword = () => Promise.reject(new Error('a role change reads no password'));

let cookie: string;
const VIEWER = { email: 'vic.viewer@example.com', password: 'secret1', name: 'Vic Viewer' };
/** Seeded accounts by a short name, oldest first. */
const ids: Record<string, string> = {};

const server = useTestServer();
beforeAll(async () => {
  await server.accounts.createUser({ ...VIEWER, role: 'viewer' });
  cookie = await signIn(server, VIEWER);
  const accounts: [string, string, string][] = [
    ['ann', 'ann.smith@example.com', 'Ann Smith'],
    ['bob', 'Bob.Jones@Example.com', 'Bob Jones'],
    ['dee', 'dee_1@example.org', 'Dee Underscore'],
    ['dex', 'deex1@example.org', 'Dex Ample'],
    ['pct', '100%real@example.org', 'Percy Cent'],
    ['smi', 'other@example.net', 'John Smithers'],
    ['gone', 'gone.smith@example.com', 'Gone Smith'],
  ];
  for (const [i, [key, email, name]] of accounts.entries()) {
    ids[key] = await seedUser(server, email);
    await queryRows(
      server,
      'UPDATE users SET name = $2, created_at = $3, referral_code = $4 WHERE id = $1 RETURNING id',
      [ids[key], name, new Date(Date.UTC(2026, 0, 1 + i)), `REF${key.toUpperCase()}001`],
    );
  }
  await seedLogs(server, [
    {
      voucherCode: 'CIAO-BOBBOB-000001',
      userId: ids.bob!,
      actionType: 'generated',
      createdAt: new Date('2026-02-01T00:00:00Z'),
    },
  ]);
  await eraseUser(server, ids.gone!);
});

const find = (query: Record<string, string>) =>
  fetch(`${server.url}/api/admin/users?${new URLSearchParams(query)}`, { headers: { cookie } });

async function names(query: string, extra: Record<string, string> = {}): Promise<string[]> {
  const response = await find({ query, ...extra });
  expect(response.status).toBe(200);
  const page = customerSearchPageSchema.parse(await response.json());
  return page.customers.map((customer) => Object.entries(ids).find(([, id]) => id === customer.id)?.[0] ?? customer.id);
}

describe('GET /api/admin/users', () => {
  it('when searching by part of an e-mail or a name, in any case, then every match comes, newest account first', async () => {
    expect(await names('SMITH')).toEqual(['smi', 'ann']);
    expect(await names('example.org')).toEqual(['pct', 'dex', 'dee']);
    expect(await names('bob.jones@example.COM')).toEqual(['bob']);
  });

  it('when the text holds % or _, then they are searched for literally', async () => {
    expect(await names('dee_')).toEqual(['dee']);
    expect(await names('%')).toEqual(['pct']);
    expect(await names('_')).toEqual(['dee']);
  });

  it('when searching by a whole account id or referral code, or part of a store-credit code (any case), then that account comes', async () => {
    expect(await names(ids.dex!.toUpperCase())).toEqual(['dex']);
    expect(await names('ciao-bobbob-000001')).toEqual(['bob']);
    expect(await names('refann001')).toEqual(['ann']);
    // Part of a code finds its owner, as the voucher log does; part of a referral code does not.
    expect(await names('bobbob-00')).toEqual(['bob']);
    expect(await names('refann')).toEqual([]);
  });

  it('when the account was deleted, then its id still finds it, with no e-mail or name and the status deleted', async () => {
    expect(await names('gone')).toEqual([]);
    const page = (await jsonOf<CustomerSearchPage>(await find({ query: ids.gone! }))).customers;
    expect(page).toEqual([
      {
        id: ids.gone!,
        email: null,
        name: null,
        referralCode: 'REFGONE001',
        role: 'user',
        status: 'deleted',
        createdAt: '2026-01-07T00:00:00.000Z',
      } satisfies CustomerSummary,
    ]);
    expect((await jsonOf<CustomerSearchPage>(await find({ query: 'ann.smith' }))).customers).toEqual([
      {
        id: ids.ann,
        email: 'ann.smith@example.com',
        name: 'Ann Smith',
        referralCode: 'REFANN001',
        role: 'user',
        status: 'active',
        createdAt: '2026-01-01T00:00:00.000Z',
      },
    ]);
  });

  it('when the results span pages, then following nextCursor gives each once, in order', async () => {
    const all = await names('example');
    expect(all).toHaveLength(7); // the viewer's own account too
    const walked: string[] = [];
    let cursor: string | null = null;
    do {
      const response = await find({ query: 'example', limit: '4', ...(cursor ? { cursor } : {}) });
      const page: CustomerSearchPage = customerSearchPageSchema.parse(await response.json());
      walked.push(...page.customers.map((c) => Object.entries(ids).find(([, id]) => id === c.id)?.[0] ?? c.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(walked).toEqual(all);
  });

  it.each([
    [{}, { query: expect.any(String) }],
    [{ query: '   ' }, { query: 'Type part of an e-mail or a name, an account id or a code' }],
    [{ query: 'ann\u0000' }, { query: 'Expected text without control characters' }],
    [{ query: 'ann', limit: '101' }, { limit: expect.any(String) }],
    [{ query: 'ann', cursor: 'junk' }, { cursor: 'Invalid cursor' }],
    [{ query: 'ann', role: 'owner' }, { role: expect.any(String) }],
  ])('when the query is %j, then 400 names the field', async (query, fields) => {
    const response = await find(query);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'Invalid request', fields });
  });
});

describe('GET /api/admin/users/:id', () => {
  const open = (id: string) => fetch(`${server.url}/api/admin/users/${id}`, { headers: { cookie } });

  it('when a customer is opened, then the page holds the profile without password, the age check, balance, codes in every state, devices and audit entries', async () => {
    const cara = { email: 'cara.page@example.com', password: 'secret1', name: 'Cara Page' };
    const { id } = await server.accounts.createUser(cara);
    await queryRows(
      server,
      "UPDATE users SET country = 'Italy', age_verified_at = '2026-01-10T09:00:00Z', nickname = 'CP' WHERE id = $1 RETURNING id",
      [id],
    );
    await signIn(server, cara);
    await signIn(server, cara);
    await creditCiao(server, id, '1500.5');
    await seedLogs(server, [
      {
        voucherCode: 'CIAO-CARACA-000001',
        userId: id,
        actionType: 'generated',
        createdAt: new Date('2026-02-01T00:00:00Z'),
      },
      {
        voucherCode: 'CIAO-CARACA-000002',
        userId: id,
        actionType: 'generated',
        createdAt: new Date('2026-02-02T00:00:00Z'),
      },
    ]);
    await queryRows(
      server,
      "UPDATE store_credit_codes SET status = 'cancelled', cancelled_at = now() WHERE code = 'CIAO-CARACA-000001' RETURNING id",
    );
    // Ann invited Cara; Cara invited Bob (both rewarded since) and the account deleted since.
    await queryRows(
      server,
      `INSERT INTO referrals (invitee_user_id, referrer_user_id, code, created_at, rewarded_at) VALUES
         ($1, $2, 'REFANN001', '2026-01-11T00:00:00Z', NULL),
         ($3, $1, 'CARA0001', '2026-01-12T00:00:00Z', '2026-01-13T00:00:00Z'),
         ($4, $1, 'CARA0001', '2026-01-14T00:00:00Z', NULL) RETURNING invitee_user_id`,
      [id, ids.ann, ids.bob, ids.gone],
    );
    await runUsersCommand(['grant-role', '--email', cara.email, '--role', 'viewer'], server.accounts, noPassword);
    await runUsersCommand(['revoke-role', '--email', cara.email], server.accounts, noPassword);

    const response = await open(id);
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).not.toMatch(/password|argon2/i);
    const page = customerPageSchema.parse(JSON.parse(text));
    expect(page).toMatchObject({
      id,
      email: cara.email,
      name: cara.name,
      nickname: 'CP',
      role: 'user',
      status: 'active',
      country: 'Italy',
      ageVerifiedAt: '2026-01-10T09:00:00.000Z',
      balance: { pendingCiao: '1500.5' },
      signedInDevices: 2,
    });
    expect(page.balance).toEqual({ pendingCiao: '1500.5', totalEarnedCiao: '1500.5', totalClaimedCiao: '0' });
    expect(page.codes.map((c) => `${c.code} ${c.status}`)).toEqual([
      'CIAO-CARACA-000002 active',
      'CIAO-CARACA-000001 cancelled',
    ]);
    expect(page.auditEntries.map((e) => `${e.action} ${JSON.stringify(e.after)}`)).toEqual([
      'role.changed {"role":"user"}',
      'role.changed {"role":"viewer"}',
    ]);
    // The same activity the customer sees in /activity; no contract started yet.
    const own = await jsonOf<{ entries: unknown[] }>(
      await fetch(`${server.url}/api/user/${id}/activity`, { headers: { cookie: await signIn(server, cara) } }),
    );
    expect(page.activity).toEqual(own.entries);
    expect(page.activity).toEqual([expect.objectContaining({ kind: 'referral_bonus', amountCiao: '1500.5' })]);
    expect(page.contracts).toEqual([]);
    expect(page.referrer).toEqual({
      id: ids.ann,
      email: 'ann.smith@example.com',
      status: 'active',
      invitedAt: '2026-01-11T00:00:00.000Z',
      rewardedAt: null,
    });
    expect(page.invitees).toEqual([
      { id: ids.gone, email: null, status: 'deleted', invitedAt: '2026-01-14T00:00:00.000Z', rewardedAt: null },
      {
        id: ids.bob,
        email: 'Bob.Jones@Example.com',
        status: 'active',
        invitedAt: '2026-01-12T00:00:00.000Z',
        rewardedAt: '2026-01-13T00:00:00.000Z',
      },
    ]);
  });

  it('when the customer was deleted, then the page says so, with no e-mail or name', async () => {
    const page = customerPageSchema.parse(await (await open(ids.gone!)).json());
    expect(page).toMatchObject({
      id: ids.gone,
      email: null,
      name: null,
      status: 'deleted',
      signedInDevices: 0,
      codes: [],
      activity: [],
      contracts: [],
      invitees: [],
      auditEntries: [],
    });
  });

  it.each(['3f0c3b1e-8d3a-4d6e-9b1f-2a7c9e0d4b5a', 'not-an-id', "1' OR '1'='1"])(
    'when the id is %s, then 404 with a clear message',
    async (id) => {
      const response = await open(encodeURIComponent(id));
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: 'No customer with this id' });
    },
  );
});
