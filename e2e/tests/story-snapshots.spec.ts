import { existsSync } from 'node:fs';
import path from 'node:path';
import { serveDirectory } from '../support/static-server';
import { expect, test } from '../support/fixtures';

// Visual snapshots of a few key stories (Playwright's screenshot comparison), from the static
// Storybook that `npm test` builds before the browser tests (`npm run build-storybook -w storybook`).
// Only stories that draw the same picture on every visit: no countdown, no random captcha.
// Two runs on this machine gave byte-identical screenshots; after a deliberate change to the
// look, refresh the pictures with `npx playwright test tests/story-snapshots.spec.ts --update-snapshots`.

const built = path.resolve(__dirname, '..', '..', 'storybook', 'storybook-static');

const STORIES = [
  { id: 'dashboard-large-amounts--twelve-million-on-small-phone', width: 320 },
  { id: 'dashboard-large-amounts--twelve-million-on-desktop', width: 1280 },
  { id: 'admin-voucher-logs-with-long-rows--on-small-phone', width: 320 },
  { id: 'admin-voucher-logs-with-long-rows--on-desktop', width: 1280 },
  { id: 'host-app-shell--header', width: 375 },
  { id: 'host-app-shell--not-found-on-desktop', width: 1280 },
  { id: 'account-notifications-screen--push-off', width: 375 },
];

let storybook: Awaited<ReturnType<typeof serveDirectory>>;

test.beforeAll(async () => {
  if (!existsSync(path.join(built, 'iframe.html'))) {
    throw new Error(`${built} is missing: build it first with npm run build-storybook -w storybook (npm test does)`);
  }
  storybook = await serveDirectory(built);
});
test.afterAll(() => storybook.close());

for (const { id, width } of STORIES) {
  test(`story ${id} looks as recorded`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`${storybook.origin}/iframe.html?id=${id}&viewMode=story`);
    await expect(page.locator('#storybook-root > *').first()).toBeVisible({ timeout: 30_000 });
    // A story's lazy parts and stand-in answers may take a moment on a busy machine: the design
    // system's full-screen spinner is no recorded picture (CI once caught the shell's story under it).
    await expect(page.getByText('Loading...', { exact: true })).toHaveCount(0, { timeout: 30_000 });
    await page.evaluate(() => document.fonts.ready);
    await expect(page).toHaveScreenshot(`${id}.png`, { fullPage: true, animations: 'disabled', caret: 'hide' });
  });
}
