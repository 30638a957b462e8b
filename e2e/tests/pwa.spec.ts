import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { e2e } from '../support/env';
import { serveDirectory } from '../support/static-server';

// These tests need the service worker; the others may block it.
test.use({ serviceWorkers: 'allow' });

type WebAppManifest = {
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
};

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): string {
  expect(bytes.subarray(1, 4).toString('ascii')).toBe('PNG');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

/** Waits until the service worker is active, and returns its script and scope. */
async function activeServiceWorker(page: Page) {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return {
      script: registration.active?.scriptURL ?? '',
      scope: registration.scope,
      state: registration.active?.state,
    };
  });
}

/** The URLs the service worker's caches hold. */
async function cachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  });
}

test.describe('installable app', () => {
  test('the page links a valid web app manifest whose icons are served', async ({ page }) => {
    await page.goto('/auth');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');

    const response = await page.request.get(href ?? '');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = (await response.json()) as WebAppManifest;
    expect(manifest).toMatchObject({
      name: '$CIAO MINING',
      short_name: '$CIAO',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#3730a3',
    });
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', manifest.theme_color);

    // Installable on Android and desktop: a 192 px and a 512 px icon, and a maskable one.
    const sizes = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`);
    expect(sizes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
    for (const icon of manifest.icons) {
      const file = await page.request.get(icon.src);
      expect(file.status(), icon.src).toBe(200);
      expect(file.headers()['content-type']).toBe(icon.type);
      expect(pngSize(await file.body())).toBe(icon.sizes);
    }
    const appleIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
    expect((await page.request.get(appleIcon ?? '')).status()).toBe(200);
  });

  test('the service worker registers for the whole app and is never cached by HTTP', async ({ page }) => {
    await page.goto('/auth');

    const worker = await activeServiceWorker(page);
    expect(worker.script).toMatch(/\/sw\.js$/);
    expect(new URL(worker.scope).pathname).toBe('/');
    const script = await page.request.get('/sw.js');
    expect(script.headers()['cache-control']).toBe('no-cache');
    expect(script.headers()['content-type']).toMatch(/javascript/);
  });

  test('when the remotes cannot be reached on a second visit, then the shell and the visited screen still show', async ({
    signedInPage: page,
  }) => {
    await page.goto('/');
    await expect(page.getByTestId('remote-screen-mf_dashboard')).toBeVisible();
    await activeServiceWorker(page);
    // The first visit loaded the dashboard before the worker was there: it keeps those files now.
    await expect
      .poll(async () =>
        (await cachedUrls(page)).some((url) => /^\/remotes\/mf-dashboard\/.+\.[0-9a-f]{8,}\.js$/.test(url)),
      )
      .toBe(true);

    const cut: string[] = [];
    await page.context().route('**/remotes/**', (route) => {
      cut.push(route.request().url());
      return route.abort('internetdisconnected');
    });
    await page.reload();

    await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
    await expect(page.getByTestId('remote-screen-mf_dashboard')).toBeVisible();
    // The network really was asked, and refused: what shows came from the worker's caches.
    expect(cut.some((url) => url.endsWith('/remotes/mf-dashboard/mf-manifest.json'))).toBe(true);

    // The host's own pages need no remote at all.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'FAQs' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'FAQs' })).toBeVisible();
  });

  test('when a remote is redeployed elsewhere, then the next load under the service worker uses it', async ({
    signedInPage: page,
  }) => {
    await page.goto('/referral');
    await expect(page.getByTestId('remote-screen-mf_referral')).toBeVisible();
    await activeServiceWorker(page);
    await page.reload();
    await expect(page.getByTestId('remote-screen-mf_referral')).toBeVisible();
    expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);

    const cdn = await serveDirectory(path.resolve(__dirname, '..', '..', 'mf-referral', 'dist'));
    const original = readFileSync(e2e.remotesFile, 'utf8');
    const document = JSON.parse(original) as { remotes: { name: string; entry: string }[] };
    for (const remote of document.remotes)
      if (remote.name === 'mf_referral') remote.entry = `${cdn.origin}/mf-manifest.json`;
    writeFileSync(e2e.remotesFile, JSON.stringify(document));
    try {
      const fromCdn = page.waitForRequest((request) => request.url() === `${cdn.origin}/mf-manifest.json`);
      await page.reload();
      await fromCdn;
      await expect(page.getByTestId('remote-screen-mf_referral')).toBeVisible();
    } finally {
      writeFileSync(e2e.remotesFile, original);
      await cdn.close();
    }
  });

  test('API answers never go into the service worker caches', async ({ signedInPage: page }) => {
    await page.goto('/');
    await activeServiceWorker(page);
    await page.reload();
    await expect(page.getByTestId('remote-screen-mf_dashboard')).toBeVisible();

    const urls = await cachedUrls(page);
    expect(urls).toContain('/');
    expect(urls.filter((url) => url.startsWith('/api/'))).toEqual([]);
    // Under the worker too (navigation preload), the signed-in page came with its visitor's first
    // answers: the page read nothing from the API itself. The page kept for offline use is the
    // shell's, cached at install without anyone's data (the answers say no-store).
    expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    expect(
      await page.evaluate(
        () =>
          performance.getEntriesByType('resource').filter((entry) => new URL(entry.name).pathname.startsWith('/api/'))
            .length,
      ),
    ).toBe(0);
    const keptPage = await page.evaluate(async () => (await caches.match('/'))?.text());
    expect(keptPage).toContain('<div id="root"');
    expect(keptPage).not.toContain('ciao-first-answers');
  });
});
