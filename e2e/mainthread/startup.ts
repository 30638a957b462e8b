// npm run startup -w e2e: the main thread while a page starts, at 4x CPU slowdown as Lighthouse's
// mobile profile simulates it (issue #20: "no long task over 50 ms on /auth at 4x slowdown").
// The production API on its own database; /auth signed out and / signed in, RUNS loads each, every
// long task (PerformanceObserver 'longtask', buffered) from navigation until the screen is there
// and 3 s more. With --profile, also the functions that cost most in the median load (CPU profile,
// self time by script). A report: exits 0 whatever it finds, non-zero only when it cannot measure.
import { loadavg } from 'node:os';
import { chromium, type Page } from '@playwright/test';
import { seedUsers } from '../../api/bench/seed';
import { startProductionApi } from '../lighthouse/production-api';
import { CHROMIUM_FLAGS, chromiumPath } from '../support/chromium';

const RUNS = 5;
const SLOWDOWN = 4;
const SETTLE_MS = 3_000;
const withProfile = process.argv.includes('--profile');

type LongTask = { start: number; duration: number };
type Load = { tasks: LongTask[]; screenAt: number; hotspots: string[] };
type Screen = { label: string; path: string; cookie?: string; ready: (page: Page) => Promise<unknown> };

type ProfileNode = { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] };
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };

/** Self time per function (and script), the top ten, in ms of the throttled run. */
function hotspots(profile: Profile): string[] {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const frame = byId.get(id)?.callFrame;
    if (!frame) return;
    const file = frame.url.split('/').slice(3).join('/') || '(native)';
    const key = `${frame.functionName || '(anonymous)'} ${file}:${frame.lineNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  });
  return [...self]
    .filter(([key]) => !key.startsWith('(idle)') && !key.startsWith('(program)'))
    .sort((a, b) => b[1] - a[1])
    .slice(0, 10)
    .map(([key, ms]) => `${ms.toFixed(0).padStart(5)} ms  ${key}`);
}

async function load(browserUrl: string, screen: Screen, profile: boolean): Promise<Load> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_FLAGS });
  try {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      serviceWorkers: 'block',
      extraHTTPHeaders: screen.cookie ? { cookie: screen.cookie } : {},
    });
    await context.addInitScript(() => {
      const tasks: { start: number; duration: number }[] = [];
      (window as unknown as { __longTasks: typeof tasks }).__longTasks = tasks;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) tasks.push({ start: entry.startTime, duration: entry.duration });
      }).observe({ type: 'longtask', buffered: true });
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
    if (profile) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
    }
    await page.goto(browserUrl + screen.path);
    await screen.ready(page);
    const screenAt = await page.evaluate(() => performance.now());
    await page.waitForTimeout(SETTLE_MS);
    const tasks = await page.evaluate(() => (window as unknown as { __longTasks: LongTask[] }).__longTasks);
    const found = profile ? hotspots(((await cdp.send('Profiler.stop')) as { profile: Profile }).profile) : [];
    return { tasks, screenAt, hotspots: found };
  } finally {
    await browser.close();
  }
}

const blocking = (tasks: LongTask[]) => tasks.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0);

function median<T>(loads: T[], by: (load: T) => number): T {
  return [...loads].sort((a, b) => by(a) - by(b))[Math.floor(loads.length / 2)]!;
}

async function main() {
  const { build } = await import('../../scripts/build.mjs');
  if (!(await build({ ifStale: true }))) throw new Error('the production build failed');
  const api = await startProductionApi();
  const lines: string[] = [`startup at ${SLOWDOWN}x CPU slowdown, ${RUNS} loads per page (median load by blocking time):`];
  try {
    const [user] = await seedUsers(api.databaseUrl, { prefix: 'startup', count: 1, history: 5 });
    if (!user) throw new Error('seeding the signed-in user failed');
    const screens: Screen[] = [
      {
        label: '/auth (signed out)',
        path: '/auth',
        // The live screen, not the page's static first paint of it.
        ready: async (page) => {
          await page.locator('[data-first-paint]').waitFor({ state: 'detached', timeout: 60_000 });
          await page.getByRole('button', { name: 'Login', exact: true }).waitFor({ timeout: 60_000 });
        },
      },
      { label: '/ (signed in)', path: '/', cookie: user.cookie, ready: (page) => page.getByRole('timer').waitFor({ timeout: 60_000 }) },
    ];
    for (const screen of screens) {
      const loads: Load[] = [];
      for (let run = 0; run < RUNS; run += 1) loads.push(await load(api.baseURL, screen, false));
      const typical = median(loads, (l) => blocking(l.tasks));
      const longest = [...typical.tasks].sort((a, b) => b.duration - a.duration);
      lines.push(
        `${screen.label}: long tasks ${typical.tasks.length}, longest ${Math.round(longest[0]?.duration ?? 0)} ms, ` +
          `blocking ${Math.round(blocking(typical.tasks))} ms (runs ${loads.map((l) => Math.round(blocking(l.tasks))).join(', ')}), ` +
          `screen at ${Math.round(typical.screenAt)} ms`,
        `  tasks over 50 ms (start ms: duration ms): ${longest.map((t) => `${Math.round(t.start)}: ${Math.round(t.duration)}`).join(', ') || 'none'}`,
      );
      if (withProfile) lines.push('  self time, one profiled load:', ...(await load(api.baseURL, screen, true)).hotspots.map((h) => `    ${h}`));
    }
    lines.push(`load average ${loadavg().map((l) => l.toFixed(1)).join(', ')}`);
    process.stdout.write(`${lines.join('\n')}\n`);
  } finally {
    await api.stop();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`startup: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
