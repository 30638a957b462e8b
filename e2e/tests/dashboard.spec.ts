import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { asShown, openDashboard, registerFreshUser, section, withoutLiveStream } from '../support/dashboard';

const toasts = (page: Page) => page.getByRole('region', { name: /Notifications/ });

// The e2e API runs with MINING_TIME_SCALE=600: a 1 h contract lasts 6 s.
test('when a new user starts a 1 h contract, then it runs with a countdown and progress, completes, shows as Ready and counts in the stats', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await registerFreshUser(page);
  await openDashboard(page);

  await expect(section(page, 'Active Credit Mining')).toContainText('No Active Credit Mining');
  await expect(section(page, 'Credit Mining History')).toContainText('No history yet');
  await expect(page.getByRole('note')).toContainText('Educational Simulation');

  const start = section(page, 'Start Credit Mining');
  await expect(start.getByRole('radio', { name: /^9h Standard/ })).toBeChecked();
  await start.getByText('Lightning', { exact: true }).click();
  await expect(start.getByRole('radio', { name: /^1h Lightning/ })).toBeChecked();

  const created = page.waitForResponse(
    (r) => r.request().method() === 'POST' && /\/contracts$/.test(new URL(r.url()).pathname),
  );
  await start.getByRole('button', { name: 'Start 1h Credit Mining' }).click();
  const response = await created;
  expect(response.status()).toBe(201);
  const contract = (await response.json()) as { expectedReward: string };
  const body = response.request().postDataJSON() as { duration: number; miningRate: string };
  expect(body.duration).toBe(1);
  expect(body.miningRate).toMatch(/^\d+\.\d{10}$/);

  await expect(toasts(page).getByText('Credit Mining Started!', { exact: true })).toBeVisible();
  await expect(
    toasts(page).getByText('1-hour Lightning educational simulation initiated.', { exact: true }),
  ).toBeVisible();
  await expect(start.getByRole('button', { name: 'Credit Simulation Active' })).toBeDisabled();

  // Running: the countdown moves and the progress grows.
  const active = section(page, 'Active Credit Mining');
  const timer = active.getByRole('timer');
  await expect(timer).toHaveText(/^00:00:0[1-6]$/);
  const first = await timer.textContent();
  await expect(timer).not.toHaveText(first ?? '');
  await expect(active.getByRole('progressbar', { name: 'Simulation progress' })).not.toHaveAttribute(
    'aria-valuenow',
    '0',
  );
  await expect(active).toContainText('1h Lightning simulation');
  await expect(section(page, 'Credit Mining History').getByText('Learning', { exact: true })).toBeVisible();

  // Completed on the server when its time is up: the card empties and the history says Ready.
  await expect(active).toContainText('No Active Credit Mining', { timeout: 15_000 });
  const history = section(page, 'Credit Mining History');
  await expect(history.getByRole('listitem').filter({ hasText: '1h Lightning' })).toContainText('Ready');
  await expect(start.getByRole('button', { name: 'Start 1h Credit Mining' })).toBeEnabled();

  // Stats follow: nothing running, the reward earned and pending.
  await expect(section(page, 'Active simulations')).toContainText('0');
  await expect(section(page, 'Total Credits')).toContainText(asShown(contract.expectedReward));
  await expect(section(page, 'Pending')).toContainText(asShown(contract.expectedReward));
  await expect(section(page, 'Credit Rate')).toContainText('0.00');

  // View All lists it too.
  await history.getByRole('button', { name: 'View All' }).click();
  const dialog = page.getByRole('dialog', { name: 'Credit Mining History' });
  await expect(dialog.getByRole('listitem')).toHaveCount(1);
  await expect(dialog.getByRole('listitem')).toContainText('Ready');
});

test('the market card shows the price figures and opens the DEX page in a new tab', async ({ signedInPage: page }) => {
  await openDashboard(page);
  const market = section(page, 'Market Data');

  await expect(market).toContainText(/Price\$0\.\d{10}/);
  await expect(market).toContainText(/Market Cap\$[\d,]+\.\d\d[BM]/);
  await expect(market).toContainText(/24h Volume\$[\d,]+\.\d\d[BM]/);
  await expect(market).toContainText('Hashrate2.4 TH/s');
  const dex = market.getByRole('link', { name: 'View on DEX' });
  await expect(dex).toHaveAttribute('target', '_blank');
  await expect(dex).toHaveAttribute('rel', /noopener/);
});

