import { REFERRAL } from '@ciao/contracts';
import type { Price } from '@ciao/contracts';
import { REFERRAL_MESSAGES } from '../../src/components/referral/referral-programme';
import { ciao, money } from '../../src/money';
import {
  jsonOf,
  postJson,
  queryRows,
  sendJson,
  signedInAccount,
  startTestServer,
  testClock,
  useTestServer,
} from '../support/test-server';
import { accountRegistrar, type Account } from '../support/accounts';
import { eventually } from '../support/waiting';
import { REFERRAL_TEST_ENV, referralReads } from '../support/referral';

const HOUR = 3_600_000;

const ENV = REFERRAL_TEST_ENV;

const clock = testClock();

const server = useTestServer({ clock, env: ENV });

const { registered, nextIp } = accountRegistrar('198.51.100', () => server);

const { getJson, myCode, statsOf } = referralReads(() => server);
const useCode = (account: Account, body: unknown) =>
  postJson(`${server.url}/api/referral/use-code`, body, { cookie: account.cookie });
const updateCode = (account: Account, body: unknown) =>
  sendJson('PATCH', `${server.url}/api/referral/update-code`, body, { cookie: account.cookie });

async function expectAnswer(response: Response, status: number, body: unknown) {
  expect({ status: response.status, body: await response.json() }).toEqual({ status, body });
}

const referralsOf = (inviteeId: string) =>
  queryRows<{ referrer_user_id: string; code: string; rewarded_at: Date | null }>(
    server,
    'SELECT referrer_user_id, code, rewarded_at FROM referrals WHERE invitee_user_id = $1',
    [inviteeId],
  );

const bonusesOf = (userId: string) =>
  queryRows<{ amount_ciao: string; referral_invitee_id: string }>(
    server,
    "SELECT amount_ciao, referral_invitee_id FROM ledger_entries WHERE user_id = $1 AND kind = 'referral_bonus' ORDER BY id",
    [userId],
  );

const pendingOf = async (account: Account) =>
  (await getJson<{ pendingRewards: string }>(`/api/user/${account.id}/rewards/pending`, account.cookie)).body
    .pendingRewards;

/** Starts a 1 h contract through the API. */
async function startContract(account: Account): Promise<void> {
  const response = await postJson(
    `${server.url}/api/user/${account.id}/contracts`,
    { duration: 1, miningRate: '1' },
    { cookie: account.cookie },
  );
  if (response.status !== 201) throw new Error(`start failed: ${response.status} ${await response.text()}`);
}

/** Lets the clock pass the hour, then completes the contract by polling, as the dashboard does. */
async function completeContract(account: Account): Promise<void> {
  clock.advance(HOUR + 60_000);
  expect((await getJson<unknown[]>(`/api/user/${account.id}/contracts/active`, account.cookie)).body).toEqual([]);
}

/** The $CIAO worth $5 at the price the server quotes now (the quote the completion used: the clock has not moved). */
async function fiveDollarsInCiao(account: Account): Promise<string> {
  const { price } = (await getJson<Price>('/api/price/ciao', account.cookie)).body;
  return ciao(money(REFERRAL.rewardUsd).div(String(price))).toFixed(10);
}

