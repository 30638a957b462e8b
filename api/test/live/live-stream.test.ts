import fc from 'fast-check';
import { contractProgressAt, liveChangeSchema, liveStateSchema, timingOf } from '@ciao/contracts';
import type { LiveState } from '@ciao/contracts';
import { creditCiao, postJson, signedInAccount, testClock, useTestServer } from '../support/test-server';
import type { TestServer } from '../support/test-server';
import { LOCK_WAITERS_SQL, holdTable, reply, sideConnection } from '../support/instances';
import { openEventStream } from '../support/event-stream';
import type { StreamEvent } from '../support/event-stream';
import { eventually } from '../support/waiting';

/**
 * GET /api/user/{id}/live (docs/api.md, "Live stream"): the whole state first, equal to the polled
 * answers; then only what changed, from any instance, through the change feed.
 */
const HOUR = 3_600_000;
type User = { id: string; cookie: string };

const streamOf = (server: TestServer, user: User, headers: Record<string, string> = {}) =>
  openEventStream(`${server.url}/api/user/${user.id}/live`, { cookie: user.cookie, ...headers });
const get = async (server: TestServer, user: User, path: string) =>
  (await reply(fetch(`${server.url}${path}`, { headers: { cookie: user.cookie } }))).body;
const isState = (e: StreamEvent) => e.event === 'state';
const dataOf = (e: StreamEvent) => liveChangeSchema.parse(JSON.parse(e.data));

/** The polled answers, named as the stream's sections. */
async function polledState(server: TestServer, user: User) {
  const path = (p: string) => `/api/user/${user.id}${p}`;
  return {
    stats: await get(server, user, path('/stats')),
    activeContracts: await get(server, user, path('/contracts/active')),
    pendingRewards: await get(server, user, path('/rewards/pending')),
    claimsTotal: await get(server, user, path('/claims/total')),
    eligibility: await get(server, user, path('/store-credit/eligibility')),
    storeCreditCodes: await get(server, user, path('/store-credit/codes')),
  };
}
const withoutEnds = (state: LiveState) => ({
  ...state,
  activeContracts: state.activeContracts.map(({ endsAt: _endsAt, ...contract }) => contract),
});

