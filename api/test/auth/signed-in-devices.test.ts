// Signed-in devices (docs/accounts.md, "Signed-in devices"): the list, signing one out, "sign out
// everywhere else", on two instances; last seen written at most every 5 minutes.
import { createHash } from 'node:crypto';
import type { SessionsRevoked, SignedInDevices } from '@ciao/contracts';
import { deviceName, deviceNameIn } from '../../src/http/device-name';
import {
  jsonOf,
  postJson,
  queryRows,
  sendJson,
  sessionCookieOf,
  sessionStatus,
  startTestServer,
  testClock,
  useTestServer,
} from '../support/test-server';
import { eventually } from '../support/waiting';

const MINUTE = 60_000;
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const WINDOWS_FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:127.0) Gecko/20100101 Firefox/127.0';

const clock = testClock();
const server = useTestServer({ clock });
let accounts = 0;

async function signInFrom(userAgent: string, email: string, target = server): Promise<string> {
  const response = await postJson(
    `${target.url}/api/auth/signin`,
    { username: email, password: 'secret1' },
    { 'user-agent': userAgent },
  );
  expect(response.status).toBe(200);
  return `ciao_session=${sessionCookieOf(response)?.value}`;
}

async function newAccount(): Promise<{ id: string; email: string }> {
  const email = `devices-${++accounts}@example.com`;
  const user = await server.accounts.createUser({ email, password: 'secret1', name: 'Devices' });
  return { id: user.id, email };
}

const sessionsUrl = (userId: string, rest = '', target = server) => `${target.url}/api/user/${userId}/sessions${rest}`;

async function devicesOf(userId: string, cookie: string): Promise<SignedInDevices['sessions']> {
  const response = await fetch(sessionsUrl(userId), { headers: { cookie } });
  expect(response.status).toBe(200);
  return (await jsonOf<SignedInDevices>(response)).sessions;
}

const signOutDevice = (userId: string, sessionId: string, cookie: string, target = server) =>
  sendJson('DELETE', sessionsUrl(userId, `/${sessionId}`, target), undefined, { cookie });

describe('the list', () => {
  it('when an account is signed in on three devices, then each is listed newest first with its device, first and last seen, this one marked, and no token', async () => {
    const { id, email } = await newAccount();
    const phoneSignedInAt = clock.now().toISOString();
    const phone = await signInFrom(ANDROID_CHROME, email);
    clock.advance(MINUTE);
    await signInFrom(IPHONE_SAFARI, email);
    clock.advance(MINUTE);
    const laptop = await signInFrom(WINDOWS_FIREFOX, email);

    const response = await fetch(sessionsUrl(id), { headers: { cookie: phone } });
    const text = await response.text();
    const { sessions } = JSON.parse(text) as SignedInDevices;
    expect(sessions.map(({ device, current }) => ({ device, current }))).toEqual([
      { device: 'Firefox on Windows', current: false },
      { device: 'Safari on iPhone', current: false },
      { device: 'Chrome on Android', current: true },
    ]);
    expect(sessions[2]).toMatchObject({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      firstSeenAt: phoneSignedInAt,
      lastSeenAt: phoneSignedInAt,
    });
    // Neither a token nor its stored hash is in the answer.
    for (const cookie of [phone, laptop]) {
      const token = cookie.split('=')[1] ?? '';
      expect(text).not.toContain(token);
      expect(text).not.toContain(createHash('sha256').update(token).digest('hex'));
    }
    expect((await devicesOf(id, laptop)).map((s) => s.current)).toEqual([true, false, false]);
  });

  it('when the path names another user, then 403; without a session, 401', async () => {
    const me = await newAccount();
    const other = await newAccount();
    const cookie = await signInFrom(ANDROID_CHROME, me.email);
    expect((await fetch(sessionsUrl(other.id), { headers: { cookie } })).status).toBe(403);
    expect((await fetch(sessionsUrl(me.id))).status).toBe(401);
  });
});

