// Tampered cursors (docs/api.md, pagination): whatever a client puts in one, a 400 naming `cursor`, never a 500.
import { seedUsers } from '../../bench/seed';
import { forTestServer } from '../support/instances';
import { jsonOf, queryRows, useTestServer } from '../support/test-server';

const cursorOf = (text: string) => Buffer.from(text, 'utf8').toString('base64url');
const UUID = '3f0c3b1e-8d3a-4d6e-9b1f-2a7c9e0d4b5a';
const TIME = '2026-01-01T00:00:00.000Z';

/** Ids past PostgreSQL's bigint (2^63-1), zero; uuids with the right length only; times PostgreSQL cannot store. */
const TAMPERED = {
  id: ['before:9223372036854775808', 'before:9999999999999999999', 'before:0', 'before:-1', 'before:1e3'],
  timeAndId: [
    [TIME, '------------------------------------'],
    [TIME, '3f0c3b1e8d3a-4d6e-9b1f-2a7c9e0d4b5a-'],
    ['-271821-04-20T00:00:00.000Z', UUID],
    ['0000-01-01T00:00:00.000Z', UUID],
    ['+275760-09-13T00:00:00.000Z', UUID],
    ['2026-02-30T00:00:00.000Z', UUID],
    [1e20, UUID],
  ],
};

let user: { id: string; cookie: string };

const server = useTestServer();
beforeAll(async () => {
  const [seeded] = (await seedUsers(server.database.url, { prefix: 'cursor', count: 1, history: 3 })).map(
    forTestServer,
  );
  if (!seeded) throw new Error('no user seeded');
  user = seeded;
  await queryRows(server, "UPDATE users SET role = 'owner' WHERE id = $1", [seeded.id]);
}, 60_000);

async function expectRefused(path: string, cursor: string): Promise<void> {
  const response = await fetch(`${server.url}${path}${path.includes('?') ? '&' : '?'}cursor=${cursor}`, {
    headers: { cookie: user.cookie },
  });
  expect([path, Buffer.from(cursor, 'base64url').toString(), response.status, await jsonOf(response)]).toEqual([
    path,
    Buffer.from(cursor, 'base64url').toString(),
    400,
    { message: 'Invalid request', fields: { cursor: 'Invalid cursor' } },
  ]);
}

it('when an activity or voucher-log cursor holds an id out of bigint range, zero or not a number, then 400 naming the cursor', async () => {
  for (const text of TAMPERED.id) {
    await expectRefused(`/api/user/${user.id}/activity`, cursorOf(text));
    await expectRefused('/api/admin/voucher-logs', cursorOf(text));
  }
});

it('when a contract-history cursor holds a malformed uuid or a time PostgreSQL cannot store, then 400 naming the cursor', async () => {
  for (const key of TAMPERED.timeAndId)
    await expectRefused(`/api/user/${user.id}/contracts/history`, cursorOf(JSON.stringify(key)));
});

it('when the cursors are the ones the API gave, then they still walk every page', async () => {
  const first = await jsonOf<{ contracts: unknown[]; nextCursor: string }>(
    await fetch(`${server.url}/api/user/${user.id}/contracts/history?limit=2`, { headers: { cookie: user.cookie } }),
  );
  const second = await fetch(`${server.url}/api/user/${user.id}/contracts/history?limit=2&cursor=${first.nextCursor}`, {
    headers: { cookie: user.cookie },
  });
  expect(second.status).toBe(200);
  const activity = await jsonOf<{ nextCursor: string }>(
    await fetch(`${server.url}/api/user/${user.id}/activity?limit=1`, { headers: { cookie: user.cookie } }),
  );
  expect(
    (
      await fetch(`${server.url}/api/user/${user.id}/activity?limit=1&cursor=${activity.nextCursor}`, {
        headers: { cookie: user.cookie },
      })
    ).status,
  ).toBe(200);
  expect(
    (
      await fetch(`${server.url}/api/user/${user.id}/activity?cursor=${cursorOf('before:9223372036854775807')}`, {
        headers: { cookie: user.cookie },
      })
    ).status,
  ).toBe(200);
  expect(
    (
      await fetch(`${server.url}/api/admin/voucher-logs?cursor=${cursorOf('before:9223372036854775807')}`, {
        headers: { cookie: user.cookie },
      })
    ).status,
  ).toBe(200);
});
