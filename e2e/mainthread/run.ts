// npm run mainthread -w e2e: main-thread time per second of a signed-in dashboard with a running
// contract, in its steady state (issue #20), and the requests and bytes it costs the phone's network
// (issue #47). The production API on its own database, a seeded user with an active contract,
// Chromium unthrottled; the DevTools protocol's Performance.getMetrics (TaskDuration, ScriptDuration)
// read before and after a 30 s window (`--seconds=<n>` sets it), and its Network events over the
// same window: requests sent, and bytes received (headers and bodies, as encoded on the wire).
import { loadavg } from 'node:os';
import { chromium } from '@playwright/test';
import { seedUsers } from '../../api/bench/seed';
import { startProductionApi } from '../lighthouse/production-api';
import { CHROMIUM_FLAGS, chromiumPath } from '../support/chromium';
import { countOption } from '../support/tool-options';

const SETTLE_MS = 10_000;
/** What an open dashboard may cost a phone's network on average (issue #47). */
const NETWORK_TARGET = { requestsPerSecond: 0.2, bytesPerSecond: 1024 };
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
    const cdp = await context.newCDPSession(page);
    const network = { requests: 0, apiRequests: 0, bytes: 0 };
    await cdp.send('Network.enable');
    cdp.on('Network.requestWillBeSent', ({ request }) => {
      network.requests += 1;
      if (new URL(request.url).pathname.startsWith('/api/')) network.apiRequests += 1;
    });
    // A response's headers, then each piece of its body (an open stream's events as they come).
    cdp.on('Network.responseReceived', ({ response }) => (network.bytes += response.encodedDataLength));
    cdp.on('Network.dataReceived', ({ encodedDataLength }) => (network.bytes += encodedDataLength));
    await page.goto(`${api.baseURL}/`);
    try {
      await page.getByRole('timer').waitFor({ timeout: 30_000 });
    } catch {
      // The page or its first reads refused while the just-started API warmed up (admission control,
      // docs/admission-control.md): the figures are of a loaded page.
      await page.reload();
      await page.getByRole('timer').waitFor({ timeout: 60_000 });
    }
    await page.waitForTimeout(SETTLE_MS);

    await cdp.send('Performance.enable');
    const read = async (): Promise<Metrics> =>
      Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map(({ name: n, value: v }) => [n, v]));
    const before = await read();
    const networkBefore = { ...network };
    await page.waitForTimeout(WINDOW_MS);
    const after = await read();

    const seconds = after.Timestamp! - before.Timestamp!;
    const perSecond = (metric: string) => ((after[metric]! - before[metric]!) * 1000) / seconds;
    const networkPerSecond = (figure: keyof typeof network) => (network[figure] - networkBefore[figure]) / seconds;
    const requestsPerSecond = networkPerSecond('requests');
    const bytesPerSecond = networkPerSecond('bytes');
    const met = (ok: boolean) => (ok ? 'met' : 'NOT met');
    const lines = [
      `main thread over ${seconds.toFixed(1)} s of a signed-in dashboard with a running contract (unthrottled):`,
      `  tasks ${perSecond('TaskDuration').toFixed(1)} ms/s, script ${perSecond('ScriptDuration').toFixed(1)} ms/s, ` +
        `layout ${perSecond('LayoutDuration').toFixed(1)} ms/s, style ${perSecond('RecalcStyleDuration').toFixed(1)} ms/s`,
      `  network: ${requestsPerSecond.toFixed(2)} requests/s (${networkPerSecond('apiRequests').toFixed(2)}/s to the API; ` +
        `target <= ${NETWORK_TARGET.requestsPerSecond}: ${met(requestsPerSecond <= NETWORK_TARGET.requestsPerSecond)}), ` +
        `${bytesPerSecond.toFixed(0)} bytes/s received (target < ${NETWORK_TARGET.bytesPerSecond}: ${met(bytesPerSecond < NETWORK_TARGET.bytesPerSecond)})`,
      `  load average ${loadavg()
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