describe('the live stream across two instances', () => {
  // Instance one's clock stands still: only instance two (its sweep every 100 ms) completes contracts.
  const stillClock = testClock();
  const movingClock = testClock();
  const one = useTestServer({ clock: stillClock });
  const two = useTestServer({ databaseOf: one, clock: movingClock, env: { SWEEP_INTERVAL_MS: '100' } });

  it('refuses anonymous readers (401) and other users (403) with the JSON error', async () => {
    const ann = await signedInAccount(one, 'ann-live@example.com');
    const bob = await signedInAccount(one, 'bob-live@example.com');
    const anonymous = await fetch(`${one.url}/api/user/${ann.id}/live`);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ message: expect.any(String) });
    const other = await fetch(`${one.url}/api/user/${ann.id}/live`, { headers: { cookie: bob.cookie } });
    expect(other.status).toBe(403);
    expect(await other.json()).toEqual({ message: 'You can only access your own account' });
  });

  it('sends the whole state first, equal to the polled answers, and the price; unbuffered', async () => {
    const user = await signedInAccount(one, 'first-state@example.com');
    await creditCiao(one, user.id, '12.5');
    const stream = await streamOf(one, user);
    try {
      expect(stream.response.status).toBe(200);
      expect(stream.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
      expect(stream.response.headers.get('cache-control')).toContain('no-transform');
      expect(stream.response.headers.get('content-encoding')).toBeNull();
      const first = await stream.next(isState);
      const state = liveStateSchema.parse(JSON.parse(first.data));
      expect(withoutEnds(state)).toEqual(await polledState(one, user));
      expect(state.pendingRewards).toEqual({ pendingRewards: '12.5' });
      const price = await stream.next((e) => e.event === 'price');
      expect(JSON.parse(price.data)).toEqual(await get(one, user, '/api/price/ciao'));
    } finally {
      await stream.close();
    }
  });

  it("sends only what changed when a contract starts on another instance, and a completion by the other instance's sweep within 1 s", async () => {
    const user = await signedInAccount(one, 'completion@example.com');
    const stream = await streamOf(one, user);
    try {
      const first = await stream.next(isState);
      const started = await postJson(
        `${two.url}/api/user/${user.id}/contracts`,
        { duration: 1, miningRate: '1' },
        { cookie: user.cookie },
      );
      expect(started.status).toBe(201);
      const startEvent = await stream.next(isState, { from: stream.events.indexOf(first) + 1 });
      const change = dataOf(startEvent);
      expect(Object.keys(change).sort()).toEqual(['activeContracts', 'at', 'stats']);
      const [contract] = change.activeContracts ?? [];
      expect(contract).toMatchObject({
        status: 'active',
        duration: 1,
        endsAt: new Date(stillClock.now().getTime() + HOUR).toISOString(),
      });

      // Instance two's time passes the end: its sweep completes the contract; the phone is on instance one.
      const from = stream.events.length;
      const due = Date.now();
      movingClock.advance(HOUR);
      const completion = await stream.next((e) => isState(e) && (dataOf(e).activeContracts?.length ?? 1) === 0, {
        from,
      });
      expect(completion.at - due).toBeLessThan(1_000);
      const completed = dataOf(completion);
      expect(completed.pendingRewards).toEqual({ pendingRewards: contract?.expectedReward });
      expect(completed.stats).toMatchObject({ activeContracts: 0, totalMined: contract?.expectedReward });
      expect(completed.claimsTotal).toBeUndefined();
    } finally {
      await stream.close();
    }
  });

  it('resumes with Last-Event-ID: nothing again while the state is current, the whole state otherwise', async () => {
    const user = await signedInAccount(one, 'resume@example.com');
    const first = await streamOf(one, user);
    const { id } = await first.next(isState);
    await first.close();
    expect(id).toEqual(expect.any(String));

    const resumed = await streamOf(two, user, { 'last-event-id': id ?? '' });
    await resumed.next((e) => e.event === 'price');
    expect(resumed.events.filter(isState)).toEqual([]);
    await resumed.close();

    await creditCiao(one, user.id, '1');
    await eventually(async () =>
      expect(await get(two, user, `/api/user/${user.id}/rewards/pending`)).toEqual({ pendingRewards: '1' }),
    );
    const behind = await streamOf(two, user, { 'last-event-id': id ?? '' });
    const whole = liveStateSchema.parse(JSON.parse((await behind.next(isState)).data));
    expect(whole.pendingRewards).toEqual({ pendingRewards: '1' });
    await behind.close();
  });

  it('gives the data for the progress the API polls: equal at any moment (the shared function, random moments)', async () => {
    const user = await signedInAccount(one, 'progress@example.com');
    const stream = await streamOf(one, user);
    try {
      await stream.next(isState);
      const from = stream.events.length;
      expect(
        (
          await postJson(
            `${one.url}/api/user/${user.id}/contracts`,
            { duration: 3, miningRate: '1' },
            { cookie: user.cookie },
          )
        ).status,
      ).toBe(201);
      const [contract] =
        dataOf(await stream.next((e) => isState(e) && (dataOf(e).activeContracts?.length ?? 0) === 1, { from }))
          .activeContracts ?? [];
      if (!contract) throw new Error('no running contract in the stream');
      let moved = 0;
      await fc.assert(
        fc.asyncProperty(fc.integer({ min: 0, max: 3 * HOUR - 1 }), async (offset) => {
          stillClock.advance(offset - moved);
          moved = offset;
          const polled = await get(one, user, `/api/contracts/${contract.id}/progress`);
          expect(polled).toEqual(contractProgressAt(timingOf(contract), stillClock.now().getTime()));
        }),
        { numRuns: 40 },
      );
      stillClock.advance(-moved);
    } finally {
      await stream.close();
    }
  });

  it('cuts the stream once its session ends on another instance (signed out, revoked, suspended): nothing more of the account reaches that device', async () => {
    const user = await signedInAccount(one, 'signed-out-live@example.com');
    const stream = await streamOf(one, user);
    try {
      await stream.next(isState);
      const signOut = await postJson(`${two.url}/api/auth/signout`, {}, { cookie: user.cookie });
      expect(signOut.status).toBeLessThan(300);
      await eventually(async () => expect(stream.ended).toBe(true));
      const again = await fetch(`${one.url}/api/user/${user.id}/live`, { headers: { cookie: user.cookie } });
      expect(again.status).toBe(401);
    } finally {
      await stream.close();
    }
  });
});

