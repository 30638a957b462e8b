import type { Eligibility, Price } from '@ciao/contracts';
import { MINING_MESSAGES } from '../../src/components/contracts/mining';
import { STORE_CREDIT_MESSAGES } from '../../src/components/store-credit/store-credit';
import { money } from '../../src/money';
import { eventually } from '../support/waiting';
import {
  creditCiao,
  jsonOf,
  postJson,
  queryRows,
  sendJson,
  sessionStatus,
  signedInAccount,
  useTestServer,
} from '../support/test-server';
import type { TestServer } from '../support/test-server';

async function whoAmI(
  server: { url: string },
  cookie: string,
): Promise<{ status: number; nickname?: string | null; role?: string }> {
  const response = await fetch(`${server.url}/api/auth/session`, { headers: { cookie } });
  const body = (await response.json()) as { user?: { nickname: string | null; role: string } };
  return { status: response.status, nickname: body.user?.nickname, role: body.user?.role };
}

/** Deletes rows without firing triggers, as if the announcement were lost. */
async function deleteSilently(server: TestServer, sql: string, bind: unknown[]): Promise<void> {
  await server.database.sequelize.transaction(async (transaction) => {
    await server.database.sequelize.query('SET LOCAL session_replication_role = replica', { transaction });
    await server.database.sequelize.query(sql, { bind, transaction });
  });
}

/** A ledger entry and its balance change, with triggers off: no instance hears of it (its NOTIFY is suppressed). */
async function changeBalanceSilently(server: TestServer, userId: string, amountCiao: string): Promise<void> {
  await server.database.sequelize.transaction(async (transaction) => {
    await server.database.sequelize.query('SET LOCAL session_replication_role = replica', { transaction });
    await server.database.sequelize.query(
      Number(amountCiao) > 0
        ? "INSERT INTO ledger_entries (user_id, kind, amount_ciao, referral_invitee_id, created_at) VALUES ($1, 'referral_bonus', $2, $1, now())"
        : "INSERT INTO ledger_entries (user_id, kind, amount_ciao, created_at) VALUES ($1, 'forfeit', $2, now())",
      { bind: [userId, amountCiao], transaction },
    );
    await server.database.sequelize.query(
      'UPDATE reward_balances SET pending_ciao = pending_ciao + $2 WHERE user_id = $1',
      { bind: [userId, amountCiao], transaction },
    );
  });
}

describe('session cache across instances', () => {
  // Two API instances on one database, as behind a load balancer.
  const one = useTestServer();
  const two = useTestServer({ databaseOf: one });

  it('when a session was looked up once, then later requests are answered from memory (a silent delete goes unnoticed)', async () => {
    const ann = await signedInAccount(one, 'ann.cache@example.com');
    await eventually(async () => expect(await sessionStatus(two, ann.cookie)).toBe(200));
    await deleteSilently(two, 'DELETE FROM sessions WHERE user_id = $1', [ann.id]);
    expect(await sessionStatus(two, ann.cookie)).toBe(200);
  });

  it('when the user signs out on one instance, then the other instance refuses the session too', async () => {
    const bob = await signedInAccount(one, 'bob.cache@example.com');
    expect(await sessionStatus(two, bob.cookie)).toBe(200);
    expect(await sessionStatus(two, bob.cookie)).toBe(200);

    expect((await sendJson('POST', `${one.url}/api/auth/signout`, {}, { cookie: bob.cookie })).status).toBe(200);
    expect(await sessionStatus(one, bob.cookie)).toBe(401);
    await eventually(async () => expect(await sessionStatus(two, bob.cookie)).toBe(401));
  });

  it('when the profile or the role changes anywhere, then every instance answers the new session user', async () => {
    const cai = await signedInAccount(one, 'cai.cache@example.com');
    expect(await whoAmI(two, cai.cookie)).toEqual({ status: 200, nickname: null, role: 'user' });

    const updated = await sendJson(
      'PATCH',
      `${one.url}/api/user/profile`,
      { nickname: 'Cai', profileImageUrl: '' },
      { cookie: cai.cookie },
    );
    expect(updated.status).toBe(200);
    expect(await whoAmI(one, cai.cookie)).toMatchObject({ nickname: 'Cai' });
    await eventually(async () => expect(await whoAmI(two, cai.cookie)).toMatchObject({ nickname: 'Cai' }));

    // As the CLI does it: another process, straight to PostgreSQL.
    await queryRows(one, "UPDATE users SET role = 'owner' WHERE id = $1", [cai.id]);
    await eventually(async () => expect(await whoAmI(two, cai.cookie)).toMatchObject({ role: 'owner' }));
  });

  it('when the account is deleted on one instance, then no instance accepts its session', async () => {
    const dan = await signedInAccount(one, 'dan.cache@example.com');
    expect(await sessionStatus(two, dan.cookie)).toBe(200);
    expect((await sendJson('DELETE', `${one.url}/api/user/profile`, undefined, { cookie: dan.cookie })).status).toBe(
      200,
    );
    await eventually(async () => expect(await sessionStatus(two, dan.cookie)).toBe(401));
    expect(await sessionStatus(one, dan.cookie)).toBe(401);
  });

  it('when the listening connection is cut, then the cache is dropped and a change made meanwhile is honoured', async () => {
    const eve = await signedInAccount(one, 'eve.cache@example.com');
    expect(await sessionStatus(two, eve.cookie)).toBe(200);
    await queryRows(
      one,
      "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'ciao-api-listener'",
    );
    await deleteSilently(one, 'DELETE FROM sessions WHERE user_id = $1', [eve.id]);
    await eventually(async () => {
      expect(await sessionStatus(two, eve.cookie)).toBe(401);
      expect(await sessionStatus(one, eve.cookie)).toBe(401);
    });
    // The feeds reconnect: caching (and revocation) work again.
    await eventually(async () =>
      expect(
        await queryRows(one, "SELECT pid FROM pg_stat_activity WHERE application_name = 'ciao-api-listener'"),
      ).toHaveLength(2),
    );
  });
});

