import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { adminUser, ensureAdminUser } from '../support/admin';
import { testUser } from '../support/env';
import { expect, test } from '../support/fixtures';

// The front-end size budgets (packages/build/budgets.json): JavaScript transferred, as the API
// serves it (the build's Brotli twins), measured in a fresh browser profile (no HTTP cache, no
// service worker). A remote's own scripts are those served from its folder that its manifest does not list as a shared library's
// (a shared library the host has not loaded yet may come from the remote's folder: not its code).

type Account = 'none' | 'user' | 'admin';
type Budgets = {
  firstLoad: { page: string; account: Account; maxKb: number; targetKb?: number }[];
  remoteFirstScreen: { remote: string; page: string; account: Account; maxKb: number }[];
};
const { COMPILE_HINT } = require('../../packages/build/src/compile-hints.cjs') as { COMPILE_HINT: string };
const budgets = JSON.parse(
  readFileSync(path.resolve(__dirname, '../../packages/build/budgets.json'), 'utf8'),
) as Budgets;

const KB = 1024;
const QUIET_MS = 1_500;

type Script = { url: string; bytes: number };
type Manifest = { shared: { name: string; assets: { js: { sync: string[]; async: string[] } } }[] };

/**
 * Every script the page fetches from now on, with its transferred (encoded) body size: the
 * scripts it runs, and those it preloads or prefetches (a prefetch that brings a script's bytes
 * leaves the script's own request nothing to transfer, so it must count). A script fetched twice
 * counts once, with what it transferred the most.
 */
function recordScripts(page: Page): Script[] {
  const scripts: Script[] = [];
  page.on('requestfinished', async (request) => {
    const url = new URL(request.url()).pathname;
    if (request.resourceType() !== 'script' && !url.endsWith('.js')) return;
    const { responseBodySize } = await request.sizes();
    const seen = scripts.find((script) => script.url === url);
    if (seen) seen.bytes = Math.max(seen.bytes, responseBodySize);
    else scripts.push({ url, bytes: responseBodySize });
  });
  return scripts;
}

/** A script's text, as the API serves it. */
const textOf = async (page: Page, script: Script): Promise<string> => (await page.request.get(script.url)).text();

/** Opens the page and waits until no script has arrived for a while (lazy screens load in steps). */
async function openAndSettle(page: Page, url: string, scripts: Script[]): Promise<void> {
  await page.goto(url);
  await expect(page.getByRole('main')).toBeVisible();
  let seen = -1;
  while (seen !== scripts.length) {
    seen = scripts.length;
    await page.waitForTimeout(QUIET_MS);
  }
}

/**
 * Notes, in the page's own clock, when its first screen is live: a <main> that is React's, not
 * the inert first paint from the HTML. Call before the page opens.
 */
async function watchFirstScreen(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const live = () => document.querySelector('main') !== null && document.querySelector('[data-first-paint]') === null;
    const observer = new MutationObserver(() => {
      if (!live()) return;
      (window as { firstScreenLiveAt?: number }).firstScreenLiveAt = performance.now();
      observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true });
  });
}

/** Splits the page's scripts into those asked for before its first screen was live and those after (idle prefetches). */
async function beforeAndAfterFirstScreen(
  page: Page,
  scripts: Script[],
): Promise<{ before: Script[]; after: Script[] }> {
  const { liveAt, starts } = await page.evaluate(() => ({
    liveAt: (window as { firstScreenLiveAt?: number }).firstScreenLiveAt,
    starts: performance
      .getEntriesByType('resource')
      .map((entry) => [new URL(entry.name).pathname, entry.startTime] as const),
  }));
  expect(liveAt, 'the first screen never became live').toBeDefined();
  const startOf = new Map(starts);
  const before = scripts.filter((script) => (startOf.get(script.url) ?? Infinity) <= liveAt!);
  return { before, after: scripts.filter((script) => !before.includes(script)) };
}

