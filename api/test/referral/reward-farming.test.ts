// What a farmer of fake accounts would try on the referral programme and the price
// (docs/security.md): each test here failed on the code before its fix.
import type { Price, ReferralStats } from '@ciao/contracts';
import { REFERRAL_MESSAGES } from '../../src/components/referral/referral-programme';
import { postJson, queryRows, startTestServer, testClock, useTestServer } from '../support/test-server';
import type { TestServer } from '../support/test-server';
import { accountRegistrar, type Account } from '../support/accounts';
import { eventually } from '../support/waiting';
import { REFERRAL_TEST_ENV, referralReads } from '../support/referral';

const HOUR = 3_600_000;

const ENV = { ...REFERRAL_TEST_ENV, REFERRAL_REWARD_LIMIT: '2' };

const clock = testClock();

const server = useTestServer({ clock, env: ENV });

const { registered, nextIp } = accountRegistrar('203.0.113', () => server);

const { getJson, myCode, statsOf } = referralReads(() => server);
const useCode = (account: Account, code: string) =>
  postJson(`${server.url}/api/referral/use-code`, { code }, { cookie: account.cookie });
const markedOf = async (account: Account) =>
  (await queryRows<{ ip_marked: boolean }>(server, 'SELECT ip_marked FROM users WHERE id = $1', [account.id]))[0]
    ?.ip_marked;
const bonusCount = async (account: Account) =>
  (await queryRows(server, "SELECT 1 FROM ledger_entries WHERE user_id = $1 AND kind = 'referral_bonus'", [account.id]))
    .length;

async function startContract(account: Account): Promise<void> {
  const response = await postJson(
    `${server.url}/api/user/${account.id}/contracts`,
    { duration: 1, miningRate: '1' },
    { cookie: account.cookie },
  );
  if (response.status !== 201) throw new Error(`start failed: ${response.status} ${await response.text()}`);
}

async function completeContract(account: Account): Promise<void> {
  clock.advance(HOUR + 60_000);
  const { status, body } = await getJson<unknown[]>(`/api/user/${account.id}/contracts/active`, account.cookie);
  expect({ status, body }).toEqual({ status: 200, body: [] });
}

describe('one account per address', () => {
  it('when accounts register from addresses that rotate inside one IPv6 /48 (65,536 /64s, free to get), then every one after the first is marked', async () => {
    const first = await registered('V6first', '2001:db8:77:1::1');
    const rotated = await registered('V6second', '2001:db8:77:1:ffff:abcd:1234:5');
    const compressed = await registered('V6third', '2001:0db8:0077:0001::9');
    const otherSlash64 = await registered('V6other64', '2001:db8:77:ffff::1');
    const elsewhere = await registered('V6other48', '2001:db8:78::1');

    expect(await Promise.all([first, rotated, compressed, otherSlash64, elsewhere].map(markedOf))).toEqual([
      false,
      true,
      true,
      true,
      false,
    ]);
  });

  it('when REGISTRATION_IPV6_PREFIX_LENGTH is 64, then each IPv6 /64 counts as one address', async () => {
    const perSlash64 = await startTestServer({
      clock,
      databaseOf: server,
      env: { ...ENV, REGISTRATION_IPV6_PREFIX_LENGTH: '64' },
    });
    try {
      const first = await registered('V6narrow1', '2001:db8:79:1::1', perSlash64);
      const sameSlash64 = await registered('V6narrow2', '2001:db8:79:1::2', perSlash64);
      const otherSlash64 = await registered('V6narrow3', '2001:db8:79:2::1', perSlash64);

      expect(await Promise.all([first, sameSlash64, otherSlash64].map(markedOf))).toEqual([false, true, false]);
    } finally {
      await perSlash64.close();
    }
  });

  it('when an IPv4 client reaches a dual-stack socket (::ffff:a.b.c.d), then it counts as that IPv4 address', async () => {
    const ip = nextIp();
    const first = await registered('Mapped1', ip);
    const mapped = await registered('Mapped2', `::ffff:${ip}`);
    expect([await markedOf(first), await markedOf(mapped)]).toEqual([false, true]);
  });
});

