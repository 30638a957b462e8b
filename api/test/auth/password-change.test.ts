// Password change from the profile (docs/accounts.md, "Password change"): the current password
// required and counted like a sign-in, every other session ended (on every instance), this one
// kept, the security alert mailed through a real SMTP server.
import { WRONG_CURRENT_PASSWORD } from '../../src/components/auth/password-change';
import { useTestMailbox } from '../support/mailbox';
import {
  postJson,
  queryRows,
  sessionStatus,
  signIn,
  startTestServer,
  testClock,
  useTestServer,
} from '../support/test-server';
import { eventually } from '../support/waiting';

const clock = testClock();
const mailbox = useTestMailbox();
const server = useTestServer({
  clock,
  env: () => ({ ...mailbox.env, RATE_LIMIT_SIGNIN_ACCOUNT_ADDRESS: '3/15m' }),
});
let accounts = 0;

async function newAccount(): Promise<{ id: string; email: string; cookie: string }> {
  const email = `change-${++accounts}@example.com`;
  const user = await server.accounts.createUser({ email, password: 'old-secret', name: 'Change' });
  return { id: user.id, email, cookie: await signIn(server, { email, password: 'old-secret' }) };
}

const changePassword = (account: { id: string; cookie: string }, body: unknown) =>
  postJson(`${server.url}/api/user/${account.id}/password`, body, { cookie: account.cookie });

const signInStatus = async (email: string, password: string) =>
  (await postJson(`${server.url}/api/auth/signin`, { username: email, password })).status;

it('when the current password is right, then the password changes, every other session ends (on every instance), this one stays, and the alert is mailed', async () => {
  const other = await startTestServer({ clock, databaseOf: server, env: mailbox.env });
  try {
    const account = await newAccount();
    const laptop = await signIn(server, { email: account.email, password: 'old-secret' });
    const tablet = await signIn(other, { email: account.email, password: 'old-secret' });
    expect(await sessionStatus(other, tablet)).toBe(200); // cached there

    const response = await changePassword(account, { currentPassword: 'old-secret', newPassword: 'new-secret' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ signedOutDevices: 2 });

    expect(await sessionStatus(server, account.cookie)).toBe(200);
    expect(await sessionStatus(server, laptop)).toBe(401);
    await eventually(async () => expect(await sessionStatus(other, tablet)).toBe(401));
    expect(await signInStatus(account.email, 'old-secret')).toBe(401);
    expect(await signInStatus(account.email, 'new-secret')).toBe(200);
    // The security alert (by push and e-mail by default); the new-device sign-ins above mailed theirs too.
    await mailbox.waitForMail(account.email, { subject: 'Your $CIAO MINING password was changed' });
  } finally {
    await other.close();
  }
});

it('when the current password is wrong, then 403 with its message and nothing changes: no session ends, no mail', async () => {
  const account = await newAccount();
  const laptop = await signIn(server, { email: account.email, password: 'old-secret' });

  const response = await changePassword(account, { currentPassword: 'not-it', newPassword: 'new-secret' });
  expect(response.status).toBe(403);
  expect(await response.json()).toEqual({ message: WRONG_CURRENT_PASSWORD });

  expect(await sessionStatus(server, laptop)).toBe(200);
  expect(await sessionStatus(server, account.cookie)).toBe(200);
  expect(await signInStatus(account.email, 'new-secret')).toBe(401);
  expect(await signInStatus(account.email, 'old-secret')).toBe(200);
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(mailbox.to(account.email).map((m) => m.subject)).not.toContain('Your $CIAO MINING password was changed');
  expect(
    await queryRows(server, "SELECT 1 FROM mail_outbox WHERE user_id = $1 AND kind = 'passwordChanged'", [account.id]),
  ).toEqual([]);
});

it("when the new password breaks registration's rules, the body is not the schema's, or the path names another user, then 4xx and nothing changes", async () => {
  const account = await newAccount();
  const other = await newAccount();
  for (const body of [
    { currentPassword: 'old-secret', newPassword: '12345' },
    { currentPassword: '', newPassword: 'new-secret' },
    { currentPassword: 'old-secret' },
    { currentPassword: 'old-secret', newPassword: 'new-secret', email: 'x@example.com' },
  ]) {
    const response = await changePassword(account, body);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: 'Invalid request' });
  }
  const theirs = await changePassword(
    { id: other.id, cookie: account.cookie },
    { currentPassword: 'old-secret', newPassword: 'new-secret' },
  );
  expect(theirs.status).toBe(403);
  for (const { email } of [account, other]) expect(await signInStatus(email, 'old-secret')).toBe(200);
});

it('when the current password is guessed, then the sign-in limits count the guesses: the fourth try is 429, even with the right password, and sign-in is limited too', async () => {
  const account = await newAccount();
  for (let i = 0; i < 3; i += 1)
    expect((await changePassword(account, { currentPassword: `guess-${i}`, newPassword: 'new-secret' })).status).toBe(
      403,
    );
  const limited = await changePassword(account, { currentPassword: 'old-secret', newPassword: 'new-secret' });
  expect(limited.status).toBe(429);
  expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
  expect(await signInStatus(account.email, 'old-secret')).toBe(429);

  clock.advance(15 * 60_000);
  expect((await changePassword(account, { currentPassword: 'old-secret', newPassword: 'new-secret' })).status).toBe(
    200,
  );
});