describe('admission control and the stream', () => {
  const server = useTestServer({ env: { ADMISSION_MAX_IN_FLIGHT: '1' } });

  it('an open stream does not count as a request in flight: with room for one, the polls are still answered', async () => {
    const user = await signedInAccount(server, 'admitted@example.com');
    const stream = await streamOf(server, user);
    try {
      await stream.next(isState);
      const poll = await fetch(`${server.url}/api/user/${user.id}/stats`, { headers: { cookie: user.cookie } });
      expect(poll.status).toBe(200);
    } finally {
      await stream.close();
    }
  });
});

describe('opens admitted on their own terms (ADMISSION_STREAM_OPENS_AT_ONCE=1, ADMISSION_STREAM_OPENS_WAITING=1)', () => {
  const server = useTestServer({
    env: { ADMISSION_MAX_IN_FLIGHT: '1', ADMISSION_STREAM_OPENS_AT_ONCE: '1', ADMISSION_STREAM_OPENS_WAITING: '1' },
  });

  it('one open works at a time, the next waits its turn, one more is told to come back later (204), never a 503; each waiting one gets its whole state in turn', async () => {
    const [ann, bob, carol] = [
      await signedInAccount(server, 'turn-ann@example.com'),
      await signedInAccount(server, 'turn-bob@example.com'),
      await signedInAccount(server, 'turn-carol@example.com'),
    ];
    const side = await sideConnection(server.database.url);
    // The contracts table held: an open's first state read waits, and so holds its turn.
    const release = await holdTable(side, 'contracts');
    const streams: Awaited<ReturnType<typeof streamOf>>[] = [];
    try {
      const first = streamOf(server, ann);
      await eventually(async () => expect((await side.rows<{ n: number }>(LOCK_WAITERS_SQL))[0]?.n).toBe(1));
      const second = streamOf(server, bob);
      // Past the one waiting: at once, 204 with Retry-After, nothing read.
      const third = await fetch(`${server.url}/api/user/${carol.id}/live`, {
        headers: { cookie: carol.cookie, accept: 'text/event-stream' },
      });
      expect(third.status).toBe(204);
      expect(third.headers.get('retry-after')).toBe('2');
      // The second waits without a read of its own (one lock waiter still), the first holds the one request in flight.
      expect((await side.rows<{ n: number }>(LOCK_WAITERS_SQL))[0]?.n).toBe(1);
      expect((await fetch(`${server.url}/api/user/${ann.id}/stats`, { headers: { cookie: ann.cookie } })).status).toBe(
        503,
      );
      await release();
      streams.push(await first, await second);
      for (const stream of streams) {
        expect(stream.response.status).toBe(200);
        expect(liveStateSchema.parse(JSON.parse((await stream.next(isState)).data))).toBeDefined();
      }
      // Both began: neither counts in flight any more, and a later open is admitted at once.
      const later = await streamOf(server, carol);
      streams.push(later);
      expect(later.response.status).toBe(200);
      expect((await later.next(isState)).event).toBe('state');
    } finally {
      await release();
      await Promise.all(streams.map((stream) => stream.close()));
      await side.close();
    }
  });
});