describe('rewards per referrer are capped (REFERRAL_REWARD_LIMIT)', () => {
  it("when a referrer's code has been used the limit of times, then it is refused (409) and the invitees who used it in time are all paid", async () => {
    const referrer = await registered('Capped');
    const code = await myCode(referrer);
    const invitees = [await registered('Inv1'), await registered('Inv2')];
    for (const invitee of invitees) expect((await useCode(invitee, code)).status).toBe(200);
    expect(await statsOf(referrer)).toEqual({
      totalReferrals: 2,
      completedReferrals: 0,
      pendingRewards: '10',
      paidReferrals: 0,
      rewardLimit: 2,
    });

    const late = await registered('Inv3');
    const refused = await useCode(late, code);

    expect({ status: refused.status, body: await refused.json() }).toEqual({
      status: 409,
      body: { message: REFERRAL_MESSAGES.noLongerUsable },
    });
    expect(await queryRows(server, 'SELECT 1 FROM referrals WHERE invitee_user_id = $1', [late.id])).toEqual([]);
    for (const invitee of invitees) {
      await startContract(invitee);
      await completeContract(invitee);
    }
    expect(await bonusCount(referrer)).toBe(2);
    expect(await Promise.all(invitees.map(bonusCount))).toEqual([1, 1]);
    expect(await statsOf(referrer)).toEqual({
      totalReferrals: 2,
      completedReferrals: 2,
      pendingRewards: '0',
      paidReferrals: 2,
      rewardLimit: 2,
    });
  });

  it('when 20 invitees use a code with one free place left at the same moment, then exactly one gets it (200) and the others 409', async () => {
    const referrer = await registered('LastPlace');
    const code = await myCode(referrer);
    expect((await useCode(await registered('Early'), code)).status).toBe(200);
    const invitees: Account[] = [];
    for (let i = 0; i < 20; i += 1) invitees.push(await registered(`Last${i}`));

    const statuses = await Promise.all(invitees.map(async (invitee) => (await useCode(invitee, code)).status));

    expect(statuses.sort()).toEqual([200, ...Array<number>(19).fill(409)]);
    expect(await statsOf(referrer)).toMatchObject({ totalReferrals: 2 });
  });

  it('when invitees of one referrer, more than the limit (recorded before uses were capped), complete at the same moment on two instances, then no more than the limit is paid', async () => {
    const other = await startTestServer({ clock, databaseOf: server, env: ENV });
    try {
      const referrer = await registered('Racing');
      const code = await myCode(referrer);
      const invitees: Account[] = [];
      for (let i = 0; i < 6; i += 1) invitees.push(await registered(`Racer${i}`));
      for (const invitee of invitees) {
        await queryRows(
          server,
          'INSERT INTO referrals (invitee_user_id, referrer_user_id, code, created_at) VALUES ($1, $2, $3, now()) RETURNING invitee_user_id',
          [invitee.id, referrer.id, code],
        );
        await startContract(invitee);
      }
      clock.advance(HOUR + 60_000);

      const replies = await Promise.all(
        invitees.map((invitee, i) =>
          getJson<unknown[]>(`/api/user/${invitee.id}/contracts/active`, invitee.cookie, i % 2 ? other : server),
        ),
      );

      expect(replies).toEqual(invitees.map(() => ({ status: 200, body: [] })));
      expect(await bonusCount(referrer)).toBe(2);
      expect((await Promise.all(invitees.map(bonusCount))).reduce((a, b) => a + b, 0)).toBe(2);
    } finally {
      await other.close();
    }
  });
});

describe('the bonus condition (REFERRAL_BONUS_CONTRACTS, REFERRAL_BONUS_HOURS)', () => {
  it('when set to 2 contracts and 4 hours mined, then the bonus is paid at the completion that first meets both', async () => {
    const strict = await startTestServer({
      clock,
      databaseOf: server,
      env: { ...ENV, REFERRAL_BONUS_CONTRACTS: '2', REFERRAL_BONUS_HOURS: '4' },
    });
    try {
      const referrer = await registered('Patient', undefined, strict);
      const invitee = await registered('Steady', undefined, strict);
      expect(
        (
          await postJson(
            `${strict.url}/api/referral/use-code`,
            { code: await myCode(referrer) },
            { cookie: invitee.cookie },
          )
        ).status,
      ).toBe(200);
      const mine = async (hours: number) => {
        const started = await postJson(
          `${strict.url}/api/user/${invitee.id}/contracts`,
          { duration: hours, miningRate: '1' },
          { cookie: invitee.cookie },
        );
        if (started.status !== 201) throw new Error(await started.text());
        clock.advance(hours * HOUR + 60_000);
        expect(
          (await getJson<unknown[]>(`/api/user/${invitee.id}/contracts/active`, invitee.cookie, strict)).body,
        ).toEqual([]);
        return [await bonusCount(invitee), await bonusCount(referrer)];
      };
      const pending = async () =>
        (await getJson<ReferralStats>('/api/referral/stats', referrer.cookie, strict)).body.pendingRewards;

      expect(await mine(1)).toEqual([0, 0]); // one contract
      expect(await pending()).toBe('5');
      expect(await mine(1)).toEqual([0, 0]); // two contracts, but 2 hours
      expect(await mine(3)).toEqual([1, 1]); // three contracts, 5 hours
      expect(await pending()).toBe('0');
    } finally {
      await strict.close();
    }
  });
});

