// Password reset (docs/accounts.md, "Password reset"): the mail through a real SMTP server, the
// single-use link, the answers that tell nothing about an address, the sessions that end.
import { ACCOUNT_MESSAGES, RESET_LINK_MESSAGES } from '@ciao/contracts';
import { linkIn, useTestMailbox } from '../support/mailbox';
import {
  postJson,
  queryRows,
  sessionCookieOf,
  sessionStatus,
  signIn,
  startTestServer,
  testClock,
  useTestServer,
} from '../support/test-server';
import type { TestServer } from '../support/test-server';
import { eventually } from '../support/waiting';

const MINUTE = 60_000;
const clock = testClock();
const mailbox = useTestMailbox();
const server = useTestServer({
  clock,
  env: () => ({
    ...mailbox.env,
    TRUST_PROXY: 'loopback',
    RATE_LIMIT_PASSWORD_RESET_ACCOUNT: '3/1h',
    RATE_LIMIT_PASSWORD_RESET_IP: '30/1h',
  }),
});
let accounts = 0;
let addresses = 0;

/** Each request from an address of its own, unless a test gives one: the per-address limit stays out of the way. */
const fromAddress = (ip = `198.51.100.${++addresses}`) => ({ 'x-forwarded-for': ip });
const askForReset = (email: string, ip?: string) =>
  postJson(`${server.url}/api/auth/password-reset`, { email }, fromAddress(ip));
const confirm = (body: unknown, target: TestServer = server) =>
  postJson(`${target.url}/api/auth/password-reset/confirm`, body, fromAddress());

async function newAccount(): Promise<{ id: string; email: string; cookie: string }> {
  const email = `reset-${++accounts}@example.com`;
  const user = await server.accounts.createUser({ email, password: 'old-secret', name: 'Reset' });
  return { id: user.id, email, cookie: await signIn(server, { email, password: 'old-secret' }) };
}

/** Asks for a link and returns the token of the `count`-th reset mail to `email`. */
async function resetToken(email: string, count = 1): Promise<string> {
  expect((await askForReset(email)).status).toBe(202);
  const mail = await mailbox.waitForMail(email, { count, subject: 'Reset your $CIAO MINING password' });
  return linkIn(mail, `${server.url}/auth/reset?token=`).searchParams.get('token') ?? '';
}

describe('asking for a link', () => {
  it('when the address has an account or not, then the answer is the same 202 and text, in the same time; only the account gets a mail', async () => {
    const known = await Promise.all(Array.from({ length: 16 }, () => newAccount()));
    const unknown = known.map((_, i) => `nobody-${i}@example.com`);
    const timed = async (email: string) => {
      const started = performance.now();
      const response = await askForReset(email);
      return { status: response.status, body: await response.json(), ms: performance.now() - started };
    };
    const knownAnswers = [];
    const unknownAnswers = [];
    // Alternating, so a slower moment of the machine falls on both; the account's mail is out before
    // the next request, so the work after an answer does not slow the next one down.
    for (let i = 0; i < known.length; i += 1) {
      knownAnswers.push(await timed(known[i]?.email ?? ''));
      await mailbox.waitForMail(known[i]?.email ?? '');
      unknownAnswers.push(await timed(unknown[i] ?? ''));
    }
    for (const answer of [...knownAnswers, ...unknownAnswers])
      expect(answer).toMatchObject({ status: 202, body: { message: ACCOUNT_MESSAGES.passwordResetSent } });
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
    // The answer goes before any look-up: both paths do the same work (validation, two rate-limit
    // counts). On a busy machine (parallel Jest workers) single answers range from 10 to 150 ms, so
    // the medians are compared within 25 ms or the smaller median, whichever is more: a difference
    // that large would still show work done on one path only (an SMTP exchange, a mail rendered and
    // sent before answering).
    const [knownMedian, unknownMedian] = [
      median(knownAnswers.map((a) => a.ms)),
      median(unknownAnswers.map((a) => a.ms)),
    ];
    expect(Math.abs(knownMedian - unknownMedian)).toBeLessThan(Math.max(25, Math.min(knownMedian, unknownMedian)));

    await new Promise((resolve) => setTimeout(resolve, 200));
    for (const email of unknown) expect(mailbox.to(email)).toHaveLength(0);
  });

  it('when the body is not { email }, then 400 and nothing is sent', async () => {
    for (const body of [{}, { email: 'not-an-address' }, { email: 'a@example.com', extra: 1 }, 'text']) {
      const response = await askForReset(body as never);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ message: expect.any(String) });
    }
    const raw = await postJson(
      `${server.url}/api/auth/password-reset`,
      { email: 'x@example.com', more: true },
      fromAddress(),
    );
    expect(raw.status).toBe(400);
  });

  it('when one address is asked for too often, then 429 whether or not it has an account', async () => {
    const { email } = await newAccount();
    for (const address of [email, 'nobody-limited@example.com']) {
      for (let i = 0; i < 3; i += 1) expect((await askForReset(address)).status).toBe(202);
      const refused = await askForReset(address);
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    }
  });

  it('when one client address asks too often, then 429', async () => {
    const ip = '203.0.113.9';
    for (let i = 0; i < 30; i += 1) expect((await askForReset(`many-${i}@example.com`, ip)).status).toBe(202);
    expect((await askForReset('many-last@example.com', ip)).status).toBe(429);
  });
});

