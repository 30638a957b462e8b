// The outbox of Shopify discounts to deactivate (docs/store-credit.md, "Deactivating discounts"):
// against the local fake Shopify on real HTTP, real PostgreSQL, the background job on short ticks.
import type { StoreCreditCode } from '@ciao/contracts';
import { codesInDb, creditUsd, generate } from '../support/store-credit';
import { useFakeShopify } from '../support/fake-shopify';
import {
  createTestDatabase,
  jsonOf,
  queryRows,
  sendJson,
  signedInAccount,
  startTestServer,
  testClock,
} from '../support/test-server';
import type { TestServer } from '../support/test-server';
import { eventually } from '../support/waiting';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** The background job's tick in these tests. */
const TICK_MS = 100;

type OutboxRow = {
  shopify_discount_id: string;
  reason: string;
  attempts: number;
  created_at: Date;
  next_attempt_at: Date;
  last_attempt_at: Date | null;
  last_error: string | null;
};

const outboxRows = (server: TestServer) =>
  queryRows<OutboxRow>(
    server,
    'SELECT shopify_discount_id, reason, attempts, created_at, next_attempt_at, last_attempt_at, last_error FROM shopify_discount_deactivations ORDER BY created_at, shopify_discount_id',
  );

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const shopify = useFakeShopify();
const clock = testClock();
const servers: TestServer[] = [];

async function startServer(databaseUrl?: string): Promise<TestServer> {
  const server = await startTestServer({
    clock,
    fixedPrice: true,
    ...(databaseUrl ? { databaseUrl } : {}),
    env: { ...shopify.env, SWEEP_INTERVAL_MS: String(TICK_MS) },
  });
  servers.push(server);
  return server;
}

async function closeServer(server: TestServer): Promise<void> {
  servers.splice(servers.indexOf(server), 1);
  await server.close();
}

afterAll(() => Promise.all(servers.map((s) => s.close())));
beforeEach(() => {
  shopify.failDiscounts('none');
  shopify.failDeactivations('none');
  shopify.slowDeactivations(0);
});

let accounts = 0;
/** A new user holding one active code (with its Shopify discount). */
async function userWithCode(server: TestServer) {
  const user = await signedInAccount(server, `outbox${++accounts}@example.com`);
  await creditUsd(server, user.id, '3.00');
  const code = await jsonOf<StoreCreditCode>(await generate(server, user));
  const [stored] = await codesInDb(server, user.id);
  return { user, code, discountId: String(stored?.shopify_discount_id) };
}

const deleteAccount = (server: TestServer, user: { cookie: string }) =>
  sendJson('DELETE', `${server.url}/api/user/profile`, undefined, { cookie: user.cookie });
const deactivationCalls = (discountId: string) =>
  shopify.callsOf('discountCodeDeactivate').filter((c) => c.variables.id === discountId).length;

describe('deactivating the discounts of a deleted account', () => {
  it('when Shopify fails, then the code is cancelled, the discount stays to be deactivated with back-off, and once Shopify is back it is deactivated once', async () => {
    const server = await startServer();
    const { user, code, discountId } = await userWithCode(server);
    shopify.failDeactivations('http');

    expect((await deleteAccount(server, user)).status).toBe(200);
    expect(await codesInDb(server, user.id)).toEqual([
      expect.objectContaining({ code: code.code, status: 'cancelled' }),
    ]);

    // Tried at once after the commit: failed, recorded, next try in a minute.
    await eventually(async () =>
      expect((await outboxRows(server))[0]).toMatchObject({ attempts: 1, last_error: expect.any(String) }),
    );
    const [first] = await outboxRows(server);
    expect(first).toMatchObject({
      shopify_discount_id: discountId,
      reason: 'cancelled',
      last_error: expect.stringContaining('503'),
    });
    expect(first?.next_attempt_at.getTime()).toBe(clock.now().getTime() + MINUTE);
    expect(first?.last_error).not.toContain(code.code);
    expect(shopify.discounts.get(discountId)?.active).toBe(true);

    // The clock has not moved: the job leaves it alone.
    await sleep(5 * TICK_MS);
    expect((await outboxRows(server))[0]?.attempts).toBe(1);
    expect(deactivationCalls(discountId)).toBe(1);

    // Still failing a minute later: the next wait doubles.
    clock.advance(MINUTE);
    await eventually(async () =>
      expect((await outboxRows(server))[0]?.next_attempt_at.getTime()).toBe(clock.now().getTime() + 2 * MINUTE),
    );
    expect((await outboxRows(server))[0]?.attempts).toBe(2);

    shopify.failDeactivations('none');
    clock.advance(2 * MINUTE);
    await eventually(async () => expect(await outboxRows(server)).toEqual([]));
    expect(shopify.discounts.get(discountId)).toEqual({ code: code.code, active: false, deactivations: 1 });

    await sleep(5 * TICK_MS);
    clock.advance(HOUR);
    await sleep(5 * TICK_MS);
    expect(deactivationCalls(discountId)).toBe(3);
    expect(shopify.discounts.get(discountId)?.deactivations).toBe(1);
  });

  it('when the API restarts with a deactivation pending and two instances sweep at once, then the discount is deactivated exactly once', async () => {
    const databaseUrl = await createTestDatabase();
    const before = await startServer(databaseUrl);
    const { user, discountId } = await userWithCode(before);
    shopify.failDeactivations('http');
    expect((await deleteAccount(before, user)).status).toBe(200);
    await eventually(async () =>
      expect((await outboxRows(before))[0]).toMatchObject({ attempts: 1, last_error: expect.any(String) }),
    );
    await closeServer(before);

    const [one, two] = await Promise.all([startServer(databaseUrl), startServer(databaseUrl)]);
    expect(await outboxRows(one)).toEqual([expect.objectContaining({ shopify_discount_id: discountId, attempts: 1 })]);
    shopify.failDeactivations('none');
    shopify.slowDeactivations(3 * TICK_MS); // both instances' ticks fall inside one call
    const calls = deactivationCalls(discountId);
    clock.advance(HOUR);

    await eventually(async () => expect(await outboxRows(two)).toEqual([]));
    await sleep(5 * TICK_MS);
    expect(deactivationCalls(discountId) - calls).toBe(1);
    expect(shopify.discounts.get(discountId)).toMatchObject({ active: false, deactivations: 1 });
  });

  it('when Shopify answers that the discount does not exist, then the deactivation counts as done', async () => {
    const server = await startServer();
    const now = clock.now();
    await queryRows(
      server,
      "INSERT INTO shopify_discount_deactivations (shopify_discount_id, reason, created_at, next_attempt_at) VALUES ('gid://shopify/DiscountCodeNode/404404', 'cancelled', $1, $1) RETURNING 1",
      [now],
    );
    await eventually(async () => expect(await outboxRows(server)).toEqual([]));
    expect(deactivationCalls('gid://shopify/DiscountCodeNode/404404')).toBe(1);
  });
});