describe('the programme-wide daily cap on referral payouts (REFERRAL_DAILY_PAYOUT_LIMIT)', () => {
  const DAY = 24 * HOUR;
  /** Moves the clock to 01:00 UTC of the next day: contracts of 1 h then complete that same day. */
  const toNextMorning = () => clock.advance(DAY - ((clock.now().getTime() - HOUR) % DAY));

  it('when more referrals qualify in a UTC day than the cap, then the rest wait as pending and a sweep pays them the next day, exactly once', async () => {
    const capped = await startTestServer({
      clock,
      databaseOf: server,
      env: { ...ENV, REFERRAL_DAILY_PAYOUT_LIMIT: '1' },
    });
    try {
      const pairs: [Account, Account][] = [];
      for (let i = 0; i < 2; i += 1) {
        const [referrer, invitee] = [
          await registered(`DayRef${i}`, undefined, capped),
          await registered(`DayInv${i}`, undefined, capped),
        ];
        expect(
          (
            await postJson(
              `${capped.url}/api/referral/use-code`,
              { code: await myCode(referrer) },
              { cookie: invitee.cookie },
            )
          ).status,
        ).toBe(200);
        pairs.push([referrer, invitee]);
      }
      toNextMorning();
      for (const [, invitee] of pairs) {
        expect(
          (
            await postJson(
              `${capped.url}/api/user/${invitee.id}/contracts`,
              { duration: 1, miningRate: '1' },
              { cookie: invitee.cookie },
            )
          ).status,
        ).toBe(201);
      }
      clock.advance(HOUR + 60_000);
      for (const [, invitee] of pairs)
        expect(
          (await getJson<unknown[]>(`/api/user/${invitee.id}/contracts/active`, invitee.cookie, capped)).body,
        ).toEqual([]);
      const paid = async () => Promise.all(pairs.flat().map(bonusCount));

      expect(await paid()).toEqual([1, 1, 0, 0]);
      expect(
        (await getJson<ReferralStats>('/api/referral/stats', pairs[1]![0].cookie, capped)).body.pendingRewards,
      ).toBe('5');

      clock.advance(DAY);
      const sweeping = await startTestServer({
        clock,
        databaseOf: server,
        env: { ...ENV, REFERRAL_DAILY_PAYOUT_LIMIT: '1', SWEEP_INTERVAL_MS: '100' },
      });
      try {
        await eventually(async () => expect(await paid()).toEqual([1, 1, 1, 1]));
        await new Promise((resolve) => setTimeout(resolve, 500)); // more sweeps pay nothing more
        expect(await paid()).toEqual([1, 1, 1, 1]);
      } finally {
        await sweeping.close();
      }
    } finally {
      await capped.close();
    }
  });
});

