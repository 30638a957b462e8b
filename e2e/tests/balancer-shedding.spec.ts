import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test, expect } from '@playwright/test';
import { e2e } from '../support/env';
import { startHaproxy, type Haproxy } from '../support/haproxy';

// Shedding at the balancer (docs/deploying.md, "Shedding at the balancer"): deploy/haproxy.cfg in
// front of the test API (twice, as its two servers) with one request per instance and one waiting
// at most. Requests past that are refused by HAProxy itself, with the API's 503 and Retry-After.

let haproxy: Haproxy;
let dir: string;

test.beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'ciao-shedding-'));
  const api = new URL(e2e.baseURL).host;
  haproxy = await startHaproxy({
    servers: [api, api],
    dir,
    env: { BALANCER_SERVER_MAXCONN: '1', BALANCER_MAX_QUEUE: '1' },
  });
});

test.afterAll(async () => {
  const exited = once(haproxy.process, 'exit');
  haproxy.process.kill('SIGTERM');
  await exited;
  rmSync(dir, { recursive: true, force: true });
});

/** A sign-in whose body never finishes: it keeps an instance's one slot until destroyed. */
function heldRequest(url: string) {
  const held = request(`${url}/api/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'content-length': '1000' },
  });
  held.on('error', () => {});
  held.write('{');
  return () => held.destroy();
}

const answer = async (response: Response) => ({
  status: response.status,
  retryAfter: response.headers.get('retry-after'),
  refusedBy: response.headers.get('x-refused-by'),
  body: (await response.json()) as unknown,
});

const REFUSED = {
  status: 503,
  retryAfter: '2',
  refusedBy: 'balancer',
  body: { message: 'Service temporarily unavailable. Please try again shortly.' },
};

test('when both instances are busy with as many requests as they take, then the balancer refuses more itself with 503 and Retry-After, lets live streams through, and serves again once they are free', async () => {
  const releases = [heldRequest(haproxy.url), heldRequest(haproxy.url)];
  try {
    // Once both slots are taken and one request waits, the next is refused at once (the queue is full)...
    const waiting: Promise<Response>[] = [];
    await expect
      .poll(async () => {
        waiting.push(fetch(`${haproxy.url}/api/health`));
        return answer(await fetch(`${haproxy.url}/api/health`));
      })
      .toEqual(REFUSED);
    // ...and one that waited is refused when `timeout queue` ends, never passed on late.
    const waited = await Promise.all(waiting.map(async (w) => answer(await w)));
    expect(waited.at(-1)).toEqual(REFUSED);
    // A live stream holds its connection for as long as a dashboard is open: not one of the slots.
    const live = await fetch(`${haproxy.url}/api/user/someone/live`);
    expect([live.status, live.headers.get('x-refused-by')]).toEqual([401, null]);
  } finally {
    for (const release of releases) release();
  }
  await expect.poll(async () => (await fetch(`${haproxy.url}/api/health`)).status).toBe(200);
});
