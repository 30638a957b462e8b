import { auditLogPageSchema } from '@ciao/contracts';
import type { AuditEntry, AuditLogPage } from '@ciao/contracts';
import { runUsersCommand } from '../../src/cli/users-command';
import { jsonOf, queryRows, signIn, testClock, useTestServer } from '../support/test-server';

/** Role changes read no password. */
const noPassword = () => Promise.reject(new Error('a role change reads no password'));

const clock = testClock(new Date('2026-03-01T10:00:00Z'));
const OWNER = { email: 'olive.owner@example.com', password: 'secret1', name: 'Olive Owner' };
const SUPPORT = { email: 'sam.support@example.com', password: 'secret1', name: 'Sam Support' };
// Starts with '-': a spreadsheet would read the cell as a formula.
const CUSTOMER = { email: '-2+3@example.com', password: 'secret1', name: 'Cleo Customer' };
let ownerCookie: string;
let supportCookie: string;
let ownerId: string;
let supportId: string;
let customerId: string;

const minutes = (n: number) => clock.advance(n * 60_000);
const get = (path: string, cookie: string) => fetch(`${server.url}${path}`, { headers: { cookie } });
const auditUrl = (query: Record<string, string> = {}) => `/api/admin/audit-log?${new URLSearchParams(query)}`;
const entryCount = async () =>
  Number((await queryRows<{ n: string }>(server, 'SELECT count(*) AS n FROM audit_log'))[0]!.n);

async function page(query: Record<string, string>, cookie = ownerCookie): Promise<AuditLogPage> {
  const response = await get(auditUrl(query), cookie);
  expect(response.status).toBe(200);
  return auditLogPageSchema.parse(await response.json());
}

/** Every entry of a query, following nextCursor. */
async function allEntries(query: Record<string, string>): Promise<AuditEntry[]> {
  const entries: AuditEntry[] = [];
  let cursor: string | null = null;
  do {
    const next: AuditLogPage = await page({ ...query, ...(cursor ? { cursor } : {}) });
    entries.push(...next.entries);
    cursor = next.nextCursor;
  } while (cursor);
  return entries;
}

const server = useTestServer({ clock });
beforeAll(async () => {
  ownerId = (await server.accounts.createUser({ ...OWNER, role: 'owner' })).id;
  supportId = (await server.accounts.createUser({ ...SUPPORT, role: 'support' })).id;
  customerId = (await server.accounts.createUser(CUSTOMER)).id;
  ownerCookie = await signIn(server, OWNER);
  supportCookie = await signIn(server, SUPPORT);
  // 10:01 the command line makes the customer a viewer, 10:02 takes it back; 10:03 and 10:04 two exports.
  minutes(1);
  // `--email=...`: an e-mail starting with '-' would read as an option.
  await runUsersCommand(['grant-role', `--email=${CUSTOMER.email}`, '--role', 'viewer'], server.accounts, noPassword);
  minutes(1);
  await runUsersCommand(['revoke-role', `--email=${CUSTOMER.email}`], server.accounts, noPassword);
  minutes(1);
  await (await get('/api/admin/voucher-logs.csv?actionType=used', supportCookie)).arrayBuffer();
  minutes(1);
  await (await get('/api/admin/voucher-logs.csv', ownerCookie)).arrayBuffer();
});

describe('the audit trail', () => {
  it('when the command line changes a role, then one entry says who (nobody: the command line), whom, before and after', async () => {
    const { entries } = await page({ customerId });
    expect(entries).toEqual([
      expect.objectContaining({
        createdAt: '2026-03-01T10:02:00.000Z',
        actorId: null,
        actorEmail: null,
        actorRole: null,
        action: 'role.changed',
        customerId,
        customerEmail: CUSTOMER.email,
        before: { role: 'viewer' },
        after: { role: 'user' },
        reason: null,
      }),
      expect.objectContaining({
        createdAt: '2026-03-01T10:01:00.000Z',
        action: 'role.changed',
        customerId,
        before: { role: 'user' },
        after: { role: 'viewer' },
      }),
    ]);
  });

  it('when a role change fails (no such account), then nothing is recorded', async () => {
    const before = await entryCount();
    await expect(
      runUsersCommand(['grant-role', '--email', 'ghost@example.com', '--role', 'owner'], server.accounts, noPassword),
    ).rejects.toMatchObject({ status: 404 });
    expect(await entryCount()).toBe(before);
  });

  it('when an admin exports the voucher log, then the export is recorded with the admin, the role and the filter; a refused export is not', async () => {
    const { entries } = await page({ action: 'voucher-log.exported' });
    expect(
      entries.map(({ actorId, actorEmail, actorRole, after }) => ({ actorId, actorEmail, actorRole, after })),
    ).toEqual([
      { actorId: ownerId, actorEmail: OWNER.email, actorRole: 'owner', after: { filter: {} } },
      {
        actorId: supportId,
        actorEmail: SUPPORT.email,
        actorRole: 'support',
        after: { filter: { actionType: 'used' } },
      },
    ]);
    const before = await entryCount();
    expect((await get('/api/admin/voucher-logs.csv?actionType=stolen', ownerCookie)).status).toBe(400);
    expect(await entryCount()).toBe(before);
  });

  it("when the application's database user tries to change or remove an entry, then PostgreSQL refuses and the entry stays", async () => {
    const [first] = await queryRows<{ id: string; reason: string | null }>(
      server,
      'SELECT id, reason FROM audit_log ORDER BY id LIMIT 1',
    );
    const count = await entryCount();
    for (const sql of [
      "UPDATE audit_log SET reason = 'tidied' WHERE id = $1",
      'DELETE FROM audit_log WHERE id = $1',
      'TRUNCATE audit_log',
    ]) {
      await expect(queryRows(server, sql, sql.includes('$1') ? [first!.id] : [])).rejects.toThrow(
        /audit_log is append-only/,
      );
    }
    expect(await queryRows(server, 'SELECT id, reason FROM audit_log ORDER BY id LIMIT 1')).toEqual([first]);
    expect(await entryCount()).toBe(count);
  });
});

