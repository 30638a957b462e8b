import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { waitFor } from '@testing-library/react';
import { useTestApi } from '../testing';
import { createPollSchedule, pollAnswerOf, QUIET_REFUSAL_MS, type PollReport } from './poll-schedule';

// The schedule reads a real HTTP server (the test API), as it reads the API in the poll worker.
const api = useTestApi();

const read = async (url: string) => pollAnswerOf(await fetch(url));

/** What each test watched: unwatched after it. */
const stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

function schedule(options?: Parameters<typeof createPollSchedule>[2]) {
  const reports: PollReport[] = [];
  const polls = createPollSchedule(read, (news) => reports.push(news), options);
  return {
    reports,
    watch(path: string, every: number) {
      const url = `${api.url}${path}`;
      polls.handle({ type: 'watch', url, every });
      stops.push(() => polls.handle({ type: 'unwatch', url }));
      return url;
    },
    handle: polls.handle,
  };
}

const readsOf = (path: string) => api.requests.filter((request) => request.path === path).length;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the poll schedule', () => {
  const polls = schedule();
  beforeEach(() => polls.reports.splice(0));

  it('reports an answer once, then only when its body changes', async () => {
    api.route('GET /a', { json: { value: 1 } });
    const url = polls.watch('/a', 100);

    await waitFor(() => expect(polls.reports).toEqual([{ answers: [{ url, body: '{"value":1}' }], failures: [] }]));
    // Two more reads of the same body (however late a busy machine's timers fire), and no report.
    await waitFor(() => expect(readsOf('/a')).toBeGreaterThanOrEqual(3));
    expect(polls.reports).toHaveLength(1);

    api.route('GET /a', { json: { value: 2 } });
    await waitFor(() =>
      expect(polls.reports.at(-1)).toEqual({ answers: [{ url, body: '{"value":2}' }], failures: [] }),
    );
    expect(polls.reports).toHaveLength(2);
  });

  it('reports every failed read, and the first answer after a failure even when it is the same as before', async () => {
    api.route('GET /b', { json: { value: 1 } });
    const url = polls.watch('/b', 100);
    await waitFor(() => expect(polls.reports).toHaveLength(1));

    api.route('GET /b', { status: 500, json: { message: 'down' } });
    await waitFor(() =>
      expect(polls.reports.filter((news) => news.failures.includes(url)).length).toBeGreaterThanOrEqual(2),
    );

    api.route('GET /b', { json: { value: 1 } });
    await waitFor(() =>
      expect(polls.reports.at(-1)).toEqual({ answers: [{ url, body: '{"value":1}' }], failures: [] }),
    );
  });

  it('reads polls of different intervals on the same beats, in one report', async () => {
    api.route('GET /fast', { status: 500 });
    api.route('GET /slow', { status: 500 });
    const fast = polls.watch('/fast', 100);
    const slow = polls.watch('/slow', 200);

    await waitFor(() =>
      expect(polls.reports.filter((news) => news.failures.includes(slow)).length).toBeGreaterThanOrEqual(3),
    );
    for (const news of polls.reports)
      if (news.failures.includes(slow)) expect(news.failures).toEqual(expect.arrayContaining([fast, slow]));
    expect(polls.reports.filter((news) => news.failures.includes(fast)).length).toBeGreaterThan(
      polls.reports.filter((news) => news.failures.includes(slow)).length,
    );
  });

  it('stops reading an unwatched URL, and reads nothing while paused until resumed', async () => {
    api.route('GET /c', { json: { value: 1 } });
    const url = polls.watch('/c', 100);
    await waitFor(() => expect(readsOf('/c')).toBeGreaterThanOrEqual(2));

    polls.handle({ type: 'pause' });
    await pause(150);
    const whilePaused = readsOf('/c');
    await pause(300);
    expect(readsOf('/c')).toBe(whilePaused);

    polls.handle({ type: 'resume' });
    await waitFor(() => expect(readsOf('/c')).toBeGreaterThan(whilePaused));

    polls.handle({ type: 'unwatch', url });
    await pause(150);
    const afterUnwatch = readsOf('/c');
    await pause(300);
    expect(readsOf('/c')).toBe(afterUnwatch);
  });

  it('a slow read delays only itself: while the price takes 3 s to answer, the 1-second poll keeps its rhythm and its news reaches the page', async () => {
    const reads: Record<string, number[]> = { '/price-slow': [], '/progress': [] };
    let progress = 0;
    let priceAnswered = 0;
    api.route('GET /price-slow', async () => {
      reads['/price-slow']?.push(Date.now());
      await pause(3_000);
      priceAnswered = Date.now();
      return { json: { price: '0.0001' } };
    });
    api.route('GET /progress', () => {
      reads['/progress']?.push(Date.now());
      return { json: { progress: (progress += 1) } };
    });
    const price = polls.watch('/price-slow', 1_000);
    const progressUrl = polls.watch('/progress', 1_000);

    await waitFor(
      () => expect(polls.reports.some((news) => news.answers.some((answer) => answer.url === price))).toBe(true),
      { timeout: 8_000 },
    );
    const priceAsked = reads['/price-slow']?.[0] ?? 0;
    const progressWhilePriceOut = (reads['/progress'] ?? []).filter((at) => at > priceAsked && at < priceAnswered);
    // Three beats fall in those 3 s; one slower timer on a busy machine still leaves two.
    expect(progressWhilePriceOut.length).toBeGreaterThanOrEqual(2);
    const heardOfProgress = polls.reports.filter((news) => news.answers.some((answer) => answer.url === progressUrl));
    expect(heardOfProgress.length).toBeGreaterThanOrEqual(3);
    // The slow answer came alone; the price was not asked again while its read was out.
    expect(polls.reports.find((news) => news.answers.some((answer) => answer.url === price))?.answers).toEqual([
      { url: price, body: '{"price":"0.0001"}' },
    ]);
    expect((reads['/price-slow'] ?? []).filter((at) => at > priceAsked && at < priceAnswered)).toEqual([]);
  }, 15_000);
});

