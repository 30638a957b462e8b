import { request } from 'node:http';
import { openEventStream } from '../support/event-stream';
import { queryRows, signedInAccount, useTestServer } from '../support/test-server';
import { eventually } from '../support/waiting';

/**
 * Prometheus metrics (docs/deploying.md, "Metrics"): a running instance with METRICS_PORT serves
 * /metrics on that port only; a request, a live stream and a refusal appear in it, by route
 * pattern, never by the ids in the path. One server for the file.
 */

const server = useTestServer({ env: { METRICS_PORT: '0', ADMISSION_MAX_IN_FLIGHT: '1', SWEEP_INTERVAL_MS: '100' } });

const scrape = async () => {
  const response = await fetch(server.metricsUrl ?? 'http://metrics-port-not-served.invalid/metrics');
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return response.text();
};

/** The value of the sample `name{labels}` (labels as Prometheus writes them), or undefined. */
const sample = (text: string, series: string): number | undefined => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

/** A sign-in whose body never finishes: admitted, it stays in flight until destroyed. */
function heldRequest(url: string) {
  const held = request(`${url}/api/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'content-length': '1000' },
  });
  held.on('error', () => {});
  held.write('{');
  return () => held.destroy();
}

describe('GET /metrics on METRICS_PORT', () => {
  it('is not served on the public port', async () => {
    // 404, or the front-end's page for an unknown path when the host is built: never the metrics.
    const publicAnswer = await fetch(`${server.url}/metrics`);
    expect(publicAnswer.headers.get('content-type')).not.toMatch(/^text\/plain; version=0\.0\.4/);
    expect(await publicAnswer.text()).not.toContain('http_requests_total');
    expect(server.metricsUrl).not.toContain(`:${server.port}/`);
  });

  it("when a user polls, keeps a live stream open and is refused once, then the scrape counts the request by its route pattern, the open stream, the refusal's reason, the pool and Node's own metrics", async () => {
    const user = await signedInAccount(server, 'metrics@example.com');
    const stats = await fetch(`${server.url}/api/user/${user.id}/stats`, { headers: { cookie: user.cookie } });
    expect(stats.status).toBe(200);
    const stream = await openEventStream(`${server.url}/api/user/${user.id}/live`, {
      cookie: user.cookie,
      'last-event-id': 'an-earlier-state',
    });
    const release = heldRequest(server.url);
    try {
      await eventually(async () => {
        expect(
          (await fetch(`${server.url}/api/user/${user.id}/stats`, { headers: { cookie: user.cookie } })).status,
        ).toBe(503);
      });
    } finally {
      release();
    }

    const text = await scrape();
    // The first poll, and any the refusal loop saw admitted before the held request arrived.
    const polls = sample(text, 'http_requests_total{route="/api/user/:userId/stats",method="GET",status="200"}');
    expect(polls).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'http_request_duration_seconds_count{route="/api/user/:userId/stats",method="GET"}')).toBe(
      polls,
    );
    expect(text).not.toContain(user.id);
    expect(sample(text, 'live_streams_open')).toBe(1);
    expect(sample(text, 'live_stream_reconnects_total')).toBe(1);
    expect(sample(text, 'live_events_sent_total')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'admission_refusals_total{reason="in_flight"}')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'db_pool_waiting')).toBe(0);
    expect(sample(text, 'db_pool_in_use')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'outbox_due_rows{outbox="mail"}')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'outbox_oldest_due_seconds{outbox="push"}')).toBe(0);
    expect(sample(text, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    await stream.close();
    await eventually(async () => {
      const after = await scrape();
      expect(sample(after, 'live_streams_open')).toBe(0);
      expect(sample(after, 'http_requests_total{route="/api/user/:userId/live",method="GET",status="200"}')).toBe(1);
    });
  });

  it("when the change feed's connection is cut, then its reconnect is counted; the sweeps' runs and completions are counted by sweep", async () => {
    const reconnects = sample(await scrape(), 'change_feed_reconnects_total');
    expect(reconnects).toBe(0);
    await queryRows(
      server,
      "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'ciao-api-listener'",
    );
    await eventually(async () => {
      const text = await scrape();
      expect(sample(text, 'change_feed_reconnects_total')).toBe(1);
      expect(sample(text, 'sweep_runs_total{sweep="expire store-credit codes"}')).toBeGreaterThanOrEqual(1);
      expect(sample(text, 'sweep_completions_total{sweep="send mail"}')).toBeGreaterThanOrEqual(1);
    });
  });

  it('answers 404 to anything but GET /metrics on its port', async () => {
    const other = new URL('/other', server.metricsUrl).toString();
    expect((await fetch(other)).status).toBe(404);
  });
});
