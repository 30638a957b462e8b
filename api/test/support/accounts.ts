import type { SessionResponse } from '@ciao/contracts';
import { jsonOf, register, sessionCookieOf } from './test-server';
import type { TestServer } from './test-server';

export type Account = { id: string; cookie: string };

/**
 * Registers accounts through the real endpoint, each from a fresh address of `subnet` (X-Forwarded-For:
 * the server must trust loopback) unless a test gives one; `server` is read when called, after beforeAll.
 */
export function accountRegistrar(subnet: string, server: () => TestServer) {
  let accounts = 0;
  let lastOctet = 0;
  const nextIp = () => `${subnet}.${++lastOctet}`;

  async function registered(name: string, ip = nextIp(), target: TestServer = server()): Promise<Account> {
    accounts += 1;
    const response = await register(
      target,
      { name, email: `${name.toLowerCase()}.${accounts}@example.com`, password: 'secret1' },
      { ip },
    );
    if (response.status !== 201) throw new Error(`registration failed: ${response.status} ${await response.text()}`);
    const { user } = await jsonOf<SessionResponse>(response);
    return { id: user.id, cookie: `ciao_session=${sessionCookieOf(response)?.value}` };
  }

  return { registered, nextIp };
}
