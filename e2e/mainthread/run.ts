// npm run mainthread -w e2e: main-thread time per second of a signed-in dashboard with a running
// contract, in steady polling (issue #20). The production API on its own database, a seeded user
// with an active contract, Chromium unthrottled; the DevTools protocol's Performance.getMetrics
// (TaskDuration, ScriptDuration) read before and after a 30 s window (`--seconds=<n>` sets it).
import { loadavg } from 'node:os';
import { chromium } from '@playwright/test';
import { seedUsers } from '../../api/bench/seed';
import { startProductionApi } from '../lighthouse/production-api';
import { CHROMIUM_FLAGS, chromiumPath } from '../support/chromium';
import { countOption } from '../support/tool-options';

const SETTLE_MS = 10_000;
const WINDOW_MS = countOption('seconds', 30) * 1000;

type Metrics = Record<string, number>;

async function main() {
  (await import('../../scripts/reaper.mjs')).startReaper();
  const { build } = await import('../../scripts/build.mjs');
  if (!(await build({ ifStale: true }))) throw new Error('the production build failed');
  const api = await startProductionApi();
  const browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_FLAGS });
  try {
    const [user] = await seedUsers(api.databaseUrl, { prefix: 'mainthread', count: 1, history: 5 });
    if (!user) throw new Error('seeding the signed-in user failed');
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      serviceWorkers: 'block',
      extraHTTPHeaders: { cookie: user.cookie },
    });
    const page = await context.newPage();
    let requests = 0;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) requests += 1;
    });
    await page.goto(`${api.baseURL}/`);
    await page.getByRole('timer').waitFor({ timeout: 60_000 });
    await page.waitForTimeout(SETTLE_MS);

    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    const read = async (): Promise<Metrics> =>
      Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map(({ name: n, value: v }) => [n, v]));
    const before = await read();
    const requestsBefore = requests;
    await page.waitForTimeout(WINDOW_MS);
    const after = await read();

    const seconds = after.Timestamp! - before.Timestamp!;
    const perSecond = (metric: string) => ((after[metric]! - before[metric]!) * 1000) / seconds;
    const lines = [
      `main thread over ${seconds.toFixed(1)} s of a signed-in dashboard with a running contract (unthrottled):`,
      `  tasks ${perSecond('TaskDuration').toFixed(1)} ms/s, script ${perSecond('ScriptDuration').toFixed(1)} ms/s, ` +
        `layout ${perSecond('LayoutDuration').toFixed(1)} ms/s, style ${perSecond('RecalcStyleDuration').toFixed(1)} ms/s`,
      `  API requests ${((requests - requestsBefore) / seconds).toFixed(1)}/s; load average ${loadavg()
        .map((l) => l.toFixed(1))
        .join(', ')}`,
    ];
    process.stdout.write(`${lines.join('\n')}\n`);
  } finally {
    await browser.close();
    await api.stop();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`mainthread: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
