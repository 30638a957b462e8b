// The referrer's team and reminders (docs/referral.md, "Your team", "Reminders"): real HTTP, the
// embedded PostgreSQL, the API's mail outbox delivering to a real SMTP server of the test's own.
import { DEFAULT_NOTIFICATION_SETTINGS } from '@ciao/contracts';
import type { ReferralTeamPage, TeamMember } from '@ciao/contracts';
import { TEAM_MESSAGES } from '../../src/components/referral/referral-team';
import { maskedEmail } from '../../src/components/users/masked-email';
import { accountRegistrar } from '../support/accounts';
import type { Account } from '../support/accounts';
import { useTestMailbox } from '../support/mailbox';
import { REFERRAL_TEST_ENV, referralReads } from '../support/referral';
import { postJson, queryRows, sendJson, startTestServer, testClock, useTestServer } from '../support/test-server';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const clock = testClock();
const mailbox = useTestMailbox();
const server = useTestServer({
  clock,
  fixedPrice: true,
  env: () => ({ ...REFERRAL_TEST_ENV, ...mailbox.env, REFERRAL_REWARD_LIMIT: '50' }),
});
const { registered } = accountRegistrar('203.0.113', () => server);
const { getJson, myCode } = referralReads(() => server);

type Invitee = Account & { email: string };

let invited = 0;
/** An invitee registered from a fresh address who used `referrer`'s code; `ip` to share an address. */
async function invitee(referrer: Account, name: string, ip?: string): Promise<Invitee> {
  const account = await registered(name, ip);
  const response = await postJson(
    `${server.url}/api/referral/use-code`,
    { code: await myCode(referrer) },
    { cookie: account.cookie },
  );
  if (response.status !== 200) throw new Error(`use-code: ${response.status} ${await response.text()}`);
  invited += 1;
  clock.advance(60_000); // each joins a minute after the last: newest first is a real order
  const [row] = await queryRows<{ email: string }>(server, 'SELECT email FROM users WHERE id = $1', [account.id]);
  return { ...account, email: row?.email ?? '' };
}

const teamPage = (account: Account, query = '') =>
  getJson<ReferralTeamPage & { message?: string }>(`/api/referral/team${query}`, account.cookie);

async function wholeTeam(account: Account, limit: number): Promise<{ pages: number; members: TeamMember[] }> {
  const members: TeamMember[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const query: string = `?limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`;
    const { status, body } = await teamPage(account, query);
    expect(status).toBe(200);
    members.push(...body.members);
    cursor = body.nextCursor;
    pages += 1;
  } while (cursor);
  return { pages, members };
}

const remind = (account: Account, memberId: string, body?: unknown) =>
  postJson(`${server.url}/api/referral/team/${memberId}/reminder`, body ?? {}, { cookie: account.cookie });

const startContract = async (account: Account) => {
  const response = await postJson(
    `${server.url}/api/user/${account.id}/contracts`,
    { duration: 1, miningRate: '1' },
    { cookie: account.cookie },
  );
  expect(response.status).toBe(201);
};

const memberNamed = (members: TeamMember[], name: string) => {
  const found = members.find((m) => m.name === name);
  if (!found) throw new Error(`no member named ${name} in ${members.map((m) => m.name).join(', ')}`);
  return found;
};

