// `npm test`: every check, in order: type check, lint, unit and integration tests (Jest, real embedded
// PostgreSQL), production build, Storybook (starts and builds), browser tests (Playwright + Chromium).
// Every step runs even when an earlier one fails, so one run shows everything; the exit code is 1 if any failed.
import { mkdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { build } from './build.mjs';
import { run } from './run.mjs';
import { typecheck } from './typecheck.mjs';
import { root } from './workspaces.mjs';

const reports = path.join(root, '.tmp', 'test-reports');
mkdirSync(reports, { recursive: true });
const steps = [];
const counts = { passed: 0, failed: 0, skipped: 0 };

async function step(name, fn) {
  const started = Date.now();
  console.log(`\n=== ${name}`);
  const ok = await fn();
  steps.push({ name, ok, s: ((Date.now() - started) / 1000).toFixed(1) });
  if (!ok) console.log(`=== ${name}: FAILED`);
}

await step('type check', typecheck);

await step('lint', async () => (await run('npx', ['eslint', '--max-warnings=0', '.'])).ok);

await step('unit and integration tests (jest)', async () => {
  const out = path.join(reports, 'jest.json');
  const r = await run('npx', ['jest', '--ci', '--json', `--outputFile=${out}`]);
  if (existsSync(out)) {
    const j = JSON.parse(readFileSync(out, 'utf8'));
    counts.passed += j.numPassedTests;
    counts.failed += j.numFailedTests + j.numRuntimeErrorTestSuites;
    counts.skipped += j.numPendingTests + j.numTodoTests;
  }
  return r.ok;
});

await step('production build', () => build({ ifStale: true }));

await step('storybook starts', async () =>
  (await run('npx', ['storybook', 'dev', '--smoke-test', '--ci', '--quiet', '-p', '6106'], { cwd: path.join(root, 'storybook') })).ok);

await step('storybook builds', async () => (await run('npm', ['run', 'build-storybook', '-w', 'storybook', '--silent'])).ok);

await step('browser tests (playwright)', async () => {
  const out = path.join(reports, 'playwright.json');
  const r = await run('npx', ['playwright', 'test'], {
    cwd: path.join(root, 'e2e'),
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: out },
  });
  if (existsSync(out)) {
    const { stats } = JSON.parse(readFileSync(out, 'utf8'));
    counts.passed += stats.expected + stats.flaky;
    counts.failed += stats.unexpected;
    counts.skipped += stats.skipped;
  }
  return r.ok;
});

console.log('\n=== summary');
for (const s of steps) console.log(`${s.ok ? 'ok    ' : 'FAILED'} ${s.name} (${s.s} s)`);
const failedSteps = steps.filter((s) => !s.ok).length;
console.log(`steps: ${steps.length - failedSteps} passed, ${failedSteps} failed`);
console.log(`tests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
process.exit(failedSteps === 0 ? 0 : 1);