describe('codes', () => {
  it('when accounts are created (registration or the CLI), then each has its own random code of letters and digits', async () => {
    const ann = await registered('Ann');
    const cli = await signedInAccount(server, 'cli.referral@example.com');
    const codes = [await myCode(ann), await myCode(cli), await myCode(await registered('Bea'))];

    for (const code of codes) expect(code).toMatch(/^[A-Z0-9]{6,20}$/);
    expect(new Set(codes).size).toBe(3);
    expect(await myCode(ann)).toBe(codes[0]);
  });

  it('when an account somehow has no code, then my-code gives it one', async () => {
    const old = await registered('Old');
    await queryRows(server, 'UPDATE users SET referral_code = NULL WHERE id = $1 RETURNING id', [old.id]);

    const code = await myCode(old);

    expect(code).toMatch(/^[A-Z0-9]{6,20}$/);
    expect(await queryRows(server, 'SELECT referral_code FROM users WHERE id = $1', [old.id])).toEqual([
      { referral_code: code },
    ]);
  });

  it('when a user sets a custom code, then it is stored upper-cased and others can use it in any case', async () => {
    const cam = await registered('Cam');
    await expectAnswer(await updateCode(cam, { code: '  camsFriends7 ' }), 200, { code: 'CAMSFRIENDS7' });
    expect(await myCode(cam)).toBe('CAMSFRIENDS7');
    // Saving one's own code again is fine.
    await expectAnswer(await updateCode(cam, { code: 'CAMSFRIENDS7' }), 200, { code: 'CAMSFRIENDS7' });

    const dee = await registered('Dee');
    await expectAnswer(await useCode(dee, { code: 'camsfriends7' }), 200, { ok: true });
    expect(await referralsOf(dee.id)).toEqual([{ referrer_user_id: cam.id, code: 'CAMSFRIENDS7', rewarded_at: null }]);
  });

  it('when the custom code is taken by another account, in any case, then 409 and nothing changes', async () => {
    const eli = await registered('Eli');
    const fay = await registered('Fay');
    const faysCode = await myCode(fay);
    await expectAnswer(await updateCode(eli, { code: 'TAKENCODE1' }), 200, { code: 'TAKENCODE1' });

    for (const code of ['TAKENCODE1', 'takencode1', 'TakenCode1']) {
      await expectAnswer(await updateCode(fay, { code }), 409, { message: REFERRAL_MESSAGES.codeTaken });
    }
    // A random code of another account is taken too.
    await expectAnswer(await updateCode(eli, { code: faysCode.toLowerCase() }), 409, {
      message: REFERRAL_MESSAGES.codeTaken,
    });
    expect(await myCode(fay)).toBe(faysCode);
    expect(await myCode(eli)).toBe('TAKENCODE1');
  });

  it.each([
    ['5 characters', { code: 'ABCDE' }, 'code'],
    ['21 characters', { code: 'A'.repeat(21) }, 'code'],
    ['symbols', { code: 'MY-CODE!' }, 'code'],
    ['a space inside', { code: 'MY CODE1' }, 'code'],
    ['no code', {}, 'code'],
    ['a number', { code: 12345678 }, 'code'],
    ['an unknown field', { code: 'GOODCODE1', admin: true }, 'admin'],
  ])('when the new code has %s, then 400 names the field and nothing changes', async (_case, body, field) => {
    const gus = await registered('Gus');
    const before = await myCode(gus);

    const response = await updateCode(gus, body);

    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'Invalid request', fields: { [field]: expect.any(String) } });
    expect(await myCode(gus)).toBe(before);
  });

  it('when the account is deleted, then its code no longer works', async () => {
    const hal = await registered('Hal');
    const code = await myCode(hal);
    expect((await sendJson('DELETE', `${server.url}/api/user/profile`, undefined, { cookie: hal.cookie })).status).toBe(
      200,
    );

    await expectAnswer(await useCode(await registered('Ivy'), { code }), 404, {
      message: REFERRAL_MESSAGES.invalidCode,
    });
  });
});