describe('mining state cache across instances', () => {
  // Two API instances on one database, as behind a load balancer.
  const one = useTestServer();
  const two = useTestServer({ databaseOf: one });

  const pendingOn = async (server: TestServer, user: { id: string; cookie: string }) =>
    (
      (await (
        await fetch(`${server.url}/api/user/${user.id}/rewards/pending`, { headers: { cookie: user.cookie } })
      ).json()) as { pendingRewards: string }
    ).pendingRewards;

  it('when the balance changes anywhere, then every instance answers the new balance; a silent change shows the answers come from memory', async () => {
    const fay = await signedInAccount(one, 'fay.state@example.com');
    expect(await pendingOn(two, fay)).toBe('0');

    await creditCiao(one, fay.id, '12.5');
    await eventually(async () => expect(await pendingOn(two, fay)).toBe('12.5'));

    await two.database.sequelize.transaction(async (transaction) => {
      await two.database.sequelize.query('SET LOCAL session_replication_role = replica', { transaction });
      await two.database.sequelize.query('UPDATE reward_balances SET pending_ciao = 99 WHERE user_id = $1', {
        bind: [fay.id],
        transaction,
      });
    });
    expect(await pendingOn(two, fay)).toBe('12.5');
  });

  /** $CIAO worth `usd` at the (simulated, shared) price of the moment. */
  const ciaoWorth = async (usd: string) =>
    money(usd)
      .div(String((await jsonOf<Price>(await fetch(`${one.url}/api/price/ciao`))).price))
      .toDecimalPlaces(10)
      .toFixed();

  it('when the cached balance is stale (the change was never announced), then a start decides on the fresh balance: over $5.00, 409', async () => {
    const hal = await signedInAccount(one, 'hal.state@example.com');
    await creditCiao(one, hal.id, await ciaoWorth('1'));
    const cached = await eventually(async () => expect(await pendingOn(two, hal)).not.toBe('0')).then(() =>
      pendingOn(two, hal),
    );

    await changeBalanceSilently(one, hal.id, await ciaoWorth('5'));
    // Instance two still answers the old balance from memory ...
    expect(await pendingOn(two, hal)).toBe(cached);
    // ... but its start reads PostgreSQL: $6 pending is over the limit.
    const refused = await postJson(
      `${two.url}/api/user/${hal.id}/contracts`,
      { duration: 1, miningRate: '1' },
      { cookie: hal.cookie },
    );
    expect({ status: refused.status, body: await refused.json() }).toEqual({
      status: 409,
      body: { message: MINING_MESSAGES.overLimit },
    });
    expect(await queryRows(one, 'SELECT id FROM contracts WHERE user_id = $1', [hal.id])).toEqual([]);
  });

  it('when the cached balance is stale (spent, never announced), then a redeem decides on the fresh balance: 409 and no code', async () => {
    const ida = await signedInAccount(one, 'ida.state@example.com');
    const credit = await ciaoWorth('3');
    await creditCiao(one, ida.id, credit);
    const eligibility = async () =>
      jsonOf<Eligibility>(
        await fetch(`${two.url}/api/user/${ida.id}/store-credit/eligibility`, { headers: { cookie: ida.cookie } }),
      );
    await eventually(async () => expect(await eligibility()).toMatchObject({ eligible: true }));

    await changeBalanceSilently(one, ida.id, `-${credit}`);
    expect(await eligibility()).toMatchObject({ eligible: true }); // stale, from memory
    const refused = await postJson(`${two.url}/api/user/${ida.id}/store-credit/generate`, {}, { cookie: ida.cookie });
    expect({ status: refused.status, body: await refused.json() }).toEqual({
      status: 409,
      body: { message: STORE_CREDIT_MESSAGES.belowMinimum },
    });
    expect(await queryRows(one, 'SELECT id FROM store_credit_codes WHERE user_id = $1', [ida.id])).toEqual([]);
    expect(
      await queryRows(one, 'SELECT pending_ciao::numeric = 0 AS spent FROM reward_balances WHERE user_id = $1', [
        ida.id,
      ]),
    ).toEqual([{ spent: true }]);
  });

  it('when a contract starts on one instance, then the other instance reports it active', async () => {
    const gus = await signedInAccount(one, 'gus.state@example.com');
    const active = async (server: TestServer) =>
      (await (
        await fetch(`${server.url}/api/user/${gus.id}/contracts/active`, { headers: { cookie: gus.cookie } })
      ).json()) as unknown[];
    expect(await active(two)).toEqual([]);
    const started = await fetch(`${one.url}/api/user/${gus.id}/contracts`, {
      method: 'POST',
      headers: { cookie: gus.cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ duration: 3, miningRate: '1' }),
    });
    expect(started.status).toBe(201);
    expect(await active(one)).toHaveLength(1);
    await eventually(async () => expect(await active(two)).toHaveLength(1));
  });
});
