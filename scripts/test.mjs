// `npm test`: every check, in order: type check, lint, unit and integration tests (Jest, real embedded
// PostgreSQL), production build, Storybook (starts and builds), browser tests (Playwright + Chromium).
// Every step runs even when an earlier one fails, so one run shows everything; the exit code is 1 if any failed.
// A test that did not run proves nothing: a step that counted any skipped, pending or todo test fails
// (docs/testing.md, "No skipped tests"; ESLint refuses .only/.skip in the sources too).
import path from 'node:path';
import { build } from './build.mjs';
import { run } from './run.mjs';
import { skipLine } from './test-reports.mjs';
import { runJest, runPlaywright } from './test-runs.mjs';
import { typecheck } from './typecheck.mjs';
import { root } from './workspaces.mjs';

const steps = [];
const counts = { passed: 0, failed: 0, skipped: 0 };

async function step(name, fn) {
  const started = Date.now();
  console.log(`\n=== ${name}`);
  const ok = await fn();
  steps.push({ name, ok, s: ((Date.now() - started) / 1000).toFixed(1) });
  if (!ok) console.log(`=== ${name}: FAILED`);
}

const skipLines = [];

/** Adds a step's counts; a step that skipped any test fails, with one line saying how many. */
function addCounts(step, c) {
  counts.passed += c.passed;
  counts.failed += c.failed;
  counts.skipped += c.skipped;
  const line = skipLine(step, c);
  if (line === null) return true;
  skipLines.push(line);
  console.log(`=== ${line}`);
  return false;
}

await step('type check', typecheck);

await step(
  'lint',
  async () =>
    (await run('npx', ['eslint', '--max-warnings=0', '.'])).ok &&
    (await run('npx', ['prettier', '--check', '.', '--log-level', 'warn'])).ok &&
    (await run('npx', ['knip', '--no-progress'])).ok,
);

await step('unit and integration tests (jest)', async () => {
  const { ok, counts } = await runJest();
  return counts !== null && addCounts('unit and integration tests (jest)', counts) && ok;
});

await step('production build', () => build({ ifStale: true }));

await step(
  'storybook starts',
  async () =>
    (
      await run('npx', ['storybook', 'dev', '--smoke-test', '--ci', '--quiet', '-p', '6106'], {
        cwd: path.join(root, 'storybook'),
      })
    ).ok,
);

await step(
  'storybook builds',
  async () => (await run('npm', ['run', 'build-storybook', '-w', 'storybook', '--silent'])).ok,
);

// Every Playwright project: the host's and each remote's browser tests, the balancer test, version skew.
await step('browser tests (playwright)', async () => {
  const { ok, counts } = await runPlaywright();
  return counts !== null && addCounts('browser tests (playwright)', counts) && ok;
});

console.log('\n=== summary');
for (const s of steps) console.log(`${s.ok ? 'ok    ' : 'FAILED'} ${s.name} (${s.s} s)`);
for (const line of skipLines) console.log(`skipped: ${line}`);
const failedSteps = steps.filter((s) => !s.ok).length;
console.log(`steps: ${steps.length - failedSteps} passed, ${failedSteps} failed`);
console.log(`tests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
process.exit(failedSteps === 0 ? 0 : 1);
