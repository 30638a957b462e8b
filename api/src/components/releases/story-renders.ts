import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { chromium } from 'playwright-core';
import type { Browser } from 'playwright-core';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

/** The widths every story is rendered at: a phone and a desktop (docs/storybook.md, "Visual review of a release"). */
export const REVIEW_WIDTHS = [390, 1280] as const;
/** Pictures taken at once: the machine's other work goes on meanwhile. */
const PARALLEL_PAGES = 2;
/** The moment every render sees as now, so dates and countdowns draw the same on every run. */
const FIXED_NOW = new Date('2026-01-15T12:00:00Z');
const STORY_ID = /^[a-z0-9][a-z0-9-]*$/;
const STORY_TIMEOUT_MS = 30_000;

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
};

/** A story of a static Storybook, as its `index.json` lists it. */
export type Story = { id: string; title: string; name: string };

/** The stories (not the docs pages) of a static Storybook build, by id. */
export async function storiesOf(storybookFolder: string): Promise<Story[]> {
  const index = JSON.parse(await readFile(path.join(storybookFolder, 'index.json'), 'utf8')) as {
    entries?: Record<string, { type?: string; id?: string; title?: string; name?: string }>;
  };
  return Object.values(index.entries ?? {})
    .filter((entry) => entry.type === 'story' && typeof entry.id === 'string' && STORY_ID.test(entry.id))
    .map((entry) => ({ id: entry.id as string, title: entry.title ?? '', name: entry.name ?? '' }))
    .sort((a, b) => a.id.localeCompare(b.id));
}

/** The file of a story's render at one width. */
export const renderFile = (storyId: string, width: number) => `${storyId}@${width}.png`;

/** The Storybook's folder over HTTP on this machine's loopback, for the renders only; its origin. */
async function serveFolder(folder: string): Promise<{ origin: string; close: () => Promise<void> }> {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const relative = path.posix.normalize(decodeURIComponent(url.pathname)).replace(/^\/+/, '') || 'index.html';
    const file = path.join(folder, relative);
    if (!file.startsWith(folder + path.sep)) {
      res.writeHead(404).end();
      return;
    }
    readFile(file).then(
      (body) =>
        res
          .writeHead(200, {
            'content-type': CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream',
            'cache-control': 'no-store',
          })
          .end(body),
      () => res.writeHead(404).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}/`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Math.random made repeatable: a story drawing random numbers draws the same ones on every run. */
const SEEDED_RANDOM = `(() => {
  let seed = 0x2f6b3a1d;
  Math.random = () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
})();`;

async function renderOne(browser: Browser, origin: string, story: Story, width: number, into: string): Promise<void> {
  const context = await browser.newContext({
    viewport: { width, height: 800 },
    deviceScaleFactor: 1,
    reducedMotion: 'reduce',
    locale: 'en-US',
    timezoneId: 'UTC',
    serviceWorkers: 'block',
  });
  try {
    const page = await context.newPage();
    await page.clock.setFixedTime(FIXED_NOW);
    await page.addInitScript(SEEDED_RANDOM);
    // No network: only the Storybook's own files answer.
    await page.route(
      (url) => !url.href.startsWith(origin),
      (route) => route.abort('blockedbyclient'),
    );
    await page.goto(`${origin}iframe.html?id=${story.id}&viewMode=story`, { timeout: STORY_TIMEOUT_MS });
    await page.locator('#storybook-root > *').first().waitFor({ state: 'attached', timeout: STORY_TIMEOUT_MS });
    // A story's lazy parts and stand-in answers may take a moment: the design system's spinner is no picture.
    await page
      .getByText('Loading...', { exact: true })
      .first()
      .waitFor({ state: 'detached', timeout: STORY_TIMEOUT_MS });
    await page.evaluate('document.fonts.ready.then(() => undefined)');
    const picture = await page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });
    await writeFile(path.join(into, renderFile(story.id, width)), picture);
  } finally {
    await context.close();
  }
}

/**
 * Renders every story of a static Storybook at each review width into `into` (one PNG per story
 * and width), in Chromium with a fixed clock, repeatable random numbers, reduced motion, animations
 * and the caret off, and no network.
 */
export async function renderStories({
  storybookFolder,
  stories,
  into,
  chromiumPath,
}: {
  storybookFolder: string;
  stories: readonly Story[];
  into: string;
  chromiumPath: string;
}): Promise<void> {
  await mkdir(into, { recursive: true });
  const served = await serveFolder(path.resolve(storybookFolder));
  const browser = await chromium
    .launch({
      executablePath: chromiumPath,
      args: ['--no-sandbox', '--disable-gpu', '--font-render-hinting=none', '--disable-lcd-text'],
    })
    .catch(async (error: unknown) => {
      await served.close();
      throw error;
    });
  try {
    const work = stories.flatMap((story) => REVIEW_WIDTHS.map((width) => ({ story, width })));
    const next = () => work.shift();
    await Promise.all(
      Array.from({ length: PARALLEL_PAGES }, async () => {
        for (let task = next(); task; task = next())
          await renderOne(browser, served.origin, task.story, task.width, into);
      }),
    );
  } finally {
    await browser.close();
    await served.close();
  }
}

/** A picture grown to `width` x `height` (transparent beyond its own edges), so two of different sizes compare. */
function padded(picture: PNG, width: number, height: number): PNG {
  if (picture.width === width && picture.height === height) return picture;
  const grown = new PNG({ width, height });
  PNG.bitblt(picture, grown, 0, 0, picture.width, picture.height, 0, 0);
  return grown;
}

/**
 * Compares two renders with pixelmatch: the number of pixels that differ (a change of size counts
 * every pixel outside the common area) and, when any do, the difference highlighted as a PNG.
 */
export function comparePictures(before: Buffer, after: Buffer): { differentPixels: number; diff?: Buffer } {
  const a = PNG.sync.read(before);
  const b = PNG.sync.read(after);
  const width = Math.max(a.width, b.width);
  const height = Math.max(a.height, b.height);
  const diff = new PNG({ width, height });
  const differentPixels = pixelmatch(
    padded(a, width, height).data,
    padded(b, width, height).data,
    diff.data,
    width,
    height,
    {
      threshold: 0.1,
    },
  );
  return differentPixels === 0 ? { differentPixels } : { differentPixels, diff: PNG.sync.write(diff) };
}