async function signIn(page: Page, account: Account): Promise<void> {
  if (account === 'none') return;
  const { email, password } = account === 'admin' ? adminUser : testUser;
  const response = await page.request.post('/api/auth/signin', { data: { username: email, password } });
  expect(response.status(), await response.text()).toBe(200);
}

/** The files of the shared libraries a remote bundles, from its mf-manifest.json. */
async function sharedLibraryFiles(page: Page, remote: string): Promise<Set<string>> {
  const response = await page.request.get(`/remotes/${remote}/mf-manifest.json`);
  expect(response.status()).toBe(200);
  const manifest = (await response.json()) as Manifest;
  return new Set(manifest.shared.flatMap(({ assets }) => [...assets.js.sync, ...assets.js.async]));
}

const kb = (bytes: number) => Math.round((bytes / KB) * 10) / 10;
const total = (scripts: Script[]) => scripts.reduce((sum, script) => sum + script.bytes, 0);
/** The measured figure, in the test's annotations and the run's output (docs/performance.md quotes them). */
function report(what: string, bytes: number, maxKb: number, targetKb?: number) {
  const description = `${what}: ${kb(bytes)} KB (budget ${maxKb} KB${targetKb ? `, target ${targetKb} KB` : ''})`;
  test.info().annotations.push({ type: 'measured', description });
  console.log(description);
}
const listing = (scripts: Script[]) => scripts.map((s) => `${kb(s.bytes)} KB ${s.url}`).join('\n');

test.beforeAll(async () => {
  await ensureAdminUser();
});

// A page's first load: every script asked for before its first screen is live. What the page
// fetches after that, when the browser is idle (the Redux store, the signed-in screens), does not
// hold the screen up; it is reported beside the figure.
for (const budget of budgets.firstLoad) {
  test(`the first load of ${budget.page} transfers at most ${budget.maxKb} KB of JavaScript`, async ({ page }) => {
    await signIn(page, budget.account);
    await watchFirstScreen(page);
    const scripts = recordScripts(page);
    await openAndSettle(page, budget.page, scripts);
    const { before, after } = await beforeAndAfterFirstScreen(page, scripts);

    expect(before.length).toBeGreaterThan(0);
    report(`first load of ${budget.page}`, total(before), budget.maxKb, budget.targetKb);
    console.log(`then, once ${budget.page} is live: ${kb(total(after))} KB\n${listing(after)}`);
    expect(kb(total(before)), listing(before)).toBeLessThanOrEqual(budget.maxKb);
  });
}

for (const budget of budgets.remoteFirstScreen) {
  test(`${budget.remote}'s first screen (${budget.page}) transfers at most ${budget.maxKb} KB of its own JavaScript`, async ({
    page,
  }) => {
    await signIn(page, budget.account);
    const scripts = recordScripts(page);
    await openAndSettle(page, budget.page, scripts);

    const folder = `/remotes/${budget.remote}/`;
    const sharedLibraries = await sharedLibraryFiles(page, budget.remote);
    const own = scripts.filter(
      (script) => script.url.startsWith(folder) && !sharedLibraries.has(script.url.slice(folder.length)),
    );
    expect(own.map((script) => path.basename(script.url))).toContain('remoteEntry.js');
    report(`${budget.remote}'s first screen`, total(own), budget.maxKb);
    expect(kb(total(own)), listing(own)).toBeLessThanOrEqual(budget.maxKb);
  });
}