describe('a drain', () => {
  const server = useTestServer();

  it("ends every stream with a reconnect moment between 0.5 and 2.5 s (spread, so a restart's dashboards do not come back at once), and answers a new open 204", async () => {
    const users = await Promise.all(
      Array.from({ length: 8 }, (_, i) => signedInAccount(server, `drained-${i}@example.com`)),
    );
    const streams = await Promise.all(users.map((user) => streamOf(server, user)));
    try {
      await Promise.all(streams.map((stream) => stream.next(isState)));
      server.drain();
      await eventually(async () => expect(streams.every((stream) => stream.ended)).toBe(true));
      const retries = streams.map((stream) => stream.retry ?? 0);
      for (const retry of retries) expect(retry).toBeGreaterThanOrEqual(500);
      for (const retry of retries) expect(retry).toBeLessThanOrEqual(2_500);
      expect(new Set(retries).size).toBeGreaterThan(1);
      const late = await fetch(`${server.url}/api/user/${users[0]?.id}/live`, {
        headers: { cookie: users[0]?.cookie ?? '', accept: 'text/event-stream' },
      });
      expect(late.status).toBe(204);
    } finally {
      await Promise.all(streams.map((stream) => stream.close()));
    }
  });
});

describe('the streams one account and one address hold', () => {
  const server = useTestServer({ env: { LIVE_STREAMS_PER_ACCOUNT: '5', LIVE_STREAMS_PER_ADDRESS: '8' } });

  it('past 5 streams of one account, or 8 of one address, the oldest are closed and the others are still served', async () => {
    const hoarder = await signedInAccount(server, 'hoarder@example.com');
    const hoarded: Awaited<ReturnType<typeof streamOf>>[] = [];
    for (let i = 0; i < 7; i += 1) {
      const stream = await streamOf(server, hoarder);
      await stream.next(isState);
      hoarded.push(stream);
    }
    const other = await signedInAccount(server, 'other-tab@example.com');
    const others: Awaited<ReturnType<typeof streamOf>>[] = [];
    try {
      await eventually(async () =>
        expect(hoarded.map((stream) => stream.ended)).toEqual([true, true, false, false, false, false, false]),
      );
      // Same address (every test client is 127.0.0.1): 5 of the hoarder's + 4 more past 8 close the hoarder's oldest.
      for (let i = 0; i < 4; i += 1) {
        const stream =
          i < 3
            ? await streamOf(server, other)
            : await streamOf(server, await signedInAccount(server, 'third@example.com'));
        expect((await stream.next(isState)).event).toBe('state');
        others.push(stream);
      }
      await eventually(async () =>
        expect(hoarded.map((stream) => stream.ended)).toEqual([true, true, true, false, false, false, false]),
      );
      expect(others.map((stream) => stream.ended)).toEqual([false, false, false, false]);
    } finally {
      await Promise.all([...hoarded, ...others].map((stream) => stream.close()));
    }
  });
});

describe('a frame for every connection', () => {
  const server = useTestServer({ env: { LIVE_STREAMS_PER_ACCOUNT: '1000', LIVE_STREAMS_PER_ADDRESS: '1000' } });

  it('reaches every open connection, however many (written a slice at a time): the next heartbeat or new price on each of 501', async () => {
    const user = await signedInAccount(server, 'many-tabs@example.com');
    const streams = await Promise.all(Array.from({ length: 501 }, () => streamOf(server, user)));
    try {
      await Promise.all(streams.map((s) => s.next(isState)));
      const pricesAtStart = streams.map((s) => s.events.filter((e) => e.event === 'price').length);
      // A heartbeat every 15 s, a new quote every 10 s: one of them reaches every connection within 16 s.
      await eventually(async () => {
        const missing = streams.filter(
          (s, i) => s.comments === 0 && s.events.filter((e) => e.event === 'price').length === pricesAtStart[i],
        );
        expect(missing).toHaveLength(0);
      }, 16_000);
    } finally {
      await Promise.all(streams.map((s) => s.close()));
    }
  }, 40_000);
});