describe('signing one device out', () => {
  it('when a device is signed out, then its next request is 401, the others stay signed in, and its id is then unknown (404)', async () => {
    const { id, email } = await newAccount();
    const phone = await signInFrom(ANDROID_CHROME, email);
    const laptop = await signInFrom(WINDOWS_FIREFOX, email);
    expect(await sessionStatus(server, laptop)).toBe(200); // cached now
    const laptopId = (await devicesOf(id, phone)).find((s) => s.device === 'Firefox on Windows')?.id ?? '';

    const response = await signOutDevice(id, laptopId, phone);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    expect(await sessionStatus(server, laptop)).toBe(401);
    expect(await sessionStatus(server, phone)).toBe(200);
    expect((await devicesOf(id, phone)).map((s) => s.device)).toEqual(['Chrome on Android']);

    const again = await signOutDevice(id, laptopId, phone);
    expect(again.status).toBe(404);
    expect(await again.json()).toEqual({ message: 'No such signed-in device' });
  });

  it("when the id is another user's session, unknown or not an id, then 404 or 400 and nothing changes", async () => {
    const me = await newAccount();
    const other = await newAccount();
    const mine = await signInFrom(ANDROID_CHROME, me.email);
    const theirs = await signInFrom(IPHONE_SAFARI, other.email);
    const theirId = (await devicesOf(other.id, theirs))[0]?.id ?? '';

    expect((await signOutDevice(me.id, theirId, mine)).status).toBe(404);
    expect((await signOutDevice(me.id, '3f0c3b1e-8d3a-4d6e-9b1f-2a7c9e0d4b5a', mine)).status).toBe(404);
    const malformed = await signOutDevice(me.id, 'not-an-id', mine);
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ message: 'Invalid request' });
    expect((await signOutDevice(other.id, theirId, mine)).status).toBe(403);
    expect(await sessionStatus(server, theirs)).toBe(200);
    expect(await sessionStatus(server, mine)).toBe(200);
  });

  it('when the device signed out is this one, then the cookie is cleared and the session is gone', async () => {
    const { id, email } = await newAccount();
    const phone = await signInFrom(ANDROID_CHROME, email);
    const [mine] = await devicesOf(id, phone);
    const response = await signOutDevice(id, mine?.id ?? '', phone);
    expect(response.status).toBe(200);
    expect(sessionCookieOf(response)?.value).toBe('');
    expect(await sessionStatus(server, phone)).toBe(401);
  });
});

describe('signing out everywhere else', () => {
  it('when asked, then every other session ends and this one stays', async () => {
    const { id, email } = await newAccount();
    const phone = await signInFrom(ANDROID_CHROME, email);
    const others = [await signInFrom(IPHONE_SAFARI, email), await signInFrom(WINDOWS_FIREFOX, email)];
    for (const cookie of others) expect(await sessionStatus(server, cookie)).toBe(200);

    const response = await postJson(sessionsUrl(id, '/sign-out-others'), {}, { cookie: phone });
    expect(response.status).toBe(200);
    expect(await jsonOf<SessionsRevoked>(response)).toEqual({ signedOutDevices: 2 });
    for (const cookie of others) expect(await sessionStatus(server, cookie)).toBe(401);
    expect(await sessionStatus(server, phone)).toBe(200);
    expect((await devicesOf(id, phone)).map((s) => s.current)).toEqual([true]);

    const refused = await postJson(sessionsUrl(id, '/sign-out-others'), { all: true }, { cookie: phone });
    expect(refused.status).toBe(400);
  });
});