describe('the team', () => {
  let ann: Account;
  let bob: Invitee; // joined
  let cat: Invitee; // e-mail verified
  let dan: Invitee; // mining
  let eve: Invitee; // first contract completed, bonus paid
  let fay: Invitee; // a second account from eve's address: not eligible
  let gus: Invitee; // deleted
  let hal: Invitee; // bonus deferred by the daily cap

  beforeAll(async () => {
    ann = await registered('Ann');
    bob = await invitee(ann, 'Bob');
    cat = await invitee(ann, 'Cat');
    await queryRows(server, 'UPDATE users SET email_verified_at = now() WHERE id = $1', [cat.id]);
    dan = await invitee(ann, 'Dan');
    await startContract(dan);
    eve = await invitee(ann, 'Eve', '203.0.113.200');
    await startContract(eve);
    fay = await invitee(ann, 'Fay', '203.0.113.200');
    gus = await invitee(ann, 'Gus');
    expect((await sendJson('DELETE', `${server.url}/api/user/profile`, undefined, { cookie: gus.cookie })).status).toBe(
      200,
    );
    hal = await invitee(ann, 'Hal');
    await queryRows(server, 'UPDATE referrals SET bonus_deferred_at = now() WHERE invitee_user_id = $1', [hal.id]);
    expect(
      (
        await sendJson(
          'PATCH',
          `${server.url}/api/user/profile`,
          { nickname: 'Danny', profileImageUrl: '' },
          { cookie: dan.cookie },
        )
      ).status,
    ).toBe(200);
    clock.advance(HOUR + 60_000); // eve's and dan's hour passes; reading their contracts completes them
    for (const account of [dan, eve])
      expect((await getJson(`/api/user/${account.id}/contracts/active`, account.cookie)).status).toBe(200);
  });

  it('when the referrer reads the team, then each invitee shows by nickname or masked e-mail, newest first, in the state the programme sees', async () => {
    const { body } = await teamPage(ann);
    expect(body.members.map((m) => m.name)).toEqual([
      maskedEmail(hal.email),
      'Deleted account',
      maskedEmail(fay.email),
      maskedEmail(eve.email),
      'Danny',
      maskedEmail(cat.email),
      maskedEmail(bob.email),
    ]);
    expect(maskedEmail(bob.email)).toBe('b•••@e•••.com');
    const state = (name: string) => {
      const { progress, bonus, canRemind } = memberNamed(body.members, name);
      return { progress, bonus, canRemind };
    };
    expect(state(maskedEmail(bob.email))).toEqual({
      progress: 'joined',
      bonus: { status: 'pending', reason: 'firstMining' },
      canRemind: true,
    });
    expect(state(maskedEmail(cat.email))).toMatchObject({ progress: 'emailVerified', canRemind: true });
    expect(state('Danny')).toEqual({
      progress: 'completed',
      bonus: expect.objectContaining({ status: 'paid', amountUsd: '5' }),
      canRemind: false,
    });
    const paid = memberNamed(body.members, maskedEmail(eve.email)).bonus;
    expect(paid).toEqual({
      status: 'paid',
      paidAt: expect.any(String),
      amountUsd: '5',
      amountCiao: expect.stringMatching(/^\d+\.?\d*$/),
    });
    const [credit] = await queryRows<{ amount_ciao: string; created_at: Date }>(
      server,
      "SELECT amount_ciao, created_at FROM ledger_entries WHERE user_id = $1 AND kind = 'referral_bonus' AND referral_invitee_id = $2",
      [ann.id, eve.id],
    );
    expect(paid.status === 'paid' && [Number(paid.amountCiao), paid.paidAt]).toEqual([
      Number(credit?.amount_ciao),
      credit?.created_at.toISOString(),
    ]);
    expect(state(maskedEmail(fay.email))).toEqual({
      progress: 'joined',
      bonus: { status: 'notEligible', reason: 'sameAddress' },
      canRemind: true,
    });
    expect(state('Deleted account')).toEqual({
      progress: 'joined',
      bonus: { status: 'notEligible', reason: 'accountClosed' },
      canRemind: false,
    });
    expect(state(maskedEmail(hal.email)).bonus).toEqual({ status: 'pending', reason: 'dailyCap' });
  });

  it('when the team is read, then no address and no account id of an invitee is in the answer', async () => {
    const text = JSON.stringify((await teamPage(ann)).body);
    for (const account of [bob, cat, dan, eve, fay, gus, hal]) {
      expect(text).not.toContain(account.id);
      if (account.email) expect(text.toLowerCase()).not.toContain(account.email.toLowerCase());
    }
  });

  it('when the counts are read, then they count the same rows as the list and agree with the stats', async () => {
    const { body } = await teamPage(ann, '?limit=2');
    expect(body.counts).toEqual({ total: 7, mining: 2, completed: 2, paid: 2, pending: 3, notEligible: 2 });
    const stats = await getJson<{ totalReferrals: number; completedReferrals: number; paidReferrals: number }>(
      '/api/referral/stats',
      ann.cookie,
    );
    expect([stats.body.totalReferrals, stats.body.completedReferrals, stats.body.paidReferrals]).toEqual([
      body.counts.total,
      body.counts.completed,
      body.counts.paid,
    ]);
  });

  it('when the team is walked two at a time, then every invitee comes once, newest first, on four pages', async () => {
    const all = (await teamPage(ann)).body.members;
    const walked = await wholeTeam(ann, 2);
    expect(walked.pages).toBe(4);
    expect(walked.members).toEqual(all);
    expect(invited).toBeGreaterThanOrEqual(7);
  });

  it("when another user reads their team, then none of the referrer's invitees is in it", async () => {
    expect((await teamPage(bob)).body).toEqual({
      counts: { total: 0, mining: 0, completed: 0, paid: 0, pending: 0, notEligible: 0 },
      members: [],
      nextCursor: null,
    });
  });

  it('when the query is bad (limit out of range, unknown field, tampered cursor), then 400 and no team', async () => {
    for (const query of ['?limit=0', '?limit=51', '?limit=x', '?other=1', `?cursor=${'x'.repeat(201)}`]) {
      const { status, body } = await teamPage(ann, query);
      expect([query, status, body.message]).toEqual([query, 400, 'Invalid request']);
    }
    const tampered = Buffer.from(JSON.stringify(['2026-01-01T00:00:00.000Z', 'not-a-uuid'])).toString('base64url');
    expect((await teamPage(ann, `?cursor=${tampered}`)).body).toEqual({
      message: 'Invalid request',
      fields: { cursor: 'Invalid cursor' },
    });
  });

  it('when signed out, then 401', async () => {
    expect((await fetch(`${server.url}/api/referral/team`)).status).toBe(401);
  });
});

