import type { SessionResponse } from '@ciao/contracts';
import { verifyEmail } from './email-verification';
import { jsonOf, register, sessionCookieOf } from './test-server';
import type { TestServer } from './test-server';

export type Account = { id: string; cookie: string };

/**
 * Registers accounts through the real endpoint, each from a fresh address of `subnet` (X-Forwarded-For:
 * the server must trust loopback) unless a test gives one; `server` is read when called, after beforeAll.
 * `verified`: each account then follows its verification mail's link (codes need a verified address).
 */
export function accountRegistrar(subnet: string, server: () => TestServer, options: { verified?: boolean } = {}) {
  let accounts = 0;
  let lastOctet = 0;
  const nextIp = () => `${subnet}.${++lastOctet}`;

  async function registered(name: string, ip = nextIp(), target: TestServer = server()): Promise<Account> {
    accounts += 1;
    const email = `${name.toLowerCase()}.${accounts}@example.com`;
    const response = await register(target, { name, email, password: 'secret1' }, { ip });
    if (response.status !== 201) throw new Error(`registration failed: ${response.status} ${await response.text()}`);
    if (options.verified) await verifyEmail(target, email);
    const { user } = await jsonOf<SessionResponse>(response);
    return { id: user.id, cookie: `ciao_session=${sessionCookieOf(response)?.value}` };
  }

  return { registered, nextIp };
}
