import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serveDirectory } from '../support/static-server';
import { expect, test } from '../support/fixtures';
import { checkStory, type StoryIndex } from '../support/story-overflow';

// No text cut or overflowing at 320 px in the pseudo-locale (docs/testing.md, "No text cut or
// overflowing"): every story of the customer-facing screens (the host's and the remotes' but the
// admin's) in one page of the static Storybook the other story tests use.

const built = path.resolve(__dirname, '..', '..', 'storybook', 'storybook-static');
const CUSTOMER_FACING = /^\.\.\/(host|mf-account|mf-dashboard|mf-referral|mf-store-credit)\//;

test('no story of the customer-facing screens cuts or overflows a text at 320 px in the pseudo-locale', async ({
  page,
}) => {
  test.setTimeout(120_000);
  if (!existsSync(path.join(built, 'index.json'))) {
    throw new Error(`${built} is missing: build it first with npm run build-storybook -w storybook (npm test does)`);
  }
  const index = JSON.parse(readFileSync(path.join(built, 'index.json'), 'utf8')) as StoryIndex;
  // A story "on desktop" is the same story at another viewport: at 320 px it is its phone twin.
  const stories = Object.values(index.entries)
    .filter((entry) => entry.type === 'story' && CUSTOMER_FACING.test(entry.importPath))
    .map((entry) => entry.id)
    .filter((id) => !id.endsWith('-on-desktop'));
  expect(stories.length).toBeGreaterThan(100);

  const storybook = await serveDirectory(built);
  try {
    await page.setViewportSize({ width: 320, height: 640 });
    // The toolbar's pseudo-locale for every story; the accessibility panel's axe run left to a11y.spec.ts.
    await page.goto(
      `${storybook.origin}/iframe.html?id=${stories[0]}&viewMode=story&globals=locale:pseudo;a11y.manual:!true`,
    );
    await page.waitForFunction(() => '__STORYBOOK_ADDONS_CHANNEL__' in window);
    const overflowing: Record<string, string[]> = {};
    for (const id of stories) {
      const { outcome, problems } = await checkStory(page, id);
      if (!outcome.startsWith('finished')) problems.unshift(`the story did not render (${outcome})`);
      if (problems.length > 0) overflowing[id] = problems;
    }
    expect(overflowing).toEqual({});
  } finally {
    await storybook.close();
  }
});
