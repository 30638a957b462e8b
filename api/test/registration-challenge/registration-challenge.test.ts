// Registrations must carry a solved proof-of-work challenge, checked by the API, once each
// (docs/accounts.md#the-registration-challenge). Each refusal here was accepted before the check.
import { solveRegistrationChallenge } from '@ciao/contracts';
import type { RegistrationChallenge } from '@ciao/contracts';
import { REGISTRATION_CHALLENGE_MESSAGES } from '../../src/components/registration-challenge/registration-challenges';
import { jsonOf, queryRows, register, startTestServer, testClock, useTestServer } from '../support/test-server';
import type { TestServer } from '../support/test-server';
import { eventually } from '../support/waiting';

const ENV = {
  TRUST_PROXY: 'loopback',
  RATE_LIMIT_REGISTER_IP: 'off',
  RATE_LIMIT_VERIFY_AGE_IP: 'off',
  REGISTRATION_CHALLENGE: 'on',
  REGISTRATION_CHALLENGE_MAX_NUMBER: '2000',
};
const clock = testClock();

const server = useTestServer({ clock, env: ENV });

let accounts = 0;
const newAccount = () => {
  accounts += 1;
  return { name: 'Pat Worker', email: `pat${accounts}@example.com`, password: 'secret1' };
};
const challenge = async (target: TestServer = server) =>
  jsonOf<RegistrationChallenge>(await fetch(`${target.url}/api/auth/registration-challenge`));
async function solved(target: TestServer = server): Promise<string> {
  const solution = await solveRegistrationChallenge(await challenge(target));
  if (!solution) throw new Error('the challenge has no solution');
  return solution;
}
const decoded = (header: string) =>
  JSON.parse(Buffer.from(header, 'base64').toString('utf8')) as Record<string, unknown>;
const encoded = (payload: Record<string, unknown>) => Buffer.from(JSON.stringify(payload)).toString('base64');

async function refusal(account: { email: string }, response: Response) {
  const body: unknown = await response.json();
  const stored = await queryRows(server, 'SELECT 1 FROM users WHERE email = $1', [account.email]);
  return { status: response.status, body, stored: stored.length };
}

describe('POST /api/auth/register with REGISTRATION_CHALLENGE on', () => {
  it('when the challenge is solved, then the account is made', async () => {
    const response = await register(server, newAccount(), { challenge: await solved() });
    expect(response.status).toBe(201);
  });

  it('when no challenge is sent, then 400 and no account', async () => {
    const account = newAccount();
    expect(await refusal(account, await register(server, account))).toEqual({
      status: 400,
      body: { message: REGISTRATION_CHALLENGE_MESSAGES.required },
      stored: 0,
    });
  });

  it('when the solution is forged (another number, a challenge signed with another key, garbage), then 403 and no account', async () => {
    const good = decoded(await solved());
    const otherDeployment = await startTestServer({ clock, env: ENV });
    const foreign = await solved(otherDeployment);
    await otherDeployment.close();
    const forgeries = [
      encoded({ ...good, number: Number(good.number) + 1 }),
      encoded({ ...good, signature: '0'.repeat(64) }),
      foreign,
      encoded({ ...good, algorithm: 'SHA-1' }),
      'not base64 json',
    ];
    for (const forged of forgeries) {
      const account = newAccount();
      expect(await refusal(account, await register(server, account, { challenge: forged }))).toEqual({
        status: 403,
        body: { message: REGISTRATION_CHALLENGE_MESSAGES.failed },
        stored: 0,
      });
    }
  });

  it('when the challenge has expired (30 minutes), then 403 and no account', async () => {
    const solution = await solved();
    clock.advance(30 * 60_000 + 1_000);
    const account = newAccount();
    expect(await refusal(account, await register(server, account, { challenge: solution }))).toEqual({
      status: 403,
      body: { message: REGISTRATION_CHALLENGE_MESSAGES.expired },
      stored: 0,
    });
  });

  it('when a solution is replayed, on this instance or another, then 403 and no second account', async () => {
    const solution = await solved();
    expect((await register(server, newAccount(), { challenge: solution })).status).toBe(201);
    const other = await startTestServer({ clock, env: ENV, databaseOf: server });
    try {
      for (const target of [server, other]) {
        const account = newAccount();
        expect(await refusal(account, await register(target, account, { challenge: solution }))).toEqual({
          status: 403,
          body: { message: REGISTRATION_CHALLENGE_MESSAGES.used },
          stored: 0,
        });
      }
    } finally {
      await other.close();
    }
  });

  it('when the same solution is sent by 10 registrations at once, then exactly one account is made', async () => {
    const solution = await solved();
    const statuses = await Promise.all(
      Array.from({ length: 10 }, async () => (await register(server, newAccount(), { challenge: solution })).status),
    );
    expect(statuses.sort()).toEqual([201, ...Array<number>(9).fill(403)]);
  });
});

describe('spent challenges', () => {
  it('when they have expired, then the sweep forgets them (they are refused as expired anyway)', async () => {
    expect((await register(server, newAccount(), { challenge: await solved() })).status).toBe(201);
    const sweeping = await startTestServer({ clock, databaseOf: server, env: { ...ENV, SWEEP_INTERVAL_MS: '100' } });
    try {
      clock.advance(30 * 60_000 + 1_000);
      await eventually(async () =>
        expect(await queryRows(server, 'SELECT 1 FROM spent_registration_challenges')).toEqual([]),
      );
    } finally {
      await sweeping.close();
    }
  });
});

describe('REGISTRATION_CHALLENGE=off', () => {
  it('when the check is off, then a registration without a challenge is accepted', async () => {
    const off = await startTestServer({ clock, env: { ...ENV, REGISTRATION_CHALLENGE: 'off' } });
    try {
      expect((await register(off, newAccount())).status).toBe(201);
    } finally {
      await off.close();
    }
  });
});