describe('GET /api/admin/audit-log', () => {
  it('when filtered by actor, action or a time range, then only those entries come, newest first, the same over pages of 1', async () => {
    expect((await page({ actorId: supportId })).entries.map((e) => e.action)).toEqual(['voucher-log.exported']);
    expect((await page({ action: 'role.changed' })).entries.map((e) => e.createdAt)).toEqual([
      '2026-03-01T10:02:00.000Z',
      '2026-03-01T10:01:00.000Z',
    ]);
    // From inclusive, to exclusive.
    const range = { from: '2026-03-01T10:02:00Z', to: '2026-03-01T10:04:00Z' };
    expect((await page(range)).entries.map((e) => e.createdAt)).toEqual([
      '2026-03-01T10:03:00.000Z',
      '2026-03-01T10:02:00.000Z',
    ]);
    const unfiltered = (await page({})).entries;
    expect(unfiltered.map((e) => Number(e.id))).toEqual([...unfiltered.map((e) => Number(e.id))].sort((a, b) => b - a));
    expect(await allEntries({ limit: '1' })).toEqual(unfiltered);
    expect(await allEntries({ limit: '1', action: 'role.changed', customerId })).toEqual(
      (await page({ action: 'role.changed', customerId })).entries,
    );
  });

  it.each([
    [{ actorId: 'olive' }, { actorId: 'Expected an account id' }],
    [{ action: 'deleted' }, { action: expect.stringMatching(/^Expected one of: role.changed/) }],
    [{ from: 'yesterday' }, { from: expect.stringMatching(/^Expected an ISO 8601 date/) }],
    [{ from: '2026-03-02T00:00:00Z', to: '2026-03-01T00:00:00Z' }, { to: 'Expected a time after from' }],
    [{ limit: '0' }, { limit: expect.any(String) }],
    [{ cursor: 'not-ours' }, { cursor: 'Invalid cursor' }],
    [{ who: 'me' }, { who: expect.any(String) }],
  ])('when the query is %j, then 400 names the field and nothing is recorded', async (query, fields) => {
    const before = await entryCount();
    const response = await get(auditUrl(query), ownerCookie);
    expect(response.status).toBe(400);
    expect(await jsonOf(response)).toEqual({ message: 'Invalid request', fields });
    expect(await entryCount()).toBe(before);
  });
});

describe('GET /api/admin/audit-log.csv', () => {
  it('when exported with a filter, then the file holds the matching entries as on screen, formula-safe, and the export is recorded', async () => {
    const shown = (await page({ customerId })).entries;
    const before = await entryCount();
    const response = await get(`/api/admin/audit-log.csv?customerId=${customerId}`, supportCookie);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="audit-log-20260301-100400.csv"');
    const lines = (await response.text()).split('\r\n');
    expect(lines[0]).toBe(
      '"Date","Actor e-mail","Actor role","Action","Customer e-mail","Customer id","Code","Before","After","Reason"',
    );
    expect(lines.slice(1, -1)).toEqual(
      shown.map(
        (e) =>
          `"${e.createdAt}","command line","","role.changed","'${CUSTOMER.email}","${customerId}","","${JSON.stringify(e.before).replace(/"/g, '""')}","${JSON.stringify(e.after).replace(/"/g, '""')}",""`,
      ),
    );
    expect(lines.at(-1)).toBe('');
    expect(await entryCount()).toBe(before + 1);
    const [exported] = (await page({ action: 'audit-log.exported' })).entries;
    expect(exported).toMatchObject({ actorId: supportId, actorRole: 'support', after: { filter: { customerId } } });
  });
});
