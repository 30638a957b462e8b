import { startFakeSentry } from '@ciao/build/jest/fake-sentry.cjs';
import type { FakeSentry } from '@ciao/build/jest/fake-sentry.cjs';
import { ERROR_REPORTING_META } from '@ciao/contracts/web';
import { reportError } from './report-error';

// The shell's errors reach the error tracker only when the page names a DSN; the SDK is loaded
// then, on demand. Here the DSN points at a local fake of Sentry's ingest.

let sentry: FakeSentry;
beforeAll(async () => {
  sentry = await startFakeSentry();
});
afterAll(async () => {
  await sentry.close();
});
let consoleError: jest.SpyInstance;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

const waitFor = async (check: () => boolean) => {
  for (let i = 0; i < 1_000 && !check(); i += 1) await new Promise((resolve) => setTimeout(resolve, 25));
};

it('when no DSN is configured, then an error goes to the console only', async () => {
  reportError('A section failed and shows its fallback', new Error('quiet failure'));
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(sentry.paths).toEqual([]);
  expect(consoleError).toHaveBeenCalledWith('[ciao] A section failed and shows its fallback', expect.any(Error), '');
});

it('when the page names a DSN, then a reported error reaches it with its context', async () => {
  const meta = document.createElement('meta');
  meta.name = ERROR_REPORTING_META;
  meta.content = sentry.dsn;
  meta.dataset.environment = 'drill';
  document.head.append(meta);

  reportError('Uncaught error', new Error('screen exploded'), '\n    at Screen');
  await waitFor(() => sentry.events.length > 0);
  expect(sentry.events).toHaveLength(1);
  const [event] = sentry.events;
  expect(event?.exception?.values?.[0]?.value).toBe('screen exploded');
  expect(event?.tags).toEqual({ context: 'Uncaught error' });
  expect(event?.environment).toBe('drill');
}, 30_000); // the SDK's first load is slow under Jest's module system