describe('reminders', () => {
  let ann: Account;
  let max: Account;
  let bob: Invitee;
  let kim: Invitee;
  let liz: Invitee;

  beforeAll(async () => {
    ann = await registered('Ann');
    max = await registered('Max');
    bob = await invitee(ann, 'Bob');
    kim = await invitee(max, 'Kim');
    liz = await invitee(ann, 'Liz');
    await startContract(liz);
    // Bob chose promotions by e-mail: the reminder reaches him as a mail.
    const saved = await postJson(
      `${server.url}/api/notifications/settings`,
      { ...DEFAULT_NOTIFICATION_SETTINGS, byEmail: { promotions: true } },
      { cookie: bob.cookie },
    );
    expect(saved.status).toBe(200);
  });

  const memberIdOf = async (referrer: Account, name: string) =>
    memberNamed((await teamPage(referrer)).body.members, name).memberId;
  const reminders = async (inviteeId: string) =>
    (
      await queryRows<{ n: number }>(
        server,
        'SELECT count(*)::int AS n FROM referral_reminders WHERE invitee_user_id = $1',
        [inviteeId],
      )
    )[0]?.n;

  it('when the referrer reminds an invitee who never mined, then the mail goes by their switch, names nobody, and a second within the week is refused', async () => {
    const memberId = await memberIdOf(ann, maskedEmail(bob.email));
    const first = await remind(ann, memberId);
    expect({ status: first.status, body: await first.json() }).toEqual({
      status: 200,
      body: { remindedAt: clock.now().toISOString() },
    });
    const mail = await mailbox.waitForMail(bob.email, { subject: 'Your first $CIAO MINING simulation is waiting' });
    expect(mail.text).toContain('The friend who invited you to $CIAO MINING sends a reminder');
    const [annRow] = await queryRows<{ email: string }>(server, 'SELECT email FROM users WHERE id = $1', [ann.id]);
    expect(mail.text).not.toContain(annRow?.email ?? '@');

    const member = memberNamed((await teamPage(ann)).body.members, maskedEmail(bob.email));
    expect([member.canRemind, member.remindedAt]).toEqual([false, clock.now().toISOString()]);

    clock.advance(6 * DAY);
    const second = await remind(ann, memberId);
    expect({ status: second.status, body: await second.json() }).toEqual({
      status: 409,
      body: { message: TEAM_MESSAGES.remindedThisWeek },
    });
    expect(await reminders(bob.id)).toBe(1);

    clock.advance(DAY);
    expect((await remind(ann, memberId)).status).toBe(200);
    expect(await reminders(bob.id)).toBe(2);
  });

  it('when the invitee chose Italian in the profile, then the reminder comes in Italian', async () => {
    const gia = await invitee(max, 'Gia');
    const settings = { ...DEFAULT_NOTIFICATION_SETTINGS, byEmail: { promotions: true } };
    expect((await postJson(`${server.url}/api/notifications/settings`, settings, { cookie: gia.cookie })).status).toBe(
      200,
    );
    const profile = { nickname: '', profileImageUrl: '', language: 'it' };
    expect((await sendJson('PATCH', `${server.url}/api/user/profile`, profile, { cookie: gia.cookie })).status).toBe(
      200,
    );
    expect((await remind(max, await memberIdOf(max, maskedEmail(gia.email)))).status).toBe(200);
    const mail = await mailbox.waitForMail(gia.email, { subject: 'La tua prima simulazione $CIAO MINING ti aspetta' });
    expect(mail.text).toContain(
      "Il tuo primo mining ti aspetta\n\nL'amico che ti ha invitato su $CIAO MINING ti ricorda di avviare la tua prima simulazione di mining: quando sarà completata, riceverete entrambi 5 $ in $CIAO.",
    );
    expect(mail.text).toContain(`Apri la dashboard: ${server.url}/`);
  });

  it('when an invitee with default switches is reminded, then no mail is queued (promotions by e-mail are off by default)', async () => {
    const carl = await invitee(ann, 'Carl');
    expect((await remind(ann, await memberIdOf(ann, maskedEmail(carl.email)))).status).toBe(200);
    const mails = await queryRows<{ n: number }>(
      server,
      "SELECT count(*)::int AS n FROM mail_outbox WHERE user_id = $1 AND kind = 'referralReminder'",
      [carl.id],
    );
    expect(mails[0]?.n).toBe(0);
  });

  it('when the invitee has started mining, then 409 and nothing is recorded', async () => {
    const response = await remind(ann, await memberIdOf(ann, maskedEmail(liz.email)));
    expect({ status: response.status, body: await response.json() }).toEqual({
      status: 409,
      body: { message: TEAM_MESSAGES.alreadyMining },
    });
    expect(await reminders(liz.id)).toBe(0);
  });

  it("when the member id is another referrer's, unknown or not an id, then 404 or 400 and nothing is recorded", async () => {
    const theirs = await memberIdOf(max, maskedEmail(kim.email));
    const other = await remind(ann, theirs);
    expect({ status: other.status, body: await other.json() }).toEqual({
      status: 404,
      body: { message: TEAM_MESSAGES.notOnTeam },
    });
    expect((await remind(ann, '3f0c3b1e-8d3a-4d6e-9b1f-2a7c9e0d4b5a')).status).toBe(404);
    expect((await remind(ann, kim.id)).status).toBe(404); // an account id is not a member id
    expect((await remind(ann, 'not-an-id')).status).toBe(400);
    expect((await remind(ann, theirs, { extra: 1 })).status).toBe(400);
    expect(await reminders(kim.id)).toBe(0);
  });

  it('when ten reminders to one invitee arrive at once, then one is sent and nine are refused', async () => {
    const dee = await invitee(ann, 'Dee');
    const memberId = await memberIdOf(ann, maskedEmail(dee.email));
    const statuses = await Promise.all(Array.from({ length: 10 }, async () => (await remind(ann, memberId)).status));
    expect(statuses.sort()).toEqual([200, ...Array<number>(9).fill(409)]);
    expect(await reminders(dee.id)).toBe(1);
  });
});

