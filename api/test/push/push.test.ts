// Web Push end to end (docs/notifications.md): the real API on real PostgreSQL sends to a local
// push service that checks the VAPID JWT and decrypts each message with the device's keys.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { NotificationSettings, PushPublicKey, SessionResponse, StoreCreditCode } from '@ciao/contracts';
import { DEFAULT_NOTIFICATION_SETTINGS } from '@ciao/contracts';
import { runNotifyCommand } from '../../src/cli/notify-command';
import { pushBackoffMs } from '../../src/components/push/push-outbox';
import { PUSH_MESSAGES } from '../../src/components/push/push-routes';
import { PUSH_SUBSCRIPTIONS_PER_ACCOUNT } from '../../src/components/push/push-subscription-repository';
import { invite } from '../support/referral';
import { creditUsd, generate } from '../support/store-credit';
import { useFakePushService } from '../support/fake-push-service';
import { shopifySignature, useFakeShopify } from '../support/fake-shopify';
import {
  createTestDatabase,
  jsonOf,
  postJson,
  queryRows,
  sendJson,
  signIn,
  signedInAccount,
  startTestServer,
  testClock,
  useTestServer,
} from '../support/test-server';
import type { TestServer } from '../support/test-server';
import { eventually } from '../support/waiting';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** The background jobs' tick in these tests. */
const TICK_MS = 100;
/**
 * The longest the event loop may wait while one user's notifications go out, measured: each device
 * is a turn of its own (about 1 ms of CPU); the bound leaves room for a loaded test machine's
 * scheduling (tens of ms with one device), far under the seconds of sending all at once.
 */
const MAX_EVENT_LOOP_DELAY_MS = 500;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type User = { id: string; cookie: string };
type OutboxRow = {
  kind: string;
  attempts: number;
  outcome: string | null;
  next_attempt_at: Date;
  last_error: string | null;
};

// Thursday noon: the clock moves by hours and a month here, never into a Monday morning (the weekly summary's own test has its own clock).
const clock = testClock();
const push = useFakePushService();
const shopify = useFakeShopify();
const serverEnv = () => ({ ...shopify.env, SWEEP_INTERVAL_MS: String(TICK_MS), PUSH_ENDPOINT_ALLOWLIST: push.origin });
const server = useTestServer({ clock, fixedPrice: true, env: serverEnv });

/** More instances, closed after the file's tests unless a test closes them. */
const servers: TestServer[] = [];
async function startServer(
  databaseUrl?: string,
  serverClock = clock,
  env: Record<string, string> = {},
): Promise<TestServer> {
  const started = await startTestServer({
    clock: serverClock,
    fixedPrice: true,
    ...(databaseUrl ? { databaseUrl } : {}),
    env: { ...serverEnv(), ...env },
  });
  servers.push(started);
  return started;
}
afterAll(() => Promise.all(servers.map((s) => s.close())));
afterEach(() => {
  // Every request that reached the push service was well formed (VAPID, TTL, aes128gcm).
  expect(push.refused).toEqual([]);
});

let accounts = 0;
const newUser = (target = server) => signedInAccount(target, `push${++accounts}@example.com`);
const subscriptionUrl = (user: User, target = server) => `${target.url}/api/user/${user.id}/push-subscription`;

/** A user with one subscribed device; its id at the fake push service. */
async function subscribedUser(target = server): Promise<User & { device: string }> {
  const user = await newUser(target);
  const { id, ...subscription } = push.subscribe();
  const response = await postJson(subscriptionUrl(user, target), subscription, { cookie: user.cookie });
  expect(response.status).toBe(200);
  return { ...user, device: id };
}

const saveSettings = async (user: User, changes: Partial<NotificationSettings>, target = server) =>
  expect(
    (
      await postJson(
        `${target.url}/api/notifications/settings`,
        { ...DEFAULT_NOTIFICATION_SETTINGS, ...changes },
        { cookie: user.cookie },
      )
    ).status,
  ).toBe(200);

const outboxOf = (user: User, target = server) =>
  queryRows<OutboxRow>(
    target,
    'SELECT kind, attempts, outcome, next_attempt_at, last_error FROM push_outbox WHERE user_id = $1 ORDER BY id',
    [user.id],
  );

const subscriptionsOf = (user: User) =>
  queryRows<{ endpoint: string }>(server, 'SELECT endpoint FROM push_subscriptions WHERE user_id = $1', [user.id]);