describe('on two instances', () => {
  it('when a device is signed out on one instance, then its next request on the other is 401', async () => {
    const other = await startTestServer({ clock, databaseOf: server });
    try {
      const { id, email } = await newAccount();
      const phone = await signInFrom(ANDROID_CHROME, email);
      const [tabletThere, laptopThere] = [
        await signInFrom(IPHONE_SAFARI, email, other),
        await signInFrom(WINDOWS_FIREFOX, email, other),
      ];
      for (const cookie of [tabletThere, laptopThere]) expect(await sessionStatus(other, cookie)).toBe(200); // cached there
      const tabletId = (await devicesOf(id, phone)).find((s) => s.device === 'Safari on iPhone')?.id ?? '';

      expect((await signOutDevice(id, tabletId, phone)).status).toBe(200);
      await eventually(async () => expect(await sessionStatus(other, tabletThere)).toBe(401));
      expect(await sessionStatus(other, laptopThere)).toBe(200);

      expect((await postJson(sessionsUrl(id, '/sign-out-others'), {}, { cookie: phone })).status).toBe(200);
      await eventually(async () => expect(await sessionStatus(other, laptopThere)).toBe(401));
    } finally {
      await other.close();
    }
  });
});

describe('last seen', () => {
  it('when a device keeps polling, then last seen is written at most every 5 minutes, when the session is read again', async () => {
    const { id, email } = await newAccount();
    const phone = await signInFrom(ANDROID_CHROME, email);
    const signedInAt = clock.now();
    const lastSeen = async () =>
      (
        await queryRows<{ at: Date }>(server, 'SELECT last_seen_at AS at FROM sessions WHERE user_id = $1', [id])
      )[0]?.at.toISOString();

    // A poll a second for 4 minutes: the cache reloads the session every minute, nothing is written.
    for (let second = 0; second < 4 * 60; second += 1) {
      clock.advance(1_000);
      if (second % 10 === 0) expect(await sessionStatus(server, phone)).toBe(200);
    }
    expect(await lastSeen()).toBe(signedInAt.toISOString());

    clock.advance(2 * MINUTE); // past 5 minutes, past the cache's minute
    expect(await sessionStatus(server, phone)).toBe(200);
    const seen = clock.now().toISOString();
    expect(await lastSeen()).toBe(seen);
    expect((await devicesOf(id, phone))[0]?.lastSeenAt).toBe(seen);
  });
});

describe('device names', () => {
  it.each([
    [ANDROID_CHROME, 'Chrome on Android'],
    [IPHONE_SAFARI, 'Safari on iPhone'],
    [WINDOWS_FIREFOX, 'Firefox on Windows'],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0',
      'Edge on macOS',
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
      'Samsung Internet on Android',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0 Mobile/15E148 Safari/604.1',
      'Chrome on iPhone',
    ],
    [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/126.0.0.0 Safari/537.36',
      'Chrome on Linux',
    ],
    ['curl/8.5.0', 'Unknown device'],
    [undefined, 'Unknown device'],
  ])('%s is "%s"', (userAgent, name) => {
    expect(deviceName(userAgent)).toBe(name);
  });

  it.each([
    ['it', 'Chrome on Android', 'Chrome su Android'],
    ['es', 'Chrome on Android', 'Chrome en Android'],
    ['it', 'Browser on Linux', 'Browser su Linux'],
    ['es', 'Browser on Linux', 'Navegador en Linux'],
    ['it', 'Unknown device', 'Dispositivo sconosciuto'],
    ['es', 'Firefox', 'Firefox'],
    ['en', 'Chrome on Android', 'Chrome on Android'],
    ['it', 'Lynx on Plan 9', 'Lynx on Plan 9'],
  ] as const)('in %s, the stored "%s" reads "%s"', (language, stored, name) => {
    expect(deviceNameIn(language, stored)).toBe(name);
  });

  it("when a device list is asked for in Italian or Spanish, then each device's name is in that language", async () => {
    const { id, email } = await newAccount();
    const phone = await signInFrom(ANDROID_CHROME, email);
    const names = async (language: string) => {
      const response = await fetch(sessionsUrl(id), { headers: { cookie: phone, 'accept-language': language } });
      return (await jsonOf<SignedInDevices>(response)).sessions.map((s) => s.device);
    };
    expect(await names('it-IT')).toEqual(['Chrome su Android']);
    expect(await names('es')).toEqual(['Chrome en Android']);
    expect(await names('en-GB')).toEqual(['Chrome on Android']);
  });
});
