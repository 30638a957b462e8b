// `.ci/run`, after `npm test`: a short run of each command of the README's table ("Other
// commands") that CI can run, on the fresh clone CI uses. Each must exit 0 and print its table;
// the figures are not judged (on a CI host they are noise). Then every tool that starts servers or
// browsers is killed midway, and must leave nothing running (tools-stop.test.mjs).
// The README's table lists exactly the commands of SMOKES and NOT_SMOKED (api/test/platform/readme-commands.test.ts).
// `node scripts/smoke.mjs` runs them all, `--list` prints both lists as JSON. docs/testing.md, "Smokes".
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { run } from './run.mjs';
import { root } from './workspaces.mjs';

/** `command`: as the README's table writes it; `run`: the short run of it; `prints`: what its output must show. */
export const SMOKES = [
  { command: 'npm run migrate', run: 'npm run migrate', prints: [/^Database migrated to the latest version\.$/m] },
  {
    command: 'npm run notify -w api -- promotion --title ... --body ...',
    run: "npm run notify -w api -- promotion --title 'A smoke' --body 'From CI'",
    prints: [/^Campaign \d+ is sending to \d+ customers? with Promotions on \(the running API instances send it\)$/m],
  },
  {
    // Every mutant (about 3 minutes): one that no longer applies, or survives, fails the smoke.
    command: 'npm run bite',
    run: 'npm run bite',
    prints: [/^bites +complete-without-status-guard: /m, /^bites +admins-act-on-any-role: /m],
  },
  {
    command: 'npm run bench',
    run: 'npm run bench -- --quick --seconds=3',
    prints: [/^## Polling mix/m, /^## Saturation/m, /^## Growth/m, /^## Targets$/m],
  },
  {
    command: 'npm run bench:admin',
    run: 'npm run bench:admin -- --users=2000 --entries=20000 --runs=3',
    prints: [/^\| the last 30 days \(default\) \| [\d.]+ ms/m],
  },
  {
    command: 'npm run lighthouse',
    run: 'npm run lighthouse -- --page=auth --runs=1',
    prints: [/^\| page \| score \|/m, /^\| \/auth \(signed out\) \| \d+/m],
  },
  {
    command: 'npm run startup -w e2e',
    run: 'npm run startup -w e2e -- --page=auth --runs=1',
    prints: [/^startup at 4x CPU slowdown/m, /^\/auth \(signed out\): long tasks \d+/m],
  },
  {
    command: 'npm run mainthread -w e2e',
    run: 'npm run mainthread -w e2e -- --seconds=3',
    prints: [/^main thread over [\d.]+ s/m, /^ +tasks [\d.]+ ms\/s/m],
  },
];

/** The table's commands CI does not run here, each with the reason. */
export const NOT_SMOKED = [
  { command: 'npm run dev', reason: 'dev servers that run until stopped' },
  { command: 'npm run build', reason: 'npm test runs it just before (its "production build" step)' },
  {
    command: 'npm test -w mf-referral',
    reason: "npm test runs the same tests just before (each remote's Jest project and Playwright project)",
  },
  {
    command: 'npm run storybook',
    reason: 'a dev server that runs until stopped; npm test starts it once (its "storybook starts" step)',
  },
  { command: 'npm run build-storybook', reason: 'npm test runs it just before (its "storybook builds" step)' },
  { command: 'npm run lint', reason: 'a step of npm test, which runs just before' },
  { command: 'npm run test:unit', reason: 'a step of npm test, which runs just before' },
  { command: 'npm run test:e2e', reason: 'a step of npm test, which runs just before' },
  { command: 'npm run format', reason: 'rewrites the files it formats; npm run format:check reads the same files' },
  {
    command: 'npm run format:check',
    reason: 'the tree is formatted in one commit after the house restructuring is merged; until then it lists files',
  },
  {
    command: 'docker compose up --build',
    reason: 'CI has no Docker; the balancer browser tests run the same shape with HAProxy',
  },
];

if (process.argv.includes('--list')) {
  console.log(JSON.stringify({ smoked: SMOKES.map(({ command, run }) => ({ command, run })), notSmoked: NOT_SMOKED }));
  process.exit(0);
}

function freePort() {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

// The commands that use the configured database get a throw-away one, never the developer's .data/postgres.
const pgDir = mkdtempSync(path.join(os.tmpdir(), 'ciao-smoke-'));
// As root, PostgreSQL runs as the `postgres` system user, which must reach its data folder.
chmodSync(pgDir, 0o755);
const env = { EMBEDDED_PG_DIR: path.join(pgDir, 'postgres'), EMBEDDED_PG_PORT: String(await freePort()) };
const results = [];
try {
  for (const smoke of SMOKES) {
    console.log(`\n=== smoke: ${smoke.run}`);
    const r = await run('bash', ['-c', smoke.run], { env, tee: true });
    const missing = smoke.prints.filter((pattern) => !pattern.test(r.output));
    const problem = !r.ok ? `exit code ${r.code}` : missing.length ? `its output lacks ${missing.join(', ')}` : null;
    results.push({ name: smoke.command, problem, s: (r.ms / 1000).toFixed(0) });
  }
  console.log('\n=== smoke: every tool that starts servers or browsers, killed midway');
  const killed = await run(process.execPath, ['--test', path.join(root, 'scripts', 'tools-stop.test.mjs')]);
  results.push({
    name: 'the tools stop what they started (tools-stop.test.mjs)',
    problem: killed.ok ? null : 'a test failed',
    s: (killed.ms / 1000).toFixed(0),
  });
} finally {
  rmSync(pgDir, { recursive: true, force: true });
}

console.log('\n=== smokes');
for (const r of results)
  console.log(`${r.problem ? 'FAILED' : 'ok    '} ${r.name} (${r.s} s)${r.problem ? `: ${r.problem}` : ''}`);
process.exit(results.every((r) => !r.problem) ? 0 : 1);
