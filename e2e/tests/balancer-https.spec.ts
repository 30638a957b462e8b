import { test as base, expect } from '@playwright/test';
import { startBalancer, type Balancer } from '../support/balancer';
import { registerFreshUser } from '../support/dashboard';
import { signInWithForm } from '../support/sign-in';

// The balancer as production serves phones (docs/deploying.md, "HTTPS and HTTP/2"): HTTPS with
// HTTP/2 in front of two compiled API instances, plain HTTP redirected there. The certificate is
// self-signed for the run, so the browser is told to accept it.
const test = base.extend<object, { balancer: Balancer }>({
  balancer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright fixtures must destructure their dependencies
    async ({}, use) => {
      const balancer = await startBalancer({ tls: true });
      await use(balancer);
      await balancer.close();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ balancer }, use) => use(balancer.secureUrl),
  ignoreHTTPSErrors: true,
});
test.describe.configure({ mode: 'serial' });

test('when a browser opens the app over HTTPS, then the page and its scripts come over HTTP/2 and the user signs in', async ({
  page,
}) => {
  const user = await registerFreshUser(page, 'Hattie Https');
  await page.context().clearCookies();

  await page.goto('/');
  // A write from the page: the API's same-origin check must see the https the browser used.
  await signInWithForm(page, user);
  await expect(page.getByRole('region', { name: 'Start Credit Mining' })).toBeVisible();

  const protocols = await page.evaluate(() =>
    (performance.getEntriesByType('navigation') as PerformanceResourceTiming[])
      .concat(performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => entry.name.startsWith(location.origin) && entry.transferSize > 0)
      .map((entry) => ({ path: new URL(entry.name).pathname, protocol: entry.nextHopProtocol })),
  );
  expect(protocols.some((r) => /^\/main\.[0-9a-f]+\.js$/.test(r.path))).toBe(true);
  expect(protocols.filter((r) => r.protocol !== 'h2')).toEqual([]);
});

test('when a browser asks over plain HTTP, then it is sent to the same address over HTTPS', async ({ balancer }) => {
  const answer = await fetch(`${balancer.url}/auth?next=%2Freferral`, { redirect: 'manual' });
  expect(answer.status).toBe(301);
  const location = new URL(answer.headers.get('location') ?? '');
  expect(location.protocol).toBe('https:');
  expect(`${location.pathname}${location.search}`).toBe('/auth?next=%2Freferral');
});
