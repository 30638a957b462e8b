import { waitFor } from '@testing-library/react';
import { useTestApi } from '../testing';
import { createPollSchedule, type PollReport } from './poll-schedule';

// The schedule reads a real HTTP server (the test API), as it reads the API in the poll worker.
const api = useTestApi();

const read = async (url: string) => {
  const response = await fetch(url);
  return { ok: response.ok, body: await response.text() };
};

function schedule() {
  const reports: PollReport[] = [];
  const polls = createPollSchedule(read, (news) => reports.push(news));
  const stops: (() => void)[] = [];
  afterEach(() => {
    for (const stop of stops.splice(0)) stop();
  });
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
    await waitFor(() => expect(polls.reports.at(-1)).toEqual({ answers: [{ url, body: '{"value":2}' }], failures: [] }));
    expect(polls.reports).toHaveLength(2);
  });

  it('reports every failed read, and the first answer after a failure even when it is the same as before', async () => {
    api.route('GET /b', { json: { value: 1 } });
    const url = polls.watch('/b', 100);
    await waitFor(() => expect(polls.reports).toHaveLength(1));

    api.route('GET /b', { status: 500, json: { message: 'down' } });
    await waitFor(() => expect(polls.reports.filter((news) => news.failures.includes(url)).length).toBeGreaterThanOrEqual(2));

    api.route('GET /b', { json: { value: 1 } });
    await waitFor(() => expect(polls.reports.at(-1)).toEqual({ answers: [{ url, body: '{"value":1}' }], failures: [] }));
  });

  it('reads polls of different intervals on the same beats, in one report', async () => {
    api.route('GET /fast', { status: 503 });
    api.route('GET /slow', { status: 503 });
    const fast = polls.watch('/fast', 100);
    const slow = polls.watch('/slow', 200);

    await waitFor(() => expect(polls.reports.filter((news) => news.failures.includes(slow)).length).toBeGreaterThanOrEqual(3));
    for (const news of polls.reports) if (news.failures.includes(slow)) expect(news.failures).toEqual(expect.arrayContaining([fast, slow]));
    expect(polls.reports.filter((news) => news.failures.includes(fast)).length).toBeGreaterThan(polls.reports.filter((news) => news.failures.includes(slow)).length);
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
});
