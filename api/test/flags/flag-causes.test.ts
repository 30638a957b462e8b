import { createFlagRepository } from '../../src/components/flags/flag-repository';
import { createSuspicions } from '../../src/components/flags/flags';
import { createLedger } from '../../src/components/rewards/ledger';
import { createLedgerRepository } from '../../src/components/rewards/ledger-repository';
import { money } from '../../src/money';
import type { Account } from '../support/accounts';
import { TEST_PRICE } from '../support/fixed-price-feed';
import { ciaoFor, generate } from '../support/store-credit';
import {
  cookieOf,
  jsonOf,
  postJson,
  queryRows,
  signedInAccount,
  testClock,
  useTestServer,
} from '../support/test-server';

const DEVICE_COOKIE = 'ciao_device';

// The flags raised by sign-ins and balances (docs/admin.md, "Flags"): each raised by its cause, in
// the cause's transaction, once per cause; none raised by normal use. Priced at $1 = 1,000,000
// $CIAO (fixedPrice); one paid referral per referrer (REFERRAL_REWARD_LIMIT 1), so a customer may be
// minted $1.05 of mining a day (24 one-hour contracts at $0.042, and one more ending in the day)
// and $10 of referral bonuses (one as a referrer, one as an invitee): $11.05.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const clock = testClock();

const server = useTestServer({
  clock,
  fixedPrice: true,
  env: {
    TRUST_PROXY: 'loopback',
    REFERRAL_REWARD_LIMIT: '1',
    FLAG_SIGN_IN_DEVICES: '3',
    FLAG_SIGN_IN_ADDRESSES: '3',
  },
});

let customers = 0;
const newCustomer = (): Promise<Account> => signedInAccount(server, `cause${++customers}@example.com`);

const flagsOf = (customerId: string) =>
  queryRows<{ kind: string; status: string; evidence: Record<string, unknown>; reason: string }>(
    server,
    'SELECT kind, status, evidence, reason FROM flags WHERE customer_user_id = $1 ORDER BY id',
    [customerId],
  );

describe('sign-ins from many devices or addresses in a day', () => {
  const password = 'secret1';
  /** A sign-in from `address` (through the trusted proxy), with the device cookie when given; answers the device cookie. */
  async function signInFrom(email: string, address: string, device?: string): Promise<string> {
    const response = await postJson(
      `${server.url}/api/auth/signin`,
      { username: email, password },
      { 'x-forwarded-for': address, ...(device ? { cookie: `${DEVICE_COOKIE}=${device}` } : {}) },
    );
    expect(response.status).toBe(200);
    return cookieOf(response, DEVICE_COOKIE)?.value ?? '';
  }

  // signedInAccount signed in once already, from 127.0.0.1 on a device of its own.
  it('when an account signs in from more devices than the limit in a day, then one flag counts them', async () => {
    const { id } = await newCustomer();
    for (let i = 0; i < 4; i++) await signInFrom(`cause${customers}@example.com`, '203.0.113.7');

    expect(await flagsOf(id)).toEqual([
      {
        kind: 'many_devices',
        status: 'open',
        reason: 'Signed in from more than 3 devices or 3 addresses in a day',
        evidence: { day: '2026-01-15', devices: 5, addresses: 2 },
      },
    ]);
  });

  it('when an account signs in on one device from more addresses than the limit in a day, then a flag counts them', async () => {
    const { id } = await newCustomer();
    const device = await signInFrom(`cause${customers}@example.com`, '203.0.113.1');
    for (let i = 2; i <= 4; i++) await signInFrom(`cause${customers}@example.com`, `203.0.113.${i}`, device);

    expect(await flagsOf(id)).toEqual([
      expect.objectContaining({ kind: 'many_devices', evidence: { day: '2026-01-15', devices: 2, addresses: 5 } }),
    ]);
  });

  it('when an account signs in often from a few devices and addresses, day after day, then nothing is raised', async () => {
    const { id } = await newCustomer();
    const email = `cause${customers}@example.com`;
    const phone = await signInFrom(email, '203.0.113.50');
    const laptop = await signInFrom(email, '198.51.100.0');
    for (let day = 0; day < 3; day++) {
      for (let i = 0; i < 3; i++) {
        await signInFrom(email, '203.0.113.50', phone);
        await signInFrom(email, `198.51.100.${day}`, laptop);
      }
      clock.advance(24 * 60 * MINUTE);
    }

    expect(await flagsOf(id)).toEqual([]);
    expect(
      await queryRows(server, 'SELECT day::text FROM sign_in_addresses WHERE user_id = $1 GROUP BY day', [id]),
    ).toHaveLength(1);
  });

  it('when the account is deleted, then its sign-in addresses are erased with it', async () => {
    const { id, cookie } = await newCustomer();
    await signInFrom(`cause${customers}@example.com`, '203.0.113.9');
    const deleted = await fetch(`${server.url}/api/user/profile`, { method: 'DELETE', headers: { cookie } });
    expect(deleted.status).toBe(200);
    expect(await queryRows(server, 'SELECT 1 FROM sign_in_addresses WHERE user_id = $1', [id])).toEqual([]);
  });
});

