import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';

/** A TCP port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Retries `check` until it passes (for effects that cross processes asynchronously: PostgreSQL
 * notifications, a restarted database), else fails with its last error after `timeoutMs`.
 */
export async function eventually(check: () => Promise<void>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await check();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

/** Waits until `url` answers 2xx. */
export const waitForOk = (url: string, timeoutMs = 30_000) =>
  eventually(async () => {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  }, timeoutMs);
