import type { Account } from '../support/accounts';
import { cookieOf, postJson, queryRows, signedInAccount, testClock, useTestServer } from '../support/test-server';

const DEVICE_COOKIE = 'ciao_device';

// The flags raised by sign-ins and balances (docs/admin.md, "Flags"): each raised by its cause, in
// the cause's transaction, once per cause; none raised by normal use.

const MINUTE = 60_000;
const clock = testClock();

const server = useTestServer({
  clock,
  fixedPrice: true,
  env: {
    TRUST_PROXY: 'loopback',
    FLAG_SIGN_IN_DEVICES: '3',
    FLAG_SIGN_IN_ADDRESSES: '3',
  },
});

let customers = 0;
const newCustomer = (): Promise<Account> => signedInAccount(server, `cause${++customers}@example.com`);

const flagsOf = (customerId: string) =>
  queryRows<{ kind: string; status: string; evidence: Record<string, unknown>; reason: string }>(
    server,
    'SELECT kind, status, evidence, reason FROM flags WHERE customer_user_id = $1 ORDER BY id',
    [customerId],
  );

describe('sign-ins from many devices or addresses in a day', () => {
  const password = 'secret1';
  /** A sign-in from `address` (through the trusted proxy), with the device cookie when given; answers the device cookie. */
  async function signInFrom(email: string, address: string, device?: string): Promise<string> {
    const response = await postJson(
      `${server.url}/api/auth/signin`,
      { username: email, password },
      { 'x-forwarded-for': address, ...(device ? { cookie: `${DEVICE_COOKIE}=${device}` } : {}) },
    );
    expect(response.status).toBe(200);
    return cookieOf(response, DEVICE_COOKIE)?.value ?? '';
  }

  // signedInAccount signed in once already, from 127.0.0.1 on a device of its own.
  it('when an account signs in from more devices than the limit in a day, then one flag counts them', async () => {
    const { id } = await newCustomer();
    for (let i = 0; i < 4; i++) await signInFrom(`cause${customers}@example.com`, '203.0.113.7');

    expect(await flagsOf(id)).toEqual([
      {
        kind: 'many_devices',
        status: 'open',
        reason: 'Signed in from more than 3 devices or 3 addresses in a day',
        evidence: { day: '2026-01-15', devices: 5, addresses: 2 },
      },
    ]);
  });

  it('when an account signs in on one device from more addresses than the limit in a day, then a flag counts them', async () => {
    const { id } = await newCustomer();
    const device = await signInFrom(`cause${customers}@example.com`, '203.0.113.1');
    for (let i = 2; i <= 4; i++) await signInFrom(`cause${customers}@example.com`, `203.0.113.${i}`, device);

    expect(await flagsOf(id)).toEqual([
      expect.objectContaining({ kind: 'many_devices', evidence: { day: '2026-01-15', devices: 2, addresses: 5 } }),
    ]);
  });

  it('when an account signs in often from a few devices and addresses, day after day, then nothing is raised', async () => {
    const { id } = await newCustomer();
    const email = `cause${customers}@example.com`;
    const phone = await signInFrom(email, '203.0.113.50');
    const laptop = await signInFrom(email, '198.51.100.0');
    for (let day = 0; day < 3; day++) {
      for (let i = 0; i < 3; i++) {
        await signInFrom(email, '203.0.113.50', phone);
        await signInFrom(email, `198.51.100.${day}`, laptop);
      }
      clock.advance(24 * 60 * MINUTE);
    }

    expect(await flagsOf(id)).toEqual([]);
    expect(
      await queryRows(server, 'SELECT day::text FROM sign_in_addresses WHERE user_id = $1 GROUP BY day', [id]),
    ).toHaveLength(1);
  });

  it('when the account is deleted, then its sign-in addresses are erased with it', async () => {
    const { id, cookie } = await newCustomer();
    await signInFrom(`cause${customers}@example.com`, '203.0.113.9');
    const deleted = await fetch(`${server.url}/api/user/profile`, { method: 'DELETE', headers: { cookie } });
    expect(deleted.status).toBe(200);
    expect(await queryRows(server, 'SELECT 1 FROM sign_in_addresses WHERE user_id = $1', [id])).toEqual([]);
  });
});