describe('the daily cap across instances', () => {
  it('when invitees of different referrers complete at the same moment on two instances with one payout left today, then exactly one bonus is paid and the others wait', async () => {
    const env = { ...ENV, REFERRAL_DAILY_PAYOUT_LIMIT: '1' };
    const [one, two] = [
      await startTestServer({ clock, databaseOf: server, env }),
      await startTestServer({ clock, databaseOf: server, env }),
    ];
    try {
      const invitees: Account[] = [];
      for (let i = 0; i < 6; i += 1) {
        const [referrer, invitee] = [
          await registered(`RaceRef${i}`, undefined, one),
          await registered(`RaceInv${i}`, undefined, one),
        ];
        expect(
          (
            await postJson(
              `${one.url}/api/referral/use-code`,
              { code: await myCode(referrer) },
              { cookie: invitee.cookie },
            )
          ).status,
        ).toBe(200);
        invitees.push(invitee);
      }
      clock.advance(24 * HOUR - ((clock.now().getTime() - HOUR) % (24 * HOUR)));
      for (const invitee of invitees)
        expect(
          (
            await postJson(
              `${one.url}/api/user/${invitee.id}/contracts`,
              { duration: 1, miningRate: '1' },
              { cookie: invitee.cookie },
            )
          ).status,
        ).toBe(201);
      clock.advance(HOUR + 60_000);

      const replies = await Promise.all(
        invitees.map((invitee, i) =>
          getJson<unknown[]>(`/api/user/${invitee.id}/contracts/active`, invitee.cookie, i % 2 ? two : one),
        ),
      );

      expect(replies).toEqual(invitees.map(() => ({ status: 200, body: [] })));
      expect((await Promise.all(invitees.map(bonusCount))).sort()).toEqual([0, 0, 0, 0, 0, 1]);
      const waiting = await queryRows(
        one,
        'SELECT 1 FROM referrals WHERE invitee_user_id = ANY($1::uuid[]) AND bonus_deferred_at IS NOT NULL AND rewarded_at IS NULL',
        [invitees.map((i) => i.id)],
      );
      expect(waiting).toHaveLength(5);
    } finally {
      await Promise.all([one.close(), two.close()]);
    }
  });
});

describe('referral rings', () => {
  it("when a ring would close (A used B's code, B used C's, now C uses A's), then it is refused", async () => {
    const [a, b, c] = [await registered('RingA'), await registered('RingB'), await registered('RingC')];
    expect((await useCode(a, await myCode(b))).status).toBe(200);
    expect((await useCode(b, await myCode(c))).status).toBe(200);

    const closing = await useCode(c, await myCode(a));

    expect({ status: closing.status, body: await closing.json() }).toEqual({
      status: 400,
      body: { message: REFERRAL_MESSAGES.invitedByYou },
    });
    expect(await queryRows(server, 'SELECT 1 FROM referrals WHERE invitee_user_id = $1', [c.id])).toEqual([]);
  });

  it("when 20 pairs use each other's codes at the same moment, then in every pair exactly one use is recorded and the other refused", async () => {
    const pairs: [Account, Account][] = [];
    for (let i = 0; i < 20; i += 1) pairs.push([await registered(`PairA${i}`), await registered(`PairB${i}`)]);
    const codes = await Promise.all(pairs.map(async ([a, b]) => [await myCode(a), await myCode(b)] as const));

    const replies = await Promise.all(
      pairs.flatMap(([a, b], i) => [
        useCode(a, codes[i]![1]).then((r) => r.status),
        useCode(b, codes[i]![0]).then((r) => r.status),
      ]),
    );

    for (let i = 0; i < pairs.length; i += 1) expect([replies[2 * i], replies[2 * i + 1]].sort()).toEqual([200, 400]);
  });

  it('when the last two links of four-person rings are made at the same moment, then no ring closes', async () => {
    for (let round = 0; round < 5; round += 1) {
      const [a, b, c, d] = [
        await registered(`Q${round}a`),
        await registered(`Q${round}b`),
        await registered(`Q${round}c`),
        await registered(`Q${round}d`),
      ];
      expect((await useCode(a, await myCode(b))).status).toBe(200);
      expect((await useCode(c, await myCode(d))).status).toBe(200);
      const [bc, da] = [await myCode(c), await myCode(a)];

      const statuses = await Promise.all([useCode(b, bc), useCode(d, da)].map(async (r) => (await r).status));

      expect(statuses.sort()).toEqual([200, 400]);
    }
  });
});

