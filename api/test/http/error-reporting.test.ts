import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ERROR_REPORTING_META } from '@ciao/contracts';
import { loadConfig } from '../../src/config';
import { startFakeSentry } from '@ciao/build/jest/fake-sentry.cjs';
import { postJson, useTestServer } from '../support/test-server';
import { eventually } from '../support/waiting';

// The API's unexpected errors (the 500 path) go to the error reporter when SENTRY_DSN is set
// (docs/error-reporting.md); here it points at a local fake of Sentry's ingest.

let sentry: Awaited<ReturnType<typeof startFakeSentry>>;
let webRoot: string;

beforeAll(async () => {
  sentry = await startFakeSentry();
  webRoot = await mkdtemp(path.join(os.tmpdir(), 'ciao-error-reporting-'));
  await mkdir(path.join(webRoot, 'host', 'dist'), { recursive: true });
  await writeFile(
    path.join(webRoot, 'host', 'dist', 'index.html'),
    '<!doctype html><html><head><title>CIAO</title></head><body></body></html>',
  );
});
const server = useTestServer({
  env: () => ({ SENTRY_DSN: sentry.dsn, SENTRY_ENVIRONMENT: 'drill', WEB_ROOT: webRoot }),
});
afterAll(async () => {
  await sentry.close();
  await rm(webRoot, { recursive: true, force: true });
});

describe('error reporting', () => {
  it('when a request fails unexpectedly, then one event with the error and the request id reaches the DSN; refusals are not reported', async () => {
    const refused = await postJson(`${server.url}/api/auth/signin`, { username: 'x' });
    expect(refused.status).toBe(400);
    // A real fault: the table sign-in counts attempts in is gone from this test's own database.
    await server.database.sequelize.query('DROP TABLE rate_limit_counters');
    const response = await postJson(
      `${server.url}/api/auth/signin`,
      { username: 'ann@example.com', password: 'secret1' },
      { 'x-request-id': 'report-me-1' },
    );
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ message: 'Internal server error' });

    await eventually(async () => expect(sentry.events).toHaveLength(1));
    const [event] = sentry.events;
    expect(sentry.paths[0]).toMatch(/^\/api\/42\/envelope\//);
    expect(event?.exception?.values?.at(-1)?.value).toContain('rate_limit_counters');
    expect(event?.tags).toEqual({ requestId: 'report-me-1', method: 'POST', path: '/api/auth/signin' });
    expect(event?.environment).toBe('drill');
  });

  it('when the host page is served, then it names the browser DSN for the host and its CSP lets the page post reports there', async () => {
    const response = await fetch(`${server.url}/`);
    const page = await response.text();
    expect(page).toContain(
      `<meta name="${ERROR_REPORTING_META}" content="${sentry.dsn}" data-environment="drill"></head>`,
    );
    const connect = (response.headers.get('content-security-policy') ?? '')
      .split(';')
      .find((d) => d.startsWith('connect-src'));
    expect(connect).toBe(`connect-src 'self' ${new URL(sentry.dsn).origin}`);
  });

  it.each([
    ['not a URL', 'sentry'],
    ['no public key', 'https://o1.ingest.sentry.io/42'],
    ['no project', 'https://key@o1.ingest.sentry.io/'],
  ])('when SENTRY_DSN is %s, then the configuration is refused', (_what, value) => {
    expect(() => loadConfig({ NODE_ENV: 'test', SENTRY_DSN: value })).toThrow(/SENTRY_DSN/);
  });

  it('when no DSN is set, then nothing reports and the browser gets none', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).errorReporting).toEqual({
      dsn: undefined,
      browserDsn: undefined,
      environment: 'test',
    });
    expect(loadConfig({ NODE_ENV: 'test', SENTRY_DSN: sentry.dsn }).errorReporting.browserDsn).toBe(sentry.dsn);
  });
});
