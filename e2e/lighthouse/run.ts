// npm run lighthouse: Lighthouse's mobile profile on /auth (signed out) and on / (signed in) against
// the production build served by the API in production mode, median of 3 runs each
// (docs/performance.md). The pages are opened as phones reach them in production: through the
// balancer (HAProxy, deploy/haproxy.cfg) over HTTPS with HTTP/2; `-- --direct` opens the API's own
// port instead (plain HTTP/1.1, as the figures before 2026-11-26 were taken); `--page=auth` or
// `--page=dashboard` measures one page, `--runs=<n>` sets the runs per page. Writes
// .data/lighthouse/latest.md and the median runs' reports. A report: exits 0 whether or not the
// targets are met, non-zero only when it cannot measure.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import path from 'node:path';
import { seedUsers } from '../../api/bench/seed';
import { formatShare } from './main-thread-share';
import { findings, measure, score } from './measure';
import type { Measurement, PageToMeasure } from './measure';
import { startProductionApi } from './production-api';
import { chromiumPath } from '../support/chromium';
import { chosenPages, countOption } from '../support/tool-options';

const root = path.resolve(__dirname, '..', '..');
const out = path.join(root, '.data', 'lighthouse');
const RUNS = countOption('runs', 3);
/** Issue #20's targets; the LCP target is the page's own (PageToMeasure.lcpTargetMs). */
const TARGET = { score: 95, cls: 0.05, tbtMs: 150 };

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const verdict = (ok: boolean) => (ok ? 'pass' : '**fail**');

function table(measurements: Measurement[]): string[] {
  return [
    `| page | score | FCP | LCP | TBT | CLS | JS KB | benchmark index | load average | tasks over 12.5 ms: ran | targets (score >= ${TARGET.score}, LCP, TBT < ${TARGET.tbtMs} ms, CLS < ${TARGET.cls}) |`,
    '|---|---|---|---|---|---|---|---|---|---|---|',
    ...measurements
      .map((m) =>
        [
          m.page.label,
          `${m.score} (runs ${m.runs.map(score).join(', ')})`,
          seconds(m.fcpMs),
          seconds(m.lcpMs),
          `${Math.round(m.tbtMs)} ms`,
          m.cls.toFixed(3),
          (m.jsBytes / 1024).toFixed(0),
          m.benchmarkIndexes.join(', '),
          m.loadAverages.map((load) => load.toFixed(1)).join(', '),
          m.mainThreadShares.map(formatShare).join(', '),
          [
            verdict(m.score >= TARGET.score),
            `${verdict(m.lcpMs <= m.page.lcpTargetMs)} (<= ${seconds(m.page.lcpTargetMs)})`,
            verdict(m.tbtMs < TARGET.tbtMs),
            verdict(m.cls < TARGET.cls),
          ].join(', '),
        ].join(' | '),
      )
      .map((row) => `| ${row} |`),
  ];
}

/** URL path of each shared-module chunk of the build -> the modules in it (from the mf-manifest.json files). */
function chunkNames(): Map<string, string> {
  type Manifest = { shared: { name: string; assets: { js: { sync: string[]; async: string[] } } }[] };
  const names = new Map<string, string[]>();
  const builds: [workspace: string, urlPrefix: string][] = [['host', '/']];
  for (const name of readdirSync(root)) if (name.startsWith('mf-')) builds.push([name, `/remotes/${name}/`]);
  for (const [workspace, prefix] of builds) {
    const file = path.join(root, workspace, 'dist', 'mf-manifest.json');
    if (!existsSync(file)) continue;
    for (const shared of (JSON.parse(readFileSync(file, 'utf8')) as Manifest).shared) {
      for (const chunk of [...shared.assets.js.sync, ...shared.assets.js.async])
        names.set(prefix + chunk, [...(names.get(prefix + chunk) ?? []), shared.name]);
    }
  }
  return new Map([...names].map(([chunk, modules]) => [chunk, modules.join(', ')]));
}