describe('completions of referrers and invitees at the same moment', () => {
  /** A ring of invitations recorded before the ring rule existed, each member with a due 1 h contract. */
  async function ringWithDueContracts(size: number): Promise<Account[]> {
    const members: Account[] = [];
    for (let i = 0; i < size; i += 1) members.push(await registered(`Loop${i}`));
    for (let i = 0; i < size; i += 1) {
      const referrer = members[(i + 1) % size]!;
      await queryRows(
        server,
        'INSERT INTO referrals (invitee_user_id, referrer_user_id, code, created_at) VALUES ($1, $2, $3, now()) RETURNING invitee_user_id',
        [members[i]!.id, referrer.id, await myCode(referrer)],
      );
      await startContract(members[i]!);
    }
    return members;
  }

  it('when every member of invitation rings completes at once, then nothing deadlocks: every poll answers 200 and each contract completes once', async () => {
    const other = await startTestServer({ clock, databaseOf: server, env: ENV });
    try {
      const rings: Account[][] = [];
      for (let r = 0; r < 4; r += 1) rings.push(await ringWithDueContracts(3));
      clock.advance(HOUR + 60_000);
      const members = rings.flat();

      const replies = await Promise.all(
        members.flatMap((m) =>
          [server, other].map((instance) =>
            getJson<unknown[]>(`/api/user/${m.id}/contracts/active`, m.cookie, instance).then((r) => r.status),
          ),
        ),
      );

      expect(replies).toEqual(members.flatMap(() => [200, 200]));
      const completed = await queryRows<{ n: number }>(
        server,
        "SELECT count(*)::int AS n FROM contracts WHERE user_id = ANY($1::uuid[]) AND status = 'completed'",
        [members.map((m) => m.id)],
      );
      expect(completed).toEqual([{ n: members.length }]);
      // Each member is paid once as an invitee and once as a referrer.
      expect(await Promise.all(members.map(bonusCount))).toEqual(members.map(() => 2));
    } finally {
      await other.close();
    }
  });

  it('when one due contract cannot be completed, then the sweep completes the others anyway', async () => {
    const [poisoned, fine] = [await registered('Poisoned'), await registered('Fine')];
    await startContract(poisoned);
    clock.advance(60_000);
    await startContract(fine);
    const [{ id: poisonedContract } = { id: '' }] = await queryRows<{ id: string }>(
      server,
      'SELECT id FROM contracts WHERE user_id = $1',
      [poisoned.id],
    );
    // A statement without bind parameters: the function body is dollar-quoted.
    await server.database.sequelize.query(
      `CREATE FUNCTION refuse_poisoned() RETURNS trigger LANGUAGE plpgsql AS $fn$
       BEGIN IF NEW.contract_id = '${poisonedContract}' THEN RAISE EXCEPTION 'poisoned contract'; END IF; RETURN NEW; END $fn$`,
    );
    await server.database.sequelize.query(
      'CREATE TRIGGER refuse_poisoned BEFORE INSERT ON ledger_entries FOR EACH ROW EXECUTE FUNCTION refuse_poisoned()',
    );
    const sweeping = await startTestServer({ clock, databaseOf: server, env: { ...ENV, SWEEP_INTERVAL_MS: '100' } });
    try {
      clock.advance(HOUR + 60_000);
      await eventually(async () =>
        expect(
          await queryRows(server, 'SELECT status FROM contracts WHERE user_id = ANY($1::uuid[]) ORDER BY start_time', [
            [poisoned.id, fine.id],
          ]),
        ).toEqual([{ status: 'active' }, { status: 'completed' }]),
      );
    } finally {
      await sweeping.close();
      await server.database.sequelize.query('DROP TRIGGER refuse_poisoned ON ledger_entries');
    }
  });
});

describe('the simulated price', () => {
  const priceOf = async (target: TestServer) => (await getJson<Price>('/api/price/ciao', undefined, target)).body.price;

  it("when PRICE_SEED is unset, then each deployment draws its own secret seed: its prices differ from the public default seed's, and all its instances agree", async () => {
    const otherDeployment = await startTestServer({ clock });
    const publicSeed = await startTestServer({ clock, env: { PRICE_SEED: 'ciao' } });
    const secondInstance = await startTestServer({ clock, databaseOf: server, env: ENV });
    try {
      const mine = await priceOf(server);
      expect(await priceOf(secondInstance)).toBe(mine);
      expect(await priceOf(otherDeployment)).not.toBe(mine);
      expect(await priceOf(publicSeed)).not.toBe(mine);
      const [{ n } = { n: 0 }] = await queryRows<{ n: number }>(
        server,
        "SELECT length(value)::int AS n FROM app_secrets WHERE name = 'price-seed'",
      );
      expect(n).toBeGreaterThanOrEqual(43);
    } finally {
      await Promise.all([otherDeployment.close(), publicSeed.close(), secondInstance.close()]);
    }
  });

  it('when PRICE_SEED is set, then it overrides the stored seed (reproducible demos)', async () => {
    const [one, two] = [
      await startTestServer({ clock, env: { PRICE_SEED: 'demo' } }),
      await startTestServer({ clock, env: { PRICE_SEED: 'demo' } }),
    ];
    try {
      expect(await priceOf(one)).toBe(await priceOf(two));
    } finally {
      await Promise.all([one.close(), two.close()]);
    }
  });
});
