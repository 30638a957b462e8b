import { QueryTypes, Sequelize } from 'sequelize';

/**
 * A connection of the test's own, outside every API pool: to hold a lock the API must wait for, or
 * to look at pg_stat_activity and pg_locks while the API works.
 */
export async function sideConnection(databaseUrl: string) {
  const sequelize = new Sequelize(databaseUrl, {
    logging: false,
    pool: { max: 2, min: 0 },
    dialectOptions: { application_name: 'ciao-test-side' },
  });
  return {
    sequelize,
    rows: <T extends object>(sql: string, bind: unknown[] = []) =>
      sequelize.query<T>(sql, { bind, type: QueryTypes.SELECT }),
    close: () => sequelize.close(),
  };
}

/** Holds `table` locked from the side connection (every API query on it waits) until the returned release is awaited. */
export async function holdTable(side: Awaited<ReturnType<typeof sideConnection>>, table: string) {
  let locked = () => {};
  let release = () => {};
  const isLocked = new Promise<void>((resolve) => (locked = resolve));
  const held = side.sequelize.transaction(async (transaction) => {
    await side.sequelize.query(`LOCK TABLE ${table} IN ACCESS EXCLUSIVE MODE`, { transaction });
    locked();
    await new Promise<void>((resolve) => (release = resolve));
  });
  await isLocked;
  return async () => {
    release();
    await held;
  };
}

/** How many backends of the API (application_name 'ciao-api') wait for a lock right now. */
export const LOCK_WAITERS_SQL =
  "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND application_name = 'ciao-api' AND wait_event_type = 'Lock'";

/** A reply's status and body, read once (for races: every reply is checked, not just the database). */
export async function reply(response: Promise<Response>): Promise<{ status: number; body: unknown }> {
  const r = await response;
  const text = await r.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: keep the text, the assertion shows it
  }
  return { status: r.status, body };
}

/** Counts of each status among replies, e.g. { 201: 1, 409: 19 }: one assertion shows every reply. */
export function statusCounts(replies: { status: number }[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const { status } of replies) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

/**
 * bench/seed.ts makes sessions for an API in production mode (the `__Host-ciao_session` cookie);
 * under NODE_ENV=test the API reads the plain `ciao_session`. The same session, named for a test server.
 */
export const forTestServer = <U extends { cookie: string }>(user: U): U => ({
  ...user,
  cookie: user.cookie.replace(/^__Host-/, ''),
});