describe('using the link', () => {
  it('when the link is used, then the password is set, every other session ends, this browser is signed in, an alert is mailed; the link works once', async () => {
    const account = await newAccount();
    const otherDevice = await signIn(server, { email: account.email, password: 'old-secret' });
    const token = await resetToken(account.email);

    const response = await confirm({ token, password: 'new-secret' });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ user: { id: account.id, email: account.email } });
    const cookie = `ciao_session=${sessionCookieOf(response)?.value}`;
    expect(await sessionStatus(server, cookie)).toBe(200);
    expect(await sessionStatus(server, account.cookie)).toBe(401);
    expect(await sessionStatus(server, otherDevice)).toBe(401);
    await expect(signIn(server, { email: account.email, password: 'new-secret' })).resolves.toMatch(/^ciao_session=/);
    expect(
      (await postJson(`${server.url}/api/auth/signin`, { username: account.email, password: 'old-secret' })).status,
    ).toBe(401);

    // The security alert (Security Alerts: push and e-mail by default), the one "password changed" listener's.
    const alert = await mailbox.waitForMail(account.email, { subject: 'Your $CIAO MINING password was changed' });
    expect(alert.text).toContain('Your password was changed and every other device was signed out.');

    const again = await confirm({ token, password: 'third-secret' });
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({ message: RESET_LINK_MESSAGES.used, code: 'link-used' });
    // The token is kept only as its hash, and the sent mail's link is gone from the outbox.
    expect(await queryRows(server, 'SELECT 1 FROM password_reset_links WHERE token_hash = $1', [token])).toHaveLength(
      0,
    );
    expect(
      await queryRows(server, "SELECT 1 FROM mail_outbox WHERE payload::text LIKE '%' || $1 || '%'", [token]),
    ).toHaveLength(0);
  });

  it('when a newer link was sent, then the older one fails and the newer works', async () => {
    const { email } = await newAccount();
    const older = await resetToken(email, 1);
    const newer = await resetToken(email, 2);
    const refused = await confirm({ token: older, password: 'new-secret' });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ message: RESET_LINK_MESSAGES.invalid, code: 'link-invalid' });
    expect((await confirm({ token: newer, password: 'new-secret' })).status).toBe(200);
  });

  it('when the password is changed from the profile after a link was sent, then the link no longer works', async () => {
    const account = await newAccount();
    const token = await resetToken(account.email);
    const changed = await postJson(
      `${server.url}/api/user/${account.id}/password`,
      { currentPassword: 'old-secret', newPassword: 'changed-secret' },
      { cookie: account.cookie },
    );
    expect(changed.status).toBe(200);
    const refused = await confirm({ token, password: 'attackers-secret' });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ message: RESET_LINK_MESSAGES.invalid, code: 'link-invalid' });
    await expect(signIn(server, { email: account.email, password: 'changed-secret' })).resolves.toMatch(
      /^ciao_session=/,
    );
  });

  it('when 30 minutes have passed, then the link has expired', async () => {
    const { email } = await newAccount();
    const token = await resetToken(email);
    clock.advance(30 * MINUTE);
    const refused = await confirm({ token, password: 'new-secret' });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ message: RESET_LINK_MESSAGES.expired, code: 'link-expired' });
    await expect(signIn(server, { email, password: 'old-secret' })).resolves.toMatch(/^ciao_session=/);
  });

  it('when the token is unknown or malformed, or the password breaks the rules, then 400 and nothing changes', async () => {
    const { email } = await newAccount();
    const token = await resetToken(email);
    const unknown = await confirm({ token: 'A'.repeat(43), password: 'new-secret' });
    expect(await unknown.json()).toEqual({ message: RESET_LINK_MESSAGES.invalid, code: 'link-invalid' });
    for (const body of [
      { token: 'short', password: 'new-secret' },
      { token, password: '12345' },
      { token },
      { token, password: 'new-secret', extra: 1 },
    ]) {
      const response = await confirm(body);
      expect(response.status).toBe(400);
    }
    await expect(signIn(server, { email, password: 'old-secret' })).resolves.toMatch(/^ciao_session=/);
    expect((await confirm({ token, password: 'new-secret' })).status).toBe(200);
  });

  it('when another instance had the session cached, then it is signed out there too', async () => {
    const other = await startTestServer({ clock, databaseOf: server, env: mailbox.env });
    try {
      const account = await newAccount();
      const there = await signIn(other, { email: account.email, password: 'old-secret' });
      expect(await sessionStatus(other, there)).toBe(200); // cached there now
      const token = await resetToken(account.email);
      expect((await confirm({ token, password: 'new-secret' })).status).toBe(200);
      await eventually(async () => expect(await sessionStatus(other, there)).toBe(401));
    } finally {
      await other.close();
    }
  });
});
