// The change feed's LISTEN connection (docs/performance.md, "The polled path's caches"): a
// connection that hangs without dropping (its PostgreSQL backend stopped with SIGSTOP) is noticed
// by the heartbeat and treated as lost, exactly as a drop: `live` false, listeners told null,
// reconnect.
import { QueryTypes, Sequelize } from 'sequelize';
import { createChangeFeed } from '../../src/db/change-feed';
import type { ChangeFeed } from '../../src/db/change-feed';
import { createLogger } from '../../src/logger';
import { createTestDatabase } from '../support/test-server';
import { eventually } from '../support/waiting';

const HEARTBEAT = { heartbeatIntervalMs: 200, heartbeatTimeoutMs: 500 };

let url: string;
let admin: Sequelize;
let feed: ChangeFeed | undefined;
const stopped: number[] = [];

beforeAll(async () => {
  url = await createTestDatabase();
  admin = new Sequelize(url, { logging: false });
});
afterEach(async () => {
  for (const pid of stopped.splice(0)) process.kill(pid, 'SIGCONT');
  await feed?.close();
  feed = undefined;
});
afterAll(() => admin.close());

/** Backend pids of listener connections on this test's database (other test files have their own). */
const listenerPids = async () =>
  (
    await admin.query<{ pid: number }>(
      "SELECT pid FROM pg_stat_activity WHERE application_name = 'ciao-api-listener' AND datname = current_database() ORDER BY backend_start",
      {
        type: QueryTypes.SELECT,
      },
    )
  ).map((r) => r.pid);

async function liveFeed(): Promise<{ feed: ChangeFeed; heard: (string | null)[] }> {
  const created = createChangeFeed(url, createLogger({ logLevel: 'silent' }), HEARTBEAT);
  feed = created;
  const heard: (string | null)[] = [];
  created.subscribe('user', (userId) => heard.push(userId));
  await eventually(async () => expect(created.live).toBe(true));
  heard.length = 0; // the null of the first connection
  return { feed: created, heard };
}

describe('the change feed heartbeat', () => {
  it('when the listening connection hangs, then the feed turns not live within the deadline, tells its listeners, and comes back on a new connection', async () => {
    const { feed: changes, heard } = await liveFeed();
    const [hung] = await listenerPids();
    expect(hung).toEqual(expect.any(Number));

    process.kill(Number(hung), 'SIGSTOP');
    stopped.push(Number(hung));
    const since = Date.now();
    await eventually(async () => expect(changes.live).toBe(false), 5_000);
    // One interval to the next beat, the deadline, and some slack for a loaded machine.
    expect(Date.now() - since).toBeLessThan(HEARTBEAT.heartbeatIntervalMs + HEARTBEAT.heartbeatTimeoutMs + 1_000);
    expect(heard).toContain(null);

    // A new backend answers while the old one is still stopped; notifications flow again.
    await eventually(async () => expect(changes.live).toBe(true), 10_000);
    await eventually(async () => {
      await admin.query("SELECT pg_notify('ciao_user_changed', 'after-the-hang')");
      expect(heard).toContain('after-the-hang');
    });
    expect((await listenerPids()).filter((pid) => pid !== hung)).toHaveLength(1);

    // Once the old backend runs again it sees its connection gone and leaves.
    process.kill(Number(hung), 'SIGCONT');
    stopped.splice(0);
    await eventually(async () => expect(await listenerPids()).not.toContain(hung));
    expect(changes.live).toBe(true);
  });

  it('when the connection is healthy, then beats keep it live and notifications arrive', async () => {
    const { feed: changes, heard } = await liveFeed();
    await new Promise((resolve) => setTimeout(resolve, 5 * HEARTBEAT.heartbeatIntervalMs));
    expect(changes.live).toBe(true);
    expect(heard).not.toContain(null);
    await admin.query("SELECT pg_notify('ciao_user_changed', 'still-here')");
    await eventually(async () => expect(heard).toContain('still-here'));
    expect(await listenerPids()).toHaveLength(1);
  });
});