describe('the reminders rate limit', () => {
  it('when an account sends past RATE_LIMIT_REFERRAL_REMINDER, then 429 with Retry-After', async () => {
    const limited = await startTestServer({
      clock,
      databaseOf: server,
      env: { ...REFERRAL_TEST_ENV, RATE_LIMIT_REFERRAL_REMINDER: '2/1h' },
    });
    try {
      const ann = await registered('Ann', undefined, limited);
      const path = `${limited.url}/api/referral/team/3f0c3b1e-8d3a-4d6e-9b1f-2a7c9e0d4b5a/reminder`;
      const statuses: number[] = [];
      let last: Response | undefined;
      for (let i = 0; i < 3; i += 1) {
        last = await postJson(path, {}, { cookie: ann.cookie });
        statuses.push(last.status);
      }
      expect(statuses).toEqual([404, 404, 429]);
      expect(last?.headers.get('retry-after')).toMatch(/^\d+$/);
    } finally {
      await limited.close();
    }
  });
});

describe("the referrer's reward limit on the team", () => {
  it('when more invitees wait than places are left, then they are pending for the limit; once it is reached, the rest are not eligible', async () => {
    const limited = await startTestServer({
      clock,
      databaseOf: server,
      env: { ...REFERRAL_TEST_ENV, REFERRAL_REWARD_LIMIT: '2' },
    });
    try {
      const target = () => limited;
      const teamOf = async (account: Account) =>
        (await referralReads(target).getJson<ReferralTeamPage>('/api/referral/team', account.cookie)).body.members.map(
          (m) => m.bonus,
        );
      const join = async (referrer: Account, name: string) => {
        const account = await registered(name, undefined, limited);
        const used = await postJson(
          `${limited.url}/api/referral/use-code`,
          { code: await referralReads(target).myCode(referrer) },
          { cookie: account.cookie },
        );
        expect(used.status).toBe(200);
        clock.advance(60_000);
        return account;
      };
      const ray = await registered('Ray', undefined, limited);
      const first = await join(ray, 'First');
      await join(ray, 'Second');
      // An invitation from before uses were capped (the code is refused past the limit now).
      const legacy = await registered('Legacy', undefined, limited);
      await queryRows(
        limited,
        "INSERT INTO referrals (invitee_user_id, referrer_user_id, code, created_at) VALUES ($1, $2, 'OLDCODE', $3)",
        [legacy.id, ray.id, clock.now()],
      );
      clock.advance(60_000);
      const pendingForTheLimit = { status: 'pending', reason: 'rewardLimit' };
      expect(await teamOf(ray)).toEqual([pendingForTheLimit, pendingForTheLimit, pendingForTheLimit]);

      // First completes and is paid: one place left for two waiting.
      const started = await postJson(
        `${limited.url}/api/user/${first.id}/contracts`,
        { duration: 1, miningRate: '1' },
        { cookie: first.cookie },
      );
      expect(started.status).toBe(201);
      clock.advance(HOUR + 60_000);
      await referralReads(target).getJson(`/api/user/${first.id}/contracts/active`, first.cookie);
      expect(await teamOf(ray)).toEqual([
        pendingForTheLimit,
        pendingForTheLimit,
        expect.objectContaining({ status: 'paid' }),
      ]);

      // The second place is taken: the last one waiting can no longer be paid.
      await queryRows(limited, 'UPDATE referrals SET rewarded_at = $2 WHERE invitee_user_id = $1', [
        legacy.id,
        clock.now(),
      ]);
      expect(await teamOf(ray)).toEqual([
        expect.objectContaining({ status: 'paid' }),
        { status: 'notEligible', reason: 'rewardLimit' },
        expect.objectContaining({ status: 'paid' }),
      ]);
    } finally {
      await limited.close();
    }
  });
});