describe('a balance that grew faster than mining allows', () => {
  const ALLOWED_USD = '11.05';
  const mintedFlagsOf = async (customerId: string) =>
    (await flagsOf(customerId)).filter((flag) => flag.kind === 'balance_growth');

  /** The rewards port as the API builds it (its own objects on the same database), telling the flags' port. */
  function rewardsPort() {
    const { sequelize } = server.database;
    const suspicions = createSuspicions({
      repository: createFlagRepository({ sequelize }),
      inviteeBurst: { count: 5, hours: 24 },
      codeBurst: { count: 3, minutes: 60 },
      signIns: { devices: 3, addresses: 3 },
      mintLimits: { miningTimeScale: 1, referralRewardLimit: 1, referralDailyPayoutLimit: 500 },
    });
    const ledger = createLedger({ repository: createLedgerRepository({ sequelize }), suspicions });
    const priceUsd = money(TEST_PRICE);
    return {
      /** A $5 referral bonus for a stand-in invitee, credited at the clock's time. */
      async bonus(userId: string) {
        const invitee = await signedInAccount(server, `standin${++customers}@example.com`);
        await sequelize.transaction((transaction) =>
          ledger.credit(transaction, {
            userId,
            kind: 'referral_bonus',
            referralInviteeId: invitee.id,
            amountCiao: money(ciaoFor('5')),
            priceUsd,
            at: clock.now(),
          }),
        );
      },
      /** A support adjustment of `usd` (not minted: never counted). */
      adjust: (userId: string, usd: string) =>
        sequelize.transaction((transaction) =>
          ledger.adjust(transaction, {
            userId,
            amountCiao: money(ciaoFor(usd)),
            priceUsd,
            at: clock.now(),
            note: 'Goodwill',
          }),
        ),
    };
  }

  it('when more is credited to a customer in a UTC day than mining and the referral rules allow, then one flag says how much, refreshed as the day goes on', async () => {
    const { id } = await newCustomer();
    const rewards = rewardsPort();
    await rewards.adjust(id, '50');
    await rewards.bonus(id);
    await rewards.bonus(id);
    expect(await mintedFlagsOf(id)).toEqual([]); // $10: allowed

    await rewards.bonus(id);
    const day = clock.now().toISOString().slice(0, 10);
    expect(await mintedFlagsOf(id)).toEqual([
      {
        kind: 'balance_growth',
        status: 'open',
        reason: `Credits minted in a day above what mining and referrals allow ($${ALLOWED_USD})`,
        evidence: { day, mintedUsd: '15', allowedUsd: ALLOWED_USD },
      },
    ]);
    await rewards.bonus(id);
    expect(await mintedFlagsOf(id)).toEqual([
      expect.objectContaining({ evidence: { day, mintedUsd: '20', allowedUsd: ALLOWED_USD } }),
    ]);
  });

  it('when the credits are spread over days, then each day starts again and nothing is raised', async () => {
    const { id } = await newCustomer();
    const rewards = rewardsPort();
    for (let dayCount = 0; dayCount < 3; dayCount++) {
      await rewards.bonus(id);
      await rewards.bonus(id);
      clock.advance(24 * HOUR);
    }
    expect(await mintedFlagsOf(id)).toEqual([]);
  });

  it('when a customer mines all day with one-hour contracts back to back and is paid a referral bonus on both sides, then nothing is raised', async () => {
    const myCode = async (account: Account) =>
      (
        await jsonOf<{ code: string }>(
          await fetch(`${server.url}/api/referral/my-code`, { headers: { cookie: account.cookie } }),
        )
      ).code;
    const useCode = async (account: Account, code: string) =>
      expect((await postJson(`${server.url}/api/referral/use-code`, { code }, { cookie: account.cookie })).status).toBe(
        200,
      );
    /** Starts a one-hour contract; over the $5 limit, the balance is turned into a code first (as the app asks). */
    const start = async (account: Account) => {
      const startContract = () =>
        postJson(
          `${server.url}/api/user/${account.id}/contracts`,
          { duration: 1, miningRate: '1' },
          { cookie: account.cookie },
        );
      let started = await startContract();
      if (started.status === 409) {
        expect((await generate(server, account)).status).toBe(201);
        started = await startContract();
      }
      expect(started.status).toBe(201);
    };
    /** Reading the running contract completes it once its hour is up. */
    const complete = async (account: Account) =>
      expect(
        await jsonOf(
          await fetch(`${server.url}/api/user/${account.id}/contracts/active`, { headers: { cookie: account.cookie } }),
        ),
      ).toEqual([]);

    const inviter = await newCustomer();
    const miner = await newCustomer();
    const invitee = await newCustomer();
    await useCode(miner, await myCode(inviter));
    await useCode(invitee, await myCode(miner));
    // The first contract starts at 23:00 and ends the next UTC day at 00:00, the day watched.
    const now = clock.now().getTime();
    clock.advance(Math.ceil(now / (24 * HOUR)) * 24 * HOUR - HOUR - now);
    await start(miner);
    const day = new Date(clock.now().getTime() + HOUR).toISOString().slice(0, 10);
    for (let hour = 0; hour < 24; hour++) {
      clock.advance(HOUR);
      await complete(miner);
      if (hour === 12) await start(invitee);
      if (hour === 13) await complete(invitee); // the invitee's first contract pays the miner's referral bonus
      await start(miner);
    }

    const minted = await queryRows<{ usd: string }>(
      server,
      `SELECT sum(amount_ciao * price_usd)::numeric(30, 10)::text AS usd FROM ledger_entries
       WHERE user_id = $1 AND kind IN ('contract_reward', 'referral_bonus') AND (created_at AT TIME ZONE 'UTC')::date = $2::date`,
      [miner.id, day],
    );
    expect(money(minted[0]?.usd ?? '0').toFixed()).toBe('11.008'); // 24 contracts and both bonuses: just under $11.05
    expect(await mintedFlagsOf(miner.id)).toEqual([]);
  });
});