test('the host page starts with main.js and its preloaded bootstrap: three scripts, not one per shared library', async ({
  page,
}) => {
  const scripts = recordScripts(page);
  await watchFirstScreen(page);
  await openAndSettle(page, '/auth', scripts);

  const preloaded = await page
    .locator('link[rel="preload"][as="script"]')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
  const loaded = new Set(scripts.map((script) => script.url));
  expect(preloaded.filter((url) => !loaded.has(url))).toEqual([]);
  // The host's scripts before the screen is live: main.js, with the shared libraries the page
  // starts with in it (React DOM, the largest, among them), and the bootstrap's preloaded chunks.
  const { before } = await beforeAndAfterFirstScreen(page, scripts);
  const host = before.filter((script) => !script.url.startsWith('/remotes/'));
  const main = host.sort((a, b) => b.bytes - a.bytes)[0];
  expect(main?.url).toMatch(/^\/main\.[0-9a-f]+\.js$/);
  expect(main!.bytes).toBeGreaterThan(100 * KB);
  expect(
    host.filter((script) => script !== main && !preloaded.includes(script.url)),
    listing(host),
  ).toEqual([]);
  expect(host.length, listing(host)).toBeLessThanOrEqual(3);
});

test('the sign-in screen loads the signed-in routes once it is live and the browser is idle, not before', async ({
  page,
}) => {
  // As the host's build lists them (the API preloads them in a signed-in page instead).
  const { first } = JSON.parse(
    readFileSync(path.resolve(__dirname, '../../host/dist/signed-in-start.json'), 'utf8'),
  ) as { first: string[] };
  expect(first.length).toBeGreaterThan(0);
  const scripts = recordScripts(page);
  await watchFirstScreen(page);
  await openAndSettle(page, '/auth', scripts);

  const { before, after } = await beforeAndAfterFirstScreen(page, scripts);
  expect(before.filter((script) => first.includes(script.url)).map((script) => script.url)).toEqual([]);
  expect(after.map((script) => script.url)).toEqual(expect.arrayContaining(first));
});

test("a signed-in page preloads what its first screen loads, the remote's own copies of the shared libraries the host lacks among them, each fetched once", async ({
  page,
}) => {
  await signIn(page, 'user');
  const requested = new Map<string, number>();
  page.on('request', (request) => {
    const url = new URL(request.url()).pathname;
    if (url.endsWith('.js')) requested.set(url, (requested.get(url) ?? 0) + 1);
  });
  const scripts = recordScripts(page);
  await openAndSettle(page, '/', scripts);

  const preloaded = await page
    .locator('link[rel="preload"][as="script"]')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
  const manifest = (await (await page.request.get('/remotes/mf-dashboard/mf-manifest.json')).json()) as Manifest;
  const money = manifest.shared
    .find((shared) => shared.name === '@ciao/contracts/money')!
    .assets.js.sync.map((file) => `/remotes/mf-dashboard/${file}`);
  expect(money.length).toBeGreaterThan(0);
  expect(preloaded).toEqual(expect.arrayContaining(money));
  expect(preloaded.filter((url) => requested.get(url) !== 1)).toEqual([]);
});

test('every script of a first load asks V8 to compile it whole while it streams in', async ({ page }) => {
  const scripts = recordScripts(page);
  await openAndSettle(page, '/auth', scripts);

  expect(scripts.map((script) => script.url)).toContain('/remotes/mf-account/remoteEntry.js');
  for (const script of scripts) {
    const body = await textOf(page, script);
    expect(body.split('\n', 1)[0], script.url).toBe(COMPILE_HINT);
  }
});

test("the start's steps for the design system (packages/ui/src/start-steps.ts) are the barrel's own modules: one copy each in the page's scripts", async ({
  page,
}) => {
  const scripts = recordScripts(page);
  await openAndSettle(page, '/auth', scripts);

  // A rule of each step's styles (packages/ui/src/components/), in no library: a second copy would
  // be evaluated beside the barrel's, adding work instead of moving it.
  const rules = {
    toast: 'translateX(var(--radix-toast-swipe-end-x))',
    tabs: "&[data-state='active']",
    'check box': "&[data-state='checked'] > span.box",
    select: 'appearance: none;',
  };
  const bodies = await Promise.all(scripts.map((script) => textOf(page, script)));
  for (const [part, rule] of Object.entries(rules)) {
    const copies = bodies.reduce((sum, body) => sum + body.split(rule).length - 1, 0);
    expect(copies, `${part}: ${listing(scripts)}`).toBe(1);
  }
});
