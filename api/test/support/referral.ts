import type { ReferralCode, ReferralStats } from '@ciao/contracts';
import type { Account } from './accounts';
import { postJson, queryRows } from './test-server';
import type { TestServer } from './test-server';

/** Registration from chosen addresses (X-Forwarded-For) without the per-address limits; use-code unlimited unless a test says so. */
export const REFERRAL_TEST_ENV = {
  TRUST_PROXY: 'loopback',
  RATE_LIMIT_REGISTER_IP: 'off',
  RATE_LIMIT_VERIFY_AGE_IP: 'off',
  RATE_LIMIT_REFERRAL_USE: 'off',
};

/** The referral reads of a test file's server: any GET as JSON (from `target`, the file's server unless named), a code, the stats. */
export function referralReads(server: () => TestServer) {
  async function getJson<T>(
    path: string,
    cookie?: string,
    target: TestServer = server(),
  ): Promise<{ status: number; body: T }> {
    const response = await fetch(`${target.url}${path}`, { headers: cookie ? { cookie } : {} });
    return { status: response.status, body: (await response.json()) as T };
  }
  const myCode = async (account: Account) =>
    (await getJson<ReferralCode>('/api/referral/my-code', account.cookie)).body.code;
  const statsOf = async (account: Account) =>
    (await getJson<ReferralStats>('/api/referral/stats', account.cookie)).body;
  return { getJson, myCode, statsOf };
}

/** `invitee` uses `referrer`'s referral code (read from the database: the referrer's page need not be read). */
export async function invite(server: TestServer, referrer: { id: string }, invitee: { cookie: string }): Promise<void> {
  const [{ code } = { code: '' }] = await queryRows<{ code: string }>(
    server,
    'SELECT referral_code AS code FROM users WHERE id = $1',
    [referrer.id],
  );
  const used = await postJson(`${server.url}/api/referral/use-code`, { code }, { cookie: invitee.cookie });
  if (used.status !== 200) throw new Error(`use-code answered ${used.status}: ${await used.text()}`);
}