describe('using a code', () => {
  it('when a user uses their own code, then it is refused and nothing is recorded', async () => {
    const jon = await registered('Jon');

    await expectAnswer(await useCode(jon, { code: (await myCode(jon)).toLowerCase() }), 400, {
      message: REFERRAL_MESSAGES.ownCode,
    });
    expect(await referralsOf(jon.id)).toEqual([]);
  });

  it('when a user uses a second code, then it is refused and the first one stays', async () => {
    const kim = await registered('Kim');
    const lea = await registered('Lea');
    const invitee = await registered('Max');
    await expectAnswer(await useCode(invitee, { code: await myCode(kim) }), 200, { ok: true });

    await expectAnswer(await useCode(invitee, { code: await myCode(lea) }), 409, {
      message: REFERRAL_MESSAGES.alreadyUsed,
    });
    await expectAnswer(await useCode(invitee, { code: await myCode(kim) }), 409, {
      message: REFERRAL_MESSAGES.alreadyUsed,
    });
    expect(await referralsOf(invitee.id)).toEqual([
      { referrer_user_id: kim.id, code: await myCode(kim), rewarded_at: null },
    ]);
  });

  it('when the code is unknown, then 404 Invalid referral code', async () => {
    const ned = await registered('Ned');

    await expectAnswer(await useCode(ned, { code: 'NOSUCHCODE' }), 404, { message: 'Invalid referral code' });
    expect(await referralsOf(ned.id)).toEqual([]);
  });

  it('when the user already has a completed contract, then a code is refused', async () => {
    const ola = await registered('Ola');
    const pia = await registered('Pia');
    await startContract(pia);
    await completeContract(pia);

    await expectAnswer(await useCode(pia, { code: await myCode(ola) }), 409, {
      message: REFERRAL_MESSAGES.afterFirstMining,
    });
    expect(await referralsOf(pia.id)).toEqual([]);
  });

  it("when the first contract's time is up but nobody has read it yet, then a code is refused too", async () => {
    const quin = await registered('Quin');
    const rae = await registered('Rae');
    await startContract(rae);
    clock.advance(HOUR + 60_000);

    await expectAnswer(await useCode(rae, { code: await myCode(quin) }), 409, {
      message: REFERRAL_MESSAGES.afterFirstMining,
    });
    expect(await bonusesOf(rae.id)).toEqual([]);
  });

  it('when a contract is still running, then a code can be used (the reward comes at its completion)', async () => {
    const sam = await registered('Sam');
    const tia = await registered('Tia');
    await startContract(tia);

    await expectAnswer(await useCode(tia, { code: await myCode(sam) }), 200, { ok: true });
    await completeContract(tia);
    expect(await bonusesOf(tia.id)).toHaveLength(1);
    expect(await bonusesOf(sam.id)).toHaveLength(1);
  });

  it('when two users would invite each other, then the second use is refused', async () => {
    const uma = await registered('Uma');
    const vic = await registered('Vic');
    await expectAnswer(await useCode(vic, { code: await myCode(uma) }), 200, { ok: true });

    await expectAnswer(await useCode(uma, { code: await myCode(vic) }), 400, {
      message: REFERRAL_MESSAGES.invitedByYou,
    });
    expect(await referralsOf(uma.id)).toEqual([]);
  });

  it('when 20 use-code requests arrive at once, then exactly one is applied and the others get 409', async () => {
    const referrers = await Promise.all(Array.from({ length: 4 }, (_, i) => registered(`Ref${i}`)));
    const codes = await Promise.all(referrers.map(myCode));
    const invitee = await registered('Wes');

    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => useCode(invitee, { code: codes[i % codes.length] })),
    );

    expect(responses.map((r) => r.status).sort()).toEqual([200, ...Array<number>(19).fill(409)]);
    const refusals = await Promise.all(
      responses.filter((r) => r.status === 409).map((r) => jsonOf<{ message: string }>(r)),
    );
    expect(new Set(refusals.map((r) => r.message))).toEqual(new Set([REFERRAL_MESSAGES.alreadyUsed]));
    expect(await referralsOf(invitee.id)).toHaveLength(1);
  });

  it.each([
    ['an empty code', { code: '   ' }, { code: expect.any(String) }],
    ['no code', {}, { code: expect.any(String) }],
    ['an unknown field', { code: 'ABCDEF', extra: 1 }, { extra: 'Unknown field' }],
    ['a code that is not text', { code: ['ABCDEF'] }, { code: expect.any(String) }],
  ])('when the request has %s, then 400 and nothing is recorded', async (_case, body, fields) => {
    const xan = await registered('Xan');

    await expectAnswer(await useCode(xan, body), 400, { message: 'Invalid request', fields });
    expect(await referralsOf(xan.id)).toEqual([]);
  });

  it('when anonymous, then every referral route answers 401', async () => {
    const anonymous = { id: '', cookie: '' };
    expect((await getJson('/api/referral/my-code')).status).toBe(401);
    expect((await getJson('/api/referral/stats')).status).toBe(401);
    expect((await useCode(anonymous, { code: 'ABCDEF' })).status).toBe(401);
    expect((await updateCode(anonymous, { code: 'ABCDEFG' })).status).toBe(401);
  });
});