describe('an orphan discount (Shopify said yes, then the commit failed)', () => {
  /** Makes the COMMIT of a transaction that logs a voucher of this user fail (a deferred constraint trigger). */
  async function failCommitsOf(server: TestServer, userId: string) {
    const run = (sql: string) => server.database.sequelize.query(sql);
    await run(
      `CREATE OR REPLACE FUNCTION test_fail_commit() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         IF NEW.user_id::text = TG_ARGV[0] THEN RAISE EXCEPTION 'the test refuses this commit'; END IF;
         RETURN NULL;
       END $$`,
    );
    await run(
      `CREATE CONSTRAINT TRIGGER test_fail_commit AFTER INSERT ON voucher_logs DEFERRABLE INITIALLY DEFERRED
       FOR EACH ROW EXECUTE FUNCTION test_fail_commit('${userId}')`,
    );
    return () => run('DROP TRIGGER test_fail_commit ON voucher_logs');
  }

  it('when the commit fails after the discount was created, then no code exists and the discount is deactivated', async () => {
    const server = await startServer();
    const user = await signedInAccount(server, `orphan${++accounts}@example.com`);
    await creditUsd(server, user.id, '3.00');
    const restore = await failCommitsOf(server, user.id);
    try {
      const created = shopify.callsOf('discountCodeBasicCreate').length;
      const response = await generate(server, user);
      expect(response.status).toBe(500);
      expect(await codesInDb(server, user.id)).toEqual([]);

      const [call] = shopify.callsOf('discountCodeBasicCreate').slice(created);
      const codeText = (call?.variables.basicCodeDiscount as { code: string }).code;
      const orphan = [...shopify.discounts.entries()].find(([, d]) => d.code === codeText);
      expect(orphan).toBeDefined();
      await eventually(async () =>
        expect(shopify.discounts.get(String(orphan?.[0]))).toMatchObject({ active: false, deactivations: 1 }),
      );
      await eventually(async () => expect(await outboxRows(server)).toEqual([]));
    } finally {
      await restore();
    }
  });

  it('when the commit fails and Shopify cannot deactivate either, then the orphan waits in the outbox until Shopify is back', async () => {
    const server = await startServer();
    const user = await signedInAccount(server, `orphan${++accounts}@example.com`);
    await creditUsd(server, user.id, '3.00');
    const restore = await failCommitsOf(server, user.id);
    try {
      shopify.failDeactivations('userErrors');
      const created = shopify.callsOf('discountCodeBasicCreate').length;
      expect((await generate(server, user)).status).toBe(500);
      const codeText = (
        shopify.callsOf('discountCodeBasicCreate').slice(created)[0]?.variables.basicCodeDiscount as { code: string }
      ).code;
      const discountId = String([...shopify.discounts.entries()].find(([, d]) => d.code === codeText)?.[0]);

      await eventually(async () =>
        expect(await outboxRows(server)).toEqual([
          expect.objectContaining({
            shopify_discount_id: discountId,
            reason: 'orphan',
            attempts: 1,
            last_error: expect.any(String),
          }),
        ]),
      );
      expect((await outboxRows(server))[0]?.last_error).toContain('Throttled');
      expect(shopify.discounts.get(discountId)?.active).toBe(true);

      shopify.failDeactivations('none');
      clock.advance(MINUTE);
      await eventually(async () => expect(await outboxRows(server)).toEqual([]));
      expect(shopify.discounts.get(discountId)).toMatchObject({ active: false, deactivations: 1 });
    } finally {
      await restore();
    }
  });
});
