import {
  ADULT_AGE_CHECK,
  ANN,
  postJson,
  queryRows,
  register,
  startTestServer,
  testClock,
  useTestServer,
} from '../support/test-server';
import type { TestServer } from '../support/test-server';

const clock = testClock();
const LOW_LIMITS = {
  TRUST_PROXY: 'loopback',
  RATE_LIMIT_SIGNIN_ACCOUNT_ADDRESS: '3/15m',
  RATE_LIMIT_SIGNIN_ACCOUNT: '6/15m',
  RATE_LIMIT_SIGNIN_IP: '4/15m',
  RATE_LIMIT_REGISTER_IP: '2/1h',
  RATE_LIMIT_VERIFY_AGE_IP: '3/1h',
};

const server = useTestServer({ clock, env: LOW_LIMITS });
beforeAll(async () => {
  await server.accounts.createUser(ANN);
});

let lastOctet = 0;
const nextIp = () => `192.0.2.${++lastOctet}`;

const signInAttempt = (target: TestServer, email: string, password: string, ip: string) =>
  postJson(`${target.url}/api/auth/signin`, { username: email, password }, { 'x-forwarded-for': ip });

async function expectTooManyAttempts(response: Response, retryAfterSeconds: number, wait: string) {
  expect(response.status).toBe(429);
  expect(response.headers.get('retry-after')).toBe(String(retryAfterSeconds));
  expect(await response.json()).toEqual({ message: `Too many attempts. Please try again in ${wait}.` });
  expect(response.headers.getSetCookie()).toEqual([]);
}

describe('sign-in limits', () => {
  it('when an account has had 3 failed sign-ins from one address, then that address gets 429 for it until the window ends, while its owner signs in from elsewhere', async () => {
    const bea = { email: 'bea@example.com', password: 'secret1', name: 'Bea' };
    await server.accounts.createUser(bea);
    const attacker = nextIp();
    for (let i = 0; i < 3; i += 1)
      expect((await signInAttempt(server, bea.email, 'wrong-password', attacker)).status).toBe(401);
    clock.advance(60_000);
    await expectTooManyAttempts(
      await signInAttempt(server, 'BEA@example.com', bea.password, attacker),
      14 * 60,
      '14 minutes',
    );
    // Five wrong passwords from anywhere used to lock the owner out everywhere.
    expect((await signInAttempt(server, bea.email, bea.password, nextIp())).status).toBe(200);
    clock.advance(14 * 60_000);
    expect((await signInAttempt(server, bea.email, bea.password, attacker)).status).toBe(200);
  });

  it('when failures for one account come from many addresses, then the looser per-account limit stops them', async () => {
    const cy = { email: 'cy@example.com', password: 'secret1', name: 'Cy' };
    await server.accounts.createUser(cy);
    for (let i = 0; i < 6; i += 1)
      expect((await signInAttempt(server, cy.email, 'wrong-password', nextIp())).status).toBe(401);
    await expectTooManyAttempts(await signInAttempt(server, cy.email, cy.password, nextIp()), 15 * 60, '15 minutes');
    clock.advance(15 * 60_000);
    expect((await signInAttempt(server, cy.email, cy.password, nextIp())).status).toBe(200);
  });

  it('when sign-ins succeed, then they do not count against the limits', async () => {
    const ip = nextIp();
    for (let i = 0; i < 6; i += 1) expect((await signInAttempt(server, ANN.email, ANN.password, ip)).status).toBe(200);
  });

  it('when one address has had 4 failures across accounts, then its next attempt gets 429, other addresses do not', async () => {
    const ip = nextIp();
    for (let i = 0; i < 4; i += 1)
      expect((await signInAttempt(server, `nobody${i}@example.com`, 'wrong-password', ip)).status).toBe(401);
    await expectTooManyAttempts(await signInAttempt(server, ANN.email, ANN.password, ip), 15 * 60, '15 minutes');
    expect((await signInAttempt(server, ANN.email, ANN.password, nextIp())).status).toBe(200);
  });

  it('when IPv6 addresses share a /64, then they share one counter', async () => {
    for (let i = 1; i <= 4; i += 1)
      expect(
        (await signInAttempt(server, `v6-${i}@example.com`, 'wrong-password', `2001:db8:aa:bb::${i}`)).status,
      ).toBe(401);
    expect((await signInAttempt(server, ANN.email, ANN.password, '2001:db8:aa:bb:ffff:1:2:3')).status).toBe(429);
    expect((await signInAttempt(server, ANN.email, ANN.password, '2001:db8:aa:bc::1')).status).toBe(200);
  });

  it('when a second API instance runs on the same database, then the counters are shared', async () => {
    const other = await startTestServer({ databaseOf: server, clock, env: LOW_LIMITS });
    try {
      const ip = nextIp();
      expect((await signInAttempt(server, 'x1@example.com', 'wrong-password', ip)).status).toBe(401);
      expect((await signInAttempt(other, 'x2@example.com', 'wrong-password', ip)).status).toBe(401);
      expect((await signInAttempt(server, 'x3@example.com', 'wrong-password', ip)).status).toBe(401);
      expect((await signInAttempt(other, 'x4@example.com', 'wrong-password', ip)).status).toBe(401);
      expect((await signInAttempt(other, ANN.email, ANN.password, ip)).status).toBe(429);
      expect((await signInAttempt(server, ANN.email, ANN.password, ip)).status).toBe(429);
    } finally {
      await other.close();
    }
  });

  it('when many attempts arrive at once, then no more than the limit get through', async () => {
    const ip = nextIp();
    const statuses = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        signInAttempt(server, `burst${i}@example.com`, 'wrong-password', ip).then((r) => r.status),
      ),
    );
    expect(statuses.filter((s) => s === 401)).toHaveLength(4);
    expect(statuses.filter((s) => s === 429)).toHaveLength(6);
  });
});