describe('rewards', () => {
  it("when the invitee's first contract completes, then both get $5 in $CIAO once, even with completions racing on two instances", async () => {
    const other = await startTestServer({ clock, databaseOf: server, env: ENV });
    try {
      const referrer = await registered('Yara');
      const invitee = await registered('Zed');
      await expectAnswer(await useCode(invitee, { code: await myCode(referrer) }), 200, { ok: true });
      expect(await statsOf(referrer)).toEqual({
        totalReferrals: 1,
        completedReferrals: 0,
        pendingRewards: '5',
        paidReferrals: 0,
        rewardLimit: 50,
      });
      await startContract(invitee);
      clock.advance(HOUR + 60_000);

      // Every poll tries to complete the due contract, on both instances at once; each answers 200, already without it.
      const polls = await Promise.all(
        [server, other].flatMap((instance) =>
          Array.from({ length: 5 }, () =>
            fetch(`${instance.url}/api/user/${invitee.id}/contracts/active`, {
              headers: { cookie: invitee.cookie },
            }).then(async (r) => ({ status: r.status, body: await r.json() })),
          ),
        ),
      );
      expect(polls).toEqual(Array(10).fill({ status: 200, body: [] }));

      const bonus = await fiveDollarsInCiao(invitee);
      expect(await bonusesOf(invitee.id)).toEqual([{ amount_ciao: bonus, referral_invitee_id: invitee.id }]);
      expect(await bonusesOf(referrer.id)).toEqual([{ amount_ciao: bonus, referral_invitee_id: invitee.id }]);
      expect(await referralsOf(invitee.id)).toEqual([
        { referrer_user_id: referrer.id, code: await myCode(referrer), rewarded_at: clock.now() },
      ]);
      expect(await pendingOf(referrer)).toBe(money(bonus).toFixed());
      const [reward] = await queryRows<{ actual_reward: string }>(
        server,
        'SELECT actual_reward FROM contracts WHERE user_id = $1',
        [invitee.id],
      );
      expect(await pendingOf(invitee)).toBe(
        money(bonus)
          .plus(reward?.actual_reward ?? 'NaN')
          .toFixed(),
      );
      expect(await statsOf(referrer)).toEqual({
        totalReferrals: 1,
        completedReferrals: 1,
        pendingRewards: '0',
        paidReferrals: 1,
        rewardLimit: 50,
      });

      // A second completed contract credits nothing more. (Over $5 pending, a start would be refused: the contract is put in place directly.)
      await queryRows(
        server,
        `INSERT INTO contracts (user_id, duration_hours, start_time, ends_at, price_usd, expected_reward)
         VALUES ($1, 1, $2, $2, 0.00000034, 1) RETURNING id`,
        [invitee.id, clock.now()],
      );
      // The row was written behind the server's back: its cached state learns of it from PostgreSQL's announcement, which may still be on the way.
      clock.advance(HOUR + 60_000);
      await eventually(async () => {
        expect((await getJson<unknown[]>(`/api/user/${invitee.id}/contracts/active`, invitee.cookie)).body).toEqual([]);
        expect(
          await queryRows(server, "SELECT status FROM contracts WHERE user_id = $1 AND status = 'active'", [
            invitee.id,
          ]),
        ).toEqual([]);
      });
      expect(await bonusesOf(invitee.id)).toHaveLength(1);
      expect(await bonusesOf(referrer.id)).toHaveLength(1);
    } finally {
      await other.close();
    }
  });

  it('when the database is asked for a second bonus for the same invitee, then its unique index refuses it', async () => {
    const referrer = await registered('Abe');
    const invitee = await registered('Bo');
    await useCode(invitee, { code: await myCode(referrer) });
    await startContract(invitee);
    await completeContract(invitee);

    await expect(
      queryRows(
        server,
        "INSERT INTO ledger_entries (user_id, kind, amount_ciao, referral_invitee_id, created_at) VALUES ($1, 'referral_bonus', 1, $2, now())",
        [referrer.id, invitee.id],
      ),
    ).rejects.toMatchObject({
      name: 'SequelizeUniqueConstraintError',
      parent: expect.objectContaining({ constraint: 'ledger_one_referral_bonus_per_pair' }),
    });
  });

  it('when the invitee is marked by the one-account-per-IP rule, then nobody gets a bonus', async () => {
    const referrer = await registered('Cy');
    const sharedIp = nextIp();
    await registered('First', sharedIp);
    const marked = await registered('Dot', sharedIp);
    expect(await queryRows(server, 'SELECT ip_marked FROM users WHERE id = $1', [marked.id])).toEqual([
      { ip_marked: true },
    ]);

    await expectAnswer(await useCode(marked, { code: await myCode(referrer) }), 200, { ok: true });
    // Nothing will come from a marked invitee.
    expect(await statsOf(referrer)).toEqual({
      totalReferrals: 1,
      completedReferrals: 0,
      pendingRewards: '0',
      paidReferrals: 0,
      rewardLimit: 50,
    });
    await startContract(marked);
    await completeContract(marked);

    expect(await bonusesOf(marked.id)).toEqual([]);
    expect(await bonusesOf(referrer.id)).toEqual([]);
    expect(await referralsOf(marked.id)).toEqual([expect.objectContaining({ rewarded_at: null })]);
    expect(await statsOf(referrer)).toEqual({
      totalReferrals: 1,
      completedReferrals: 1,
      pendingRewards: '0',
      paidReferrals: 0,
      rewardLimit: 50,
    });
  });

  it('when the referrer is marked, then nobody gets a bonus either', async () => {
    const sharedIp = nextIp();
    await registered('Early', sharedIp);
    const markedReferrer = await registered('Eve', sharedIp);
    const invitee = await registered('Flo');
    await useCode(invitee, { code: await myCode(markedReferrer) });
    expect(await statsOf(markedReferrer)).toEqual({
      totalReferrals: 1,
      completedReferrals: 0,
      pendingRewards: '0',
      paidReferrals: 0,
      rewardLimit: 50,
    });

    await startContract(invitee);
    await completeContract(invitee);

    expect(await bonusesOf(invitee.id)).toEqual([]);
    expect(await bonusesOf(markedReferrer.id)).toEqual([]);
  });

  it('stats count every invitee, those who completed, and $5 still to come for each of the others', async () => {
    const referrer = await registered('Gia');
    const [one, two, three] = await Promise.all([registered('One'), registered('Two'), registered('Three')]);
    const code = await myCode(referrer);
    for (const invitee of [one, two, three]) await expectAnswer(await useCode(invitee!, { code }), 200, { ok: true });
    expect(await statsOf(referrer)).toEqual({
      totalReferrals: 3,
      completedReferrals: 0,
      pendingRewards: '15',
      paidReferrals: 0,
      rewardLimit: 50,
    });

    await startContract(one!);
    await completeContract(one!);
    expect(await statsOf(referrer)).toEqual({
      totalReferrals: 3,
      completedReferrals: 1,
      pendingRewards: '10',
      paidReferrals: 1,
      rewardLimit: 50,
    });

    // A deleted invitee will never mine: nothing more to come from them.
    expect(
      (await sendJson('DELETE', `${server.url}/api/user/profile`, undefined, { cookie: two!.cookie })).status,
    ).toBe(200);
    expect(await statsOf(referrer)).toEqual({
      totalReferrals: 3,
      completedReferrals: 1,
      pendingRewards: '5',
      paidReferrals: 1,
      rewardLimit: 50,
    });
    expect(await statsOf(three!)).toEqual({
      totalReferrals: 0,
      completedReferrals: 0,
      pendingRewards: '0',
      paidReferrals: 0,
      rewardLimit: 50,
    });
  });
});

describe('rate limit', () => {
  it('when an account has used up its attempts, then use-code answers 429 with Retry-After until the window ends', async () => {
    const limited = await startTestServer({
      clock,
      databaseOf: server,
      env: { ...ENV, RATE_LIMIT_REFERRAL_USE: '3/1h' },
    });
    try {
      const guesser = await registered('Guesser');
      const attempt = () =>
        postJson(`${limited.url}/api/referral/use-code`, { code: 'GUESS123' }, { cookie: guesser.cookie });
      for (let i = 0; i < 3; i += 1) expect((await attempt()).status).toBe(404);

      const refused = await attempt();
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toBe('3600');
      expect(await refused.json()).toEqual({ message: 'Too many attempts. Please try again in 60 minutes.' });
      // Another account is not affected.
      expect(
        (
          await postJson(
            `${limited.url}/api/referral/use-code`,
            { code: 'GUESS123' },
            { cookie: (await registered('Other')).cookie },
          )
        ).status,
      ).toBe(404);

      clock.advance(HOUR);
      expect((await attempt()).status).toBe(404);
    } finally {
      await limited.close();
    }
  });
});