describe('refusals and missing answers', () => {
  it('a 503 waits at least its Retry-After, with the jitter on top, and the page hears nothing of a short refusal', async () => {
    // random() = 1: the most jitter, half the Retry-After again.
    const polls = schedule({ random: () => 1 });
    const reads: number[] = [];
    api.route('GET /busy', () => {
      reads.push(Date.now());
      return reads.length === 1
        ? { status: 503, headers: { 'Retry-After': '1' }, json: { message: 'Busy' } }
        : { json: { value: 1 } };
    });
    const url = polls.watch('/busy', 100);

    await waitFor(() => expect(polls.reports).toEqual([{ answers: [{ url, body: '{"value":1}' }], failures: [] }]), {
      timeout: 4_000,
    });
    const [refused = 0, next = 0] = reads;
    expect(next - refused).toBeGreaterThanOrEqual(1_500);
  });

  it('a refusal that lasts QUIET_REFUSAL_MS is reported as a failure', async () => {
    let skew = 0;
    const polls = schedule({ now: () => Date.now() + skew });
    let refusals = 0;
    api.route('GET /refusing', () => {
      refusals += 1;
      return { status: 503, headers: { 'Retry-After': '0' }, json: { message: 'Busy' } };
    });
    const url = polls.watch('/refusing', 100);
    await waitFor(() => expect(refusals).toBeGreaterThanOrEqual(1));
    expect(polls.reports).toEqual([]);

    skew += QUIET_REFUSAL_MS;
    await waitFor(() => expect(polls.reports).toContainEqual({ answers: [], failures: [url] }));
  });

  it('no answer at all (the connection dropped) backs off, doubling, and says nothing at first', async () => {
    const polls = schedule();
    let attempts = 0;
    const dropping = http.createServer((request) => {
      attempts += 1;
      request.socket.destroy();
    });
    await new Promise<void>((resolve) => dropping.listen(0, '127.0.0.1', resolve));
    const { port } = dropping.address() as AddressInfo;
    const url = `http://127.0.0.1:${port}/gone`;
    polls.handle({ type: 'watch', url, every: 100 });

    await pause(2_000);
    polls.handle({ type: 'unwatch', url });
    // Every 100 ms that would be about 20; backing off from 200 ms, doubling, at most 5.
    expect(attempts).toBeGreaterThanOrEqual(2);
    expect(attempts).toBeLessThanOrEqual(5);
    expect(polls.reports).toEqual([]);
    dropping.closeAllConnections();
    await new Promise((resolve) => dropping.close(resolve));
  });
});