/** Starts a 1-hour contract (42,000 $CIAO at the test price) and lets the clock run to its end. */
async function completeOneHourContract(user: User, target = server, contractClock = clock): Promise<void> {
  const response = await postJson(
    `${target.url}/api/user/${user.id}/contracts`,
    { duration: 1, miningRate: '42000' },
    { cookie: user.cookie },
  );
  expect(response.status).toBe(201);
  contractClock.advance(HOUR);
}

describe('keys and subscriptions', () => {
  it('when two instances share a database, then both serve the one VAPID public key generated once, and the pushes are signed with it', async () => {
    const other = await startServer(await createTestDatabase());
    const twin = await startServer(new URL(other.database.url).toString());
    const [a, b] = await Promise.all(
      [other, twin].map(async (s) => jsonOf<PushPublicKey>(await fetch(`${s.url}/api/push/public-key`))),
    );
    expect(a?.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(b).toEqual(a);
    expect(await queryRows(other, "SELECT name FROM app_secrets WHERE name = 'vapid-private-key'")).toHaveLength(1);

    const user = await subscribedUser(other);
    await completeOneHourContract(user, other);
    await eventually(async () => expect(push.messagesOf(user.device)).toHaveLength(1));
    expect(push.received.find((r) => r.device === user.device)?.vapid).toMatchObject({
      publicKey: a?.publicKey,
      aud: push.origin,
      sub: 'https://ciaomarkets.com',
    });
  });

  it("when a subscription is refused (unknown field, bad keys, not a URL, someone else's account, signed out), then 4xx and nothing is stored", async () => {
    const user = await newUser();
    const other = await newUser();
    const { id: _id, ...good } = push.subscribe();
    const cases: [unknown, string, number][] = [
      [{ ...good, extra: 1 }, user.cookie, 400],
      [{ ...good, keys: { ...good.keys, p256dh: 'short' } }, user.cookie, 400],
      [{ ...good, keys: { p256dh: good.keys.p256dh } }, user.cookie, 400],
      [{ ...good, endpoint: 'not a url' }, user.cookie, 400],
      [{ ...good, endpoint: 'ftp://push.example/x' }, user.cookie, 400],
      ['[]', user.cookie, 400],
      [good, other.cookie, 403],
      [good, '', 401],
    ];
    for (const [body, cookie, status] of cases) {
      const response = await postJson(subscriptionUrl(user), body, cookie ? { cookie } : {});
      expect([JSON.stringify(body), response.status]).toEqual([JSON.stringify(body), status]);
    }
    expect(await subscriptionsOf(user)).toEqual([]);
    expect(await subscriptionsOf(other)).toEqual([]);
  });

  it("when another account saves a device's endpoint, then 409 and the row stays with its owner (its alerts go on)", async () => {
    const owner = await subscribedUser();
    const attacker = await newUser();
    const [row] = await queryRows<{ endpoint: string; p256dh: string; auth: string }>(
      server,
      'SELECT endpoint, p256dh, auth FROM push_subscriptions WHERE user_id = $1',
      [owner.id],
    );
    const { id: _id, ...mine } = push.subscribe();
    const response = await postJson(
      subscriptionUrl(attacker),
      { endpoint: row?.endpoint, keys: mine.keys },
      { cookie: attacker.cookie },
    );
    expect([response.status, await jsonOf(response)]).toEqual([409, { message: PUSH_MESSAGES.endpointTaken }]);
    expect(
      await queryRows(server, 'SELECT user_id, p256dh, auth FROM push_subscriptions WHERE endpoint = $1', [
        row?.endpoint,
      ]),
    ).toEqual([{ user_id: owner.id, p256dh: row?.p256dh, auth: row?.auth }]);
    expect(await subscriptionsOf(attacker)).toEqual([]);
  });

  it('when p256dh is not a point of P-256 or auth is not 16 bytes, then 400 and nothing is stored', async () => {
    const user = await newUser();
    const { id: _id, ...good } = push.subscribe();
    const point = Buffer.from(good.keys.p256dh, 'base64url');
    const offCurve = Buffer.from(point);
    offCurve[64] = (offCurve[64] ?? 0) ^ 1;
    const compressedMark = Buffer.from(point);
    compressedMark[0] = 2;
    const badKeys = [
      { p256dh: offCurve.toString('base64url') },
      { p256dh: compressedMark.toString('base64url') },
      { p256dh: Buffer.alloc(65).toString('base64url') },
      { p256dh: `${good.keys.p256dh.slice(0, 86)}_` },
      { auth: `${good.keys.auth.slice(0, 21)}_` },
    ];
    for (const keys of badKeys) {
      const response = await postJson(
        subscriptionUrl(user),
        { ...good, keys: { ...good.keys, ...keys } },
        { cookie: user.cookie },
      );
      expect([keys, response.status]).toEqual([keys, 400]);
    }
    expect(await subscriptionsOf(user)).toEqual([]);
  });

  it('when an account saves more than 10 devices, then it keeps the 10 saved last', async () => {
    const user = await newUser();
    const endpoints: string[] = [];
    for (let i = 0; i < PUSH_SUBSCRIPTIONS_PER_ACCOUNT + 2; i += 1) {
      const { id: _id, ...device } = push.subscribe();
      clock.advance(1_000);
      expect((await postJson(subscriptionUrl(user), device, { cookie: user.cookie })).status).toBe(200);
      endpoints.push(device.endpoint);
    }
    expect((await subscriptionsOf(user)).map((s) => s.endpoint).sort()).toEqual(endpoints.slice(2).sort());
  });

  it('when one account saves subscriptions past the rate limit, then 429 and nothing more is stored', async () => {
    const limited = await startServer(undefined, clock, { RATE_LIMIT_PUSH_SUBSCRIPTION: '3/1h' });
    const user = await newUser(limited);
    for (let i = 0; i < 3; i += 1) {
      const { id: _id, ...device } = push.subscribe();
      expect((await postJson(subscriptionUrl(user, limited), device, { cookie: user.cookie })).status).toBe(200);
    }
    const { id: _id, ...device } = push.subscribe();
    const refused = await postJson(subscriptionUrl(user, limited), device, { cookie: user.cookie });
    expect(refused.status).toBe(429);
    expect(
      await queryRows(limited, 'SELECT endpoint FROM push_subscriptions WHERE user_id = $1 AND endpoint = $2', [
        user.id,
        device.endpoint,
      ]),
    ).toEqual([]);
  });

  it('when an endpoint is loopback, private, link-local, unique-local or not https (the name resolved), then 400 and nothing is stored, in every mode', async () => {
    for (const nodeEnv of ['test', 'development']) {
      const strict = await startServer(undefined, clock, { PUSH_ENDPOINT_ALLOWLIST: '', NODE_ENV: nodeEnv });
      const user = await newUser(strict);
      const { id, ...device } = push.subscribe();
      const endpoints = [
        device.endpoint, // the fake push service: http, 127.0.0.1
        `https://127.0.0.1/push/${id}`,
        `https://localhost/push/${id}`,
        'https://10.1.2.3/push',
        'https://172.16.0.1/push',
        'https://192.168.1.1/push',
        'https://169.254.169.254/latest/meta-data',
        'https://[::1]/push',
        'https://[::ffff:127.0.0.1]/push',
        'https://[fe80::1]/push',
        'https://[fd12:3456::1]/push',
        'https://0.0.0.0/push',
        'https://push.invalid/push',
        'http://fcm.googleapis.com/fcm/send/x',
      ];
      for (const endpoint of endpoints) {
        const response = await postJson(
          subscriptionUrl(user, strict),
          { ...device, endpoint },
          { cookie: user.cookie },
        );
        expect([nodeEnv, endpoint, response.status, await jsonOf(response)]).toEqual([
          nodeEnv,
          endpoint,
          400,
          expect.objectContaining({ fields: { endpoint: PUSH_MESSAGES.unknownPushService } }),
        ]);
      }
      expect(await queryRows(strict, 'SELECT endpoint FROM push_subscriptions')).toEqual([]);
    }
  });

  it('when a saved endpoint is no longer allowed at send time (DNS changed, configuration changed), then nothing is posted there', async () => {
    const databaseUrl = await createTestDatabase();
    const open = await startServer(databaseUrl);
    const user = await subscribedUser(open);
    servers.splice(servers.indexOf(open), 1);
    await open.close();
    const strict = await startServer(databaseUrl, clock, { PUSH_ENDPOINT_ALLOWLIST: '' });
    const before = push.attempts();
    await completeOneHourContract(user, strict);
    await eventually(async () =>
      expect(await outboxOf(user, strict)).toEqual([
        expect.objectContaining({ kind: 'contractCompleted', outcome: 'failed' }),
      ]),
    );
    expect(push.attempts()).toBe(before);
  });

  it("when the same device subscribes twice, then it has one row; unsubscribing removes it, and only the owner's", async () => {
    const user = await subscribedUser();
    const other = await newUser();
    const [{ endpoint } = { endpoint: '' }] = await subscriptionsOf(user);
    const resubscribe = {
      endpoint,
      keys: (
        await queryRows<{ p256dh: string; auth: string }>(
          server,
          'SELECT p256dh, auth FROM push_subscriptions WHERE endpoint = $1',
          [endpoint],
        )
      )[0],
    };
    expect((await postJson(subscriptionUrl(user), resubscribe, { cookie: user.cookie })).status).toBe(200);
    expect(await subscriptionsOf(user)).toHaveLength(1);

    expect((await sendJson('DELETE', subscriptionUrl(user), { endpoint }, { cookie: other.cookie })).status).toBe(403);
    expect((await sendJson('DELETE', subscriptionUrl(other), { endpoint }, { cookie: other.cookie })).status).toBe(200);
    expect(await subscriptionsOf(user)).toHaveLength(1);
    expect(
      (await sendJson('DELETE', subscriptionUrl(user), { endpoint, more: true }, { cookie: user.cookie })).status,
    ).toBe(400);
    expect((await sendJson('DELETE', subscriptionUrl(user), { endpoint }, { cookie: user.cookie })).status).toBe(200);
    expect(await subscriptionsOf(user)).toEqual([]);
  });

  it('when the user signs out of the device, then its subscription is gone with the session, and nothing more is sent there', async () => {
    const user = await subscribedUser();
    const keep = await signIn(server, { email: `push${accounts}@example.com`, password: 'secret1' });
    const { id: _id, ...second } = push.subscribe();
    expect((await postJson(subscriptionUrl(user), second, { cookie: keep })).status).toBe(200);
    expect(await subscriptionsOf(user)).toHaveLength(2);

    expect((await postJson(`${server.url}/api/auth/signout`, {}, { cookie: user.cookie })).status).toBe(200);
    expect(await subscriptionsOf(user)).toEqual([{ endpoint: second.endpoint }]);
  });
});

describe('what is sent', () => {
  it('when a contract completes, then the device gets its duration and credited $CIAO, decrypted with its keys', async () => {
    const user = await subscribedUser();
    await completeOneHourContract(user);
    await eventually(async () =>
      expect(push.messagesOf(user.device)).toEqual([
        {
          title: 'Mining complete',
          body: 'Your Lightning (1 hour) simulation has ended: 42,000.00 $CIAO credited.',
          url: '/',
          tag: 'contract-completed',
        },
      ]),
    );
    expect(push.received.find((r) => r.device === user.device)?.ttl).toBe(86_400);
    await eventually(async () =>
      expect(await outboxOf(user)).toEqual([
        expect.objectContaining({ kind: 'contractCompleted', attempts: 1, outcome: 'sent' }),
      ]),
    );
  });

  it('when the completion takes pending credits across $2.50, then "rewards available" comes once; the next completion above it sends none', async () => {
    const user = await subscribedUser();
    await creditUsd(server, user.id, '2.48');
    await completeOneHourContract(user);
    await eventually(async () =>
      expect(push.messagesOf(user.device).map((m) => m.title)).toEqual(['Mining complete', 'Rewards available']),
    );
    expect(push.messagesOf(user.device)[1]).toEqual({
      title: 'Rewards available',
      body: 'Your pending credits are worth $2.52: you can now generate a store credit code.',
      url: '/store-credit',
      tag: 'rewards-available',
    });

    await completeOneHourContract(user);
    await eventually(async () => expect(push.messagesOf(user.device)).toHaveLength(3));
    await sleep(5 * TICK_MS);
    expect(push.messagesOf(user.device).map((m) => m.title)).toEqual([
      'Mining complete',
      'Rewards available',
      'Mining complete',
    ]);
  });

  it("when an invitee's first contract completes, then both get the referral bonus as a balance update", async () => {
    const referrer = await subscribedUser();
    const invitee = await subscribedUser();
    await invite(server, referrer, invitee);
    await completeOneHourContract(invitee);
    const bonus = {
      title: 'Referral bonus',
      body: 'A referral bonus of 5,000,000.00 $CIAO was credited to your balance.',
      url: '/referral',
    };
    await eventually(async () =>
      expect(push.messagesOf(referrer.device)).toEqual([
        bonus,
        expect.objectContaining({ title: 'Rewards available' }),
      ]),
    );
    // The referral listener runs before the push one: the bonus is queued first.
    await eventually(async () =>
      expect(push.messagesOf(invitee.device)).toEqual([
        bonus,
        expect.objectContaining({ title: 'Mining complete' }),
        expect.objectContaining({ title: 'Rewards available' }),
      ]),
    );
  });

  it('when a code is used at the store, then a balance update; when a code has under 3 days left, then one reminder per code', async () => {
    const user = await subscribedUser();
    await creditUsd(server, user.id, '2.80');
    const code = await jsonOf<StoreCreditCode>(await generate(server, user));
    await creditUsd(server, user.id, '3.00');
    const later = await jsonOf<StoreCreditCode>(await generate(server, user));

    const order = JSON.stringify({
      id: 42,
      created_at: clock.now().toISOString(),
      discount_codes: [{ code: code.code }],
    });
    const headers = {
      'content-type': 'application/json',
      'x-shopify-topic': 'orders/create',
      'x-shopify-webhook-id': `push-${user.id}`,
      'x-shopify-hmac-sha256': shopifySignature(order),
    };
    expect(
      (await fetch(`${server.url}/api/shopify/webhooks/orders`, { method: 'POST', headers, body: order })).status,
    ).toBe(200);
    await eventually(async () =>
      expect(push.messagesOf(user.device)).toEqual([
        {
          title: 'Store credit used',
          body: `Your $2.80 code ${code.code} was used at the store.`,
          url: '/store-credit',
        },
      ]),
    );

    clock.advance(27 * DAY + HOUR); // 2 days 23 hours left
    const reminder = {
      title: 'Store credit expiring soon',
      body: `Your $3.00 code ${later.code} expires in 2 days. Use it before it is gone.`,
      url: '/store-credit',
      tag: `code-expiring-${later.code}`,
    };
    await eventually(async () => expect(push.messagesOf(user.device)).toEqual([expect.anything(), reminder]));
    clock.advance(DAY);
    await sleep(5 * TICK_MS);
    expect(push.messagesOf(user.device)).toHaveLength(2);
  });

  it('when an account signs in from a device it has not used, then a security alert; not for the device it registered or signed in on before', async () => {
    const registered = await postJson(`${server.url}/api/auth/verify-age`, {
      dateOfBirth: '1990-01-01',
      country: 'United Kingdom',
      confirmAdult: true,
    });
    const proof =
      registered.headers
        .getSetCookie()
        .find((c) => c.startsWith('ciao_age_proof='))
        ?.split(';')[0] ?? '';
    const email = `device${++accounts}@example.com`;
    const registration = await postJson(
      `${server.url}/api/auth/register`,
      { name: 'Dee', email, password: 'secret1' },
      { cookie: proof },
    );
    expect(registration.status).toBe(201);
    const cookies = registration.headers.getSetCookie().map((c) => c.split(';')[0] ?? '');
    const device = cookies.find((c) => c.startsWith('ciao_device=')) ?? '';
    expect(device).toMatch(/^ciao_device=[A-Za-z0-9_-]{43}$/);
    const { user } = await jsonOf<SessionResponse>(registration);
    const subscribed = { id: user.id, cookie: cookies.find((c) => c.startsWith('ciao_session=')) ?? '' };
    const { id: deviceId, ...subscription } = push.subscribe();
    expect((await postJson(subscriptionUrl(subscribed), subscription, { cookie: subscribed.cookie })).status).toBe(200);

    // The same browser again (its device cookie), then a browser without one, then that one again.
    await signIn(server, { email, password: 'secret1' }, device);
    const fresh = await postJson(`${server.url}/api/auth/signin`, { username: email, password: 'secret1' });
    const newDevice =
      fresh.headers
        .getSetCookie()
        .find((c) => c.startsWith('ciao_device='))
        ?.split(';')[0] ?? '';
    await signIn(server, { email, password: 'secret1' }, newDevice);

    const alert = {
      title: 'New sign-in',
      body: expect.stringMatching(
        /^Your account was signed in from a new device: Unknown device, \d{1,2} \w{3} \d{4}, \d\d:\d\d UTC\. If this was not you, sign that device out under Signed-in devices in your profile and change your password\.$/,
      ) as string,
      url: '/',
      tag: 'new-sign-in',
    };
    await eventually(async () => expect(push.messagesOf(deviceId)).toEqual([alert]));
    await sleep(5 * TICK_MS);
    expect(push.messagesOf(deviceId)).toEqual([alert]);
    expect(await queryRows(server, 'SELECT 1 FROM known_devices WHERE user_id = $1', [user.id])).toHaveLength(2);
  });

  it('when the operator sends a promotion from the command line, then every subscribed user with promotions on gets it', async () => {
    const on = await subscribedUser();
    const off = await subscribedUser();
    await saveSettings(off, { promotions: false });
    const deps = { ...server.database, clock };
    await expect(
      runNotifyCommand(['promotion', '--title', 'Double rewards', '--body', 'x', '--url', '/elsewhere'], deps),
    ).rejects.toMatchObject({ status: 400 });
    await expect(runNotifyCommand(['promotion', '--body', 'No title'], deps)).rejects.toMatchObject({
      status: 400,
    });

    const output = await runNotifyCommand(
      ['promotion', '--title', 'Double rewards', '--body', 'This weekend only.', '--url', '/referral'],
      deps,
    );
    const campaign = /^Campaign (\d+) is sending to \d+ customers with Promotions on/.exec(output)?.[1];
    expect(campaign).toBeDefined();
    const promotion = { title: 'Double rewards', body: 'This weekend only.', url: '/referral', campaign };
    await eventually(async () => expect(push.messagesOf(on.device)).toEqual([promotion]));
    await sleep(5 * TICK_MS);
    expect(await outboxOf(off)).toEqual([]); // its switch is off: not even queued
    expect(push.messagesOf(off.device)).toEqual([]);
  });

  it("when it is Monday 08:00 in London, then each subscribed user gets last week's summary once, whichever instances run the job", async () => {
    // Sunday 11 January 2026, noon (GMT): a contract completes this week; the summary is due Monday from 08:00.
    const weekClock = testClock(new Date('2026-01-11T12:00:00Z'));
    const databaseUrl = await createTestDatabase();
    const [one, two] = [await startServer(databaseUrl, weekClock), await startServer(databaseUrl, weekClock)];
    const user = await subscribedUser(one);
    const quiet = await subscribedUser(two);
    await saveSettings(quiet, { weeklyNewsletter: false }, two);
    await completeOneHourContract(user, one, weekClock);
    await eventually(async () => expect(push.messagesOf(user.device)).toHaveLength(1));
    // Settled before the clock jumps: an 18-hour jump would outlast the lease of a row still being
    // settled, and the other instance would rightly take it over and send it again.
    await eventually(async () =>
      expect(await outboxOf(user, one)).toEqual([
        expect.objectContaining({ kind: 'contractCompleted', outcome: 'sent' }),
      ]),
    );

    weekClock.advance(18 * HOUR); // Monday 07:00
    await sleep(5 * TICK_MS);
    expect(push.messagesOf(user.device)).toHaveLength(1);
    weekClock.advance(HOUR); // 08:00
    const summary = {
      title: 'Your week on $CIAO MINING',
      body: 'Last week: 1 simulation, 42,000.00 $CIAO earned, 0 store credit codes.',
      url: '/',
      tag: 'weekly-summary',
    };
    await eventually(async () =>
      expect(push.messagesOf(user.device)).toEqual([expect.objectContaining({ title: 'Mining complete' }), summary]),
    );
    weekClock.advance(HOUR);
    await sleep(10 * TICK_MS);
    expect(push.messagesOf(user.device)).toHaveLength(2);
    expect(push.messagesOf(quiet.device)).toEqual([]);
    expect(await outboxOf(quiet, one)).toEqual([]); // its switch is off: not even queued
  });
});

describe('delivery', () => {
  it('when a switch or the master switch is off, then nothing is queued or sent', async () => {
    const topicOff = await subscribedUser();
    const masterOff = await subscribedUser();
    await saveSettings(topicOff, { contractCompleted: false });
    await saveSettings(masterOff, { pushEnabled: false });
    await completeOneHourContract(topicOff);
    await completeOneHourContract(masterOff);
    for (const user of [topicOff, masterOff]) {
      await eventually(async () =>
        expect(await queryRows(server, 'SELECT completed_at FROM contracts WHERE user_id = $1', [user.id])).toEqual([
          { completed_at: expect.any(Date) },
        ]),
      );
      expect(await outboxOf(user)).toEqual([]);
      expect(push.messagesOf(user.device)).toEqual([]);
    }
  });

  it('when the push service fails with 500, then the notification is tried again after the back-off and arrives once', async () => {
    const user = await subscribedUser();
    push.failNext(user.device, 1);
    await completeOneHourContract(user);
    await eventually(async () =>
      expect(await outboxOf(user)).toEqual([
        expect.objectContaining({ attempts: 1, outcome: null, last_error: expect.stringContaining('500') }),
      ]),
    );
    const [pending] = await outboxOf(user);
    expect(pending?.next_attempt_at.getTime()).toBe(clock.now().getTime() + 30_000);
    await sleep(5 * TICK_MS);
    expect(push.messagesOf(user.device)).toEqual([]);

    clock.advance(30_000);
    await eventually(async () => expect(push.messagesOf(user.device)).toHaveLength(1));
    await eventually(async () =>
      expect(await outboxOf(user)).toEqual([expect.objectContaining({ attempts: 2, outcome: 'sent' })]),
    );
    await sleep(5 * TICK_MS);
    clock.advance(HOUR);
    await sleep(5 * TICK_MS);
    expect(push.messagesOf(user.device)).toHaveLength(1);
  });

  it("when one of a user's devices has a key nothing can be encrypted for, then the others get the notification once and the row is settled", async () => {
    const user = await subscribedUser();
    const [{ session_token_hash: session } = { session_token_hash: '' }] = await queryRows<{
      session_token_hash: string;
    }>(server, 'SELECT session_token_hash FROM push_subscriptions WHERE user_id = $1', [user.id]);
    // Saved before keys were checked: an uncompressed mark, but not a point of the curve.
    const badPoint = Buffer.alloc(65, 1);
    badPoint[0] = 4;
    await queryRows(
      server,
      'INSERT INTO push_subscriptions (endpoint, p256dh, auth, user_id, session_token_hash, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, now(), now())',
      [
        `${push.origin}/push/bad-key-${user.id}`,
        badPoint.toString('base64url'),
        Buffer.alloc(16).toString('base64url'),
        user.id,
        session,
      ],
    );
    await completeOneHourContract(user);
    await eventually(async () =>
      expect(await outboxOf(user)).toEqual([
        expect.objectContaining({ kind: 'contractCompleted', attempts: 1, outcome: 'sent' }),
      ]),
    );
    for (let i = 0; i < 3; i += 1) {
      clock.advance(HOUR);
      await sleep(3 * TICK_MS);
    }
    expect(push.messagesOf(user.device)).toHaveLength(1);
    expect(await outboxOf(user)).toEqual([expect.objectContaining({ attempts: 1, outcome: 'sent' })]);
  });

  it('when the send to one device throws, then it counts as an attempt, the row waits the back-off (not the lease), and the other device is not sent it again', async () => {
    const user = await subscribedUser();
    // Not a URL (nothing the API saves, but a row the send cannot even start for).
    await queryRows(
      server,
      'INSERT INTO push_subscriptions (endpoint, p256dh, auth, user_id, session_token_hash, created_at, updated_at) SELECT $1, p256dh, auth, user_id, session_token_hash, now(), now() FROM push_subscriptions WHERE user_id = $2',
      [`not a url ${user.id}`, user.id],
    );
    await completeOneHourContract(user);
    await eventually(async () =>
      expect(await outboxOf(user)).toEqual([
        expect.objectContaining({ attempts: 1, outcome: null, last_error: expect.stringContaining('Invalid URL') }),
      ]),
    );
    expect((await outboxOf(user))[0]?.next_attempt_at.getTime()).toBe(clock.now().getTime() + 30_000);
    await eventually(async () => expect(push.messagesOf(user.device)).toHaveLength(1));
    for (let attempt = 2; attempt <= 3; attempt += 1) {
      clock.advance(HOUR);
      // Done with this attempt (not only claimed): due again after its back-off.
      const due = new Date(clock.now().getTime() + pushBackoffMs(attempt));
      await eventually(async () =>
        expect(await outboxOf(user)).toEqual([expect.objectContaining({ attempts: attempt, next_attempt_at: due })]),
      );
    }
    expect(push.messagesOf(user.device)).toHaveLength(1);
  });

  it('when one account has hundreds of devices (saved before the cap), then sending to them never blocks the event loop for long', async () => {
    const own = await startServer(await createTestDatabase());
    const user = await subscribedUser(own);
    const devices = Array.from({ length: 500 }, () => push.subscribe({ unchecked: true }));
    await queryRows(
      own,
      `INSERT INTO push_subscriptions (endpoint, p256dh, auth, user_id, session_token_hash, created_at, updated_at)
       SELECT d.endpoint, d.p256dh, d.auth, s.user_id, s.session_token_hash, s.created_at, s.updated_at
       FROM unnest($1::text[], $2::text[], $3::text[]) AS d (endpoint, p256dh, auth), push_subscriptions s WHERE s.user_id = $4`,
      [devices.map((d) => d.endpoint), devices.map((d) => d.keys.p256dh), devices.map((d) => d.keys.auth), user.id],
    );
    const delay = monitorEventLoopDelay({ resolution: 1 });
    delay.enable();
    await completeOneHourContract(user, own);
    await eventually(
      async () => expect(await outboxOf(user, own)).toEqual([expect.objectContaining({ outcome: 'sent' })]),
      60_000,
    );
    delay.disable();
    expect(devices.filter((d) => push.messagesOf(d.id).length !== 1)).toEqual([]);
    expect(delay.max / 1e6).toBeLessThan(MAX_EVENT_LOOP_DELAY_MS);
  }, 120_000);

  it('when the push service answers 410, then the subscription is removed', async () => {
    const user = await subscribedUser();
    push.unsubscribeAtService(user.device);
    await completeOneHourContract(user);
    await eventually(async () => expect(await subscriptionsOf(user)).toEqual([]));
    // The delivery removes the subscription first, then settles the row (its own statement): wait for both.
    await eventually(async () =>
      expect(await outboxOf(user)).toEqual([expect.objectContaining({ outcome: 'skipped' })]),
    );
  });

  it('when the account is deleted while a notification waits, then it is never sent', async () => {
    const user = await subscribedUser();
    push.failNext(user.device, 1);
    await completeOneHourContract(user);
    await eventually(async () =>
      expect(await outboxOf(user)).toEqual([
        expect.objectContaining({ attempts: 1, outcome: null, last_error: expect.stringContaining('500') }),
      ]),
    );
    expect(await queryRows(server, 'SELECT device_hash FROM known_devices WHERE user_id = $1', [user.id])).toHaveLength(
      1,
    );
    expect(
      (await sendJson('DELETE', `${server.url}/api/user/profile`, undefined, { cookie: user.cookie })).status,
    ).toBe(200);
    expect(await queryRows(server, 'SELECT device_hash FROM known_devices WHERE user_id = $1', [user.id])).toEqual([]);
    clock.advance(HOUR);
    await eventually(async () =>
      expect(await outboxOf(user)).toEqual([expect.objectContaining({ outcome: 'skipped' })]),
    );
    expect(push.messagesOf(user.device)).toEqual([]);
  });

  it('when two instances drain the outbox at once (and one restarted), then each notification is sent exactly once', async () => {
    const databaseUrl = await createTestDatabase();
    const first = await startServer(databaseUrl);
    const user = await subscribedUser(first);
    push.failNext(user.device, 1);
    await completeOneHourContract(user, first);
    // The first try is over (answered 500), not only claimed: else its POST could still be on its
    // way when the instance closes, and a later try would meet the 500 instead.
    await eventually(async () =>
      expect(await outboxOf(user, first)).toEqual([
        expect.objectContaining({ attempts: 1, outcome: null, last_error: expect.stringContaining('500') }),
      ]),
    );
    servers.splice(servers.indexOf(first), 1);
    await first.close();

    const [one, two] = await Promise.all([startServer(databaseUrl), startServer(databaseUrl)]);
    push.slow(user.device, 3 * TICK_MS); // both instances' ticks fall inside one delivery
    const before = push.attempts();
    clock.advance(HOUR);
    await eventually(async () =>
      expect(await outboxOf(user, two)).toEqual([expect.objectContaining({ outcome: 'sent' })]),
    );
    await sleep(5 * TICK_MS);
    expect(push.attempts() - before).toBe(1);
    expect(push.messagesOf(user.device)).toHaveLength(1);
    expect(one.url).not.toBe(two.url);
  });
});