describe('registration and age-verification limits', () => {
  it('when an address has made 2 registration attempts in an hour, then the third gets 429', async () => {
    const ip = nextIp();
    expect(
      (await register(server, { name: 'Cy One', email: 'cy1@example.com', password: 'secret1' }, { ip })).status,
    ).toBe(201);
    expect(
      (
        await postJson(
          `${server.url}/api/auth/register`,
          { name: 'Cy Two', email: 'cy2@example.com', password: 'secret1' },
          { 'x-forwarded-for': ip },
        )
      ).status,
    ).toBe(403);
    const third = await postJson(
      `${server.url}/api/auth/register`,
      { name: 'Cy Three', email: 'cy3@example.com', password: 'secret1' },
      { 'x-forwarded-for': ip },
    );
    await expectTooManyAttempts(third, 60 * 60, '60 minutes');
  });

  it('when an address has checked an age 3 times in an hour, then the fourth check gets 429 and no proof', async () => {
    const ip = nextIp();
    const check = () => postJson(`${server.url}/api/auth/verify-age`, ADULT_AGE_CHECK, { 'x-forwarded-for': ip });
    for (let i = 0; i < 3; i += 1) expect((await check()).status).toBe(200);
    clock.advance(59 * 60_000 + 30_000);
    await expectTooManyAttempts(await check(), 30, '30 seconds');
    clock.advance(30_000);
    expect((await check()).status).toBe(200);
  });
});

describe('counter housekeeping', () => {
  it('when windows have ended, then their rows are deleted by a later attempt', async () => {
    await signInAttempt(server, 'old@example.com', 'wrong-password', nextIp());
    const keys = async () =>
      (await queryRows<{ key: string }>(server, 'SELECT key FROM rate_limit_counters')).map((r) => r.key);
    expect(await keys()).toContain('signin:account:old@example.com');
    clock.advance(2 * 60 * 60 * 1000);
    await signInAttempt(server, 'new@example.com', 'wrong-password', nextIp());
    expect(await keys()).not.toContain('signin:account:old@example.com');
    expect(await keys()).toContain('signin:account:new@example.com');
  });

  it('when a limit is off, then attempts are not counted', async () => {
    const unlimited = await startTestServer({
      clock,
      env: { RATE_LIMIT_SIGNIN_ACCOUNT_ADDRESS: 'off', RATE_LIMIT_SIGNIN_ACCOUNT: 'off', RATE_LIMIT_SIGNIN_IP: 'off' },
    });
    try {
      for (let i = 0; i < 4; i += 1)
        expect((await signInAttempt(unlimited, 'nobody@example.com', 'wrong-password', nextIp())).status).toBe(401);
      expect(await queryRows(unlimited, 'SELECT key FROM rate_limit_counters')).toEqual([]);
    } finally {
      await unlimited.close();
    }
  });
});