async function main() {
  (await import('../../scripts/reaper.mjs')).startReaper();
  if (!existsSync(chromiumPath))
    throw new Error(`no Chromium at ${chromiumPath} (apt-get install chromium, or set CHROMIUM_PATH)`);
  const { build } = await import('../../scripts/build.mjs');
  if (!(await build({ ifStale: true }))) throw new Error('the production build failed');

  const names = chunkNames();
  const direct = process.argv.includes('--direct');
  const api = await startProductionApi({ behindBalancer: !direct });
  const measurements: Measurement[] = [];
  try {
    // A returning user as the dashboard usually sees one: a session, an active 24 h contract, 5 past ones.
    const [user] = await seedUsers(api.databaseUrl, { prefix: 'lighthouse', count: 1, history: 5 });
    if (!user) throw new Error('seeding the signed-in user failed');
    const session = await fetch(`${api.apiURL}/api/auth/session`, { headers: { cookie: user.cookie } });
    if (session.status !== 200) throw new Error(`the seeded session is refused (${session.status})`);
    const pages: PageToMeasure[] = [
      { label: '/auth (signed out)', slug: 'auth', url: `${api.baseURL}/auth`, expectPath: '/auth', lcpTargetMs: 2000 },
      {
        label: '/ (signed in)',
        slug: 'dashboard',
        url: `${api.baseURL}/`,
        cookie: user.cookie,
        expectPath: '/',
        lcpTargetMs: 2500,
      },
    ];
    for (const page of chosenPages(pages))
      measurements.push(await measure(page, { runs: RUNS, chromiumPath, acceptCertificate: !direct }));
  } finally {
    await api.stop();
  }

  const first = measurements[0]!.medianRun;
  const chromium = /Chrome\/([\d.]+)/.exec(first.environment.hostUserAgent)?.[1] ?? 'unknown';
  const lines = [
    `# npm run lighthouse: ${new Date().toISOString().slice(0, 10)}`,
    '',
    `Lighthouse ${first.lighthouseVersion}, Chromium ${chromium}, mobile profile (simulated throttling), ` +
      `median of ${RUNS} runs per page, on ${cpus().length} cores, ` +
      (direct ? 'the API opened directly (HTTP/1.1). ' : 'through the balancer (HAProxy, HTTPS, HTTP/2). ') +
      "JS KB: JavaScript transferred (compressed) in the whole recorded window, what a page loads at idle once its screen is live included (its first load is the budgets test's, e2e/tests/budgets.spec.ts). Benchmark index and 1-minute load average: of each run, in order " +
      '(a faster CPU has a higher index; Lighthouse calibrates its mobile profile for about 1,000-2,000). ' +
      "Tasks over 12.5 ms (long at 4x): of each run, the page thread's CPU time in them of their wall time; " +
      'well under the wall time, the page waited (for a core, or a busy browser process) rather than worked.',
    '',
    ...table(measurements),
  ];
  mkdirSync(out, { recursive: true });
  const { generateReport } = await import('lighthouse');
  for (const m of measurements) {
    writeFileSync(path.join(out, `${m.page.slug}.report.html`), generateReport(m.medianRun, 'html'));
    writeFileSync(path.join(out, `${m.page.slug}.report.json`), generateReport(m.medianRun, 'json'));
    writeFileSync(path.join(out, `${m.page.slug}.trace.json`), JSON.stringify(m.medianTrace));
    lines.push(
      '',
      `## ${m.page.label}: what costs points (median run)`,
      '',
      ...findings(m.medianRun, { chunkNames: names }).map((f) => `- ${f}`),
    );
  }
  lines.push(
    '',
    `Reports: ${measurements.map((m) => `.data/lighthouse/${m.page.slug}.report.html`).join(', ')}; ` +
      `the median runs' traces (DevTools' Performance panel opens them): ${measurements.map((m) => `.data/lighthouse/${m.page.slug}.trace.json`).join(', ')}`,
  );
  writeFileSync(path.join(out, 'latest.md'), `${lines.join('\n')}\n`);
  process.stdout.write(`\n${lines.join('\n')}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`lighthouse: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