test.describe('the live stream', () => {
  test('an open dashboard asks the API nothing after its first screen: one stream brings the changes and the price', async ({
    signedInPage: page,
  }) => {
    const apiRequests: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/')) apiRequests.push(pathname);
    });
    await openDashboard(page);
    await expect(section(page, 'Market Data')).toContainText(/Price\$0\.\d{10}/);
    await expect.poll(() => apiRequests.filter((path) => path.endsWith('/live')).length).toBe(1);
    const settled = apiRequests.length;
    await page.waitForTimeout(6_000);
    // Six seconds of a polling dashboard are about 27 reads.
    expect(apiRequests.slice(settled)).toEqual([]);
  });
});

test.describe('the polls off the main thread (when the live stream cannot connect)', () => {
  test.beforeEach(async ({ signedInPage: page }) => {
    await withoutLiveStream(page);
  });

  const isActiveContractsPoll = (url: string) => /^\/api\/user\/[^/]+\/contracts\/active$/.test(new URL(url).pathname);
  /** The reads of the active contract the page itself made (a worker's reads are in the worker's own timeline). */
  const readsByThePage = (page: Page) =>
    page.evaluate(
      () => performance.getEntriesByType('resource').filter((entry) => entry.name.endsWith('/contracts/active')).length,
    );

  test("the dashboard's first screen asks the API nothing: its first reads came with the page, and the poll worker reads from then on", async ({
    signedInPage: page,
  }) => {
    let reads = 0;
    page.on('request', (request) => {
      if (isActiveContractsPoll(request.url())) reads += 1;
    });
    const navigation = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/' && response.request().resourceType() === 'document',
    );
    await openDashboard(page);
    await expect(page.locator('meta[name="ciao-poll-worker"]')).toHaveAttribute(
      'content',
      /^\/poll-worker\.[0-9a-f]{10}\.js$/,
    );
    // The page carries its visitor's answers: no cache may keep it.
    expect((await navigation).headers()['cache-control']).toBe('private, no-store');
    await expect(page.locator('#ciao-first-answers')).toHaveCount(0);
    await expect.poll(() => reads, { timeout: 10_000 }).toBeGreaterThanOrEqual(4);
    expect(page.workers().map((worker) => new URL(worker.url()).pathname)).toEqual([
      expect.stringMatching(/^\/poll-worker\.[0-9a-f]{10}\.js$/),
    ]);
    // What the page itself asked the API (the worker's reads are in the worker's own timeline).
    const apiReadsOfThePage = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name))
        // The live stream's refused try is the page's own: here the polls are the subject.
        .filter((url) => url.pathname.startsWith('/api/') && !url.pathname.endsWith('/live'))
        .map((url) => url.pathname + url.search),
    );
    expect(apiReadsOfThePage).toEqual([]);
  });

  test("when the worker's script cannot be loaded, then the polls run in the page and the dashboard still follows the server", async ({
    signedInPage: page,
  }) => {
    await page.route(/\/poll-worker\.[0-9a-f]+\.js$/, (route) => route.fulfill({ status: 404, body: 'gone' }));
    await openDashboard(page);
    await expect.poll(() => readsByThePage(page), { timeout: 10_000 }).toBeGreaterThanOrEqual(4);
  });
});

test.describe('one typeface on the first screens', () => {
  /** The font-family of every element that holds text, each once. */
  const typefaces = (page: Page) =>
    page.evaluate(() => {
      const families = new Set<string>();
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node.textContent?.trim() && node.parentElement)
          families.add(getComputedStyle(node.parentElement).fontFamily);
      }
      return [...families];
    });

  test("the sign-in screen's captcha question is in the page's font, its digits tabular", async ({ page }) => {
    await page.goto('/auth');
    const question = page.getByRole('form', { name: 'Login' }).locator('p', { hasText: /\d/ }).first();
    await expect(question).toBeVisible();
    await expect(question).toHaveCSS('font-variant-numeric', 'tabular-nums');
    expect(await typefaces(page)).toHaveLength(1);
  });

  test("a running contract's countdown is in the page's font, its digits tabular", async ({ page }) => {
    await registerFreshUser(page);
    await openDashboard(page);
    await section(page, 'Start Credit Mining').getByRole('button', { name: 'Start 9h Credit Mining' }).click();
    const timer = section(page, 'Active Credit Mining').getByRole('timer');
    await expect(timer).toBeVisible();
    await expect(timer).toHaveCSS('font-variant-numeric', 'tabular-nums');
    expect(await typefaces(page)).toHaveLength(1);
  });
});
