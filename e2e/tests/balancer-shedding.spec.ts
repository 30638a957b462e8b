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

type Answer = { status: number; retryAfter: string | null; refusedBy: string | null; body: unknown };

const REFUSED: Answer = {
  status: 503,
  retryAfter: '2',
  refusedBy: 'balancer',
  body: { message: 'Service temporarily unavailable. Please try again shortly.' },
};

/**
 * A sign-in whose body never finishes: admitted, it keeps an instance's one slot until released;
 * `answered`: what the balancer answers it, if it does before then.
 */
function heldRequest(url: string) {
  const held = request(`${url}/api/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'content-length': '1000' },
  });
  const answered = new Promise<Answer | undefined>((resolve) => {
    held.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          retryAfter: res.headers['retry-after'] ?? null,
          refusedBy: (res.headers['x-refused-by'] as string | undefined) ?? null,
          body: JSON.parse(text) as unknown,
        }),
      );
    });
    held.on('error', () => resolve(undefined));
  });
  held.write('{');
  return { answered, release: () => held.destroy() };
}

const answer = async (response: Response): Promise<Answer> => ({
  status: response.status,
  retryAfter: response.headers.get('retry-after'),
  refusedBy: response.headers.get('x-refused-by'),
  body: (await response.json()) as unknown,
});

test('when both instances are busy with as many requests as they take, then the balancer refuses more itself with 503 and Retry-After, lets live streams through, and serves again once they are free', async () => {
  // Two take the instances' slots, the third waits in the queue.
  const held = [heldRequest(haproxy.url), heldRequest(haproxy.url), heldRequest(haproxy.url)];
  try {
    // The queue is full: the next request is refused by HAProxy itself...
    await expect.poll(async () => answer(await fetch(`${haproxy.url}/api/health`))).toEqual(REFUSED);
    // ...and the one that waited is refused when `timeout queue` ends, never passed on late.
    expect(await Promise.race(held.map((h) => h.answered))).toEqual(REFUSED);
    // A live stream holds its connection for as long as a dashboard is open: not one of the slots.
    const live = await fetch(`${haproxy.url}/api/user/someone/live`);
    expect([live.status, live.headers.get('x-refused-by')]).toEqual([401, null]);
  } finally {
    for (const h of held) h.release();
  }
  await expect.poll(async () => (await fetch(`${haproxy.url}/api/health`)).status).toBe(200);
});
