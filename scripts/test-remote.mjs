// `npm test -w mf-x` (every remote's package.json): one remote's own checks, without the whole suite,
// for the team that deploys it on its own: its unit tests (Jest, in its folder), then its browser
// tests (the Playwright project named after it, e2e/playwright.config.ts) against the production
// host and the compiled API, which Playwright's global setup builds when stale. Skipped tests fail
// it, as in `npm test` (docs/testing.md).
import path from 'node:path';
import { skipLine } from './test-reports.mjs';
import { runJest, runPlaywright } from './test-runs.mjs';
import { remotes, root } from './workspaces.mjs';

const remote = path.basename(process.cwd());
if (!remotes.includes(remote)) {
  console.error(`test-remote: run it as \`npm test -w <remote>\` (${remotes.join(', ')}), not from ${process.cwd()}`);
  process.exit(1);
}

let ok = true;
for (const [name, result] of [
  [`${remote}: unit tests (jest)`, () => runJest([], { cwd: path.join(root, remote), report: `jest-${remote}.json` })],
  [
    `${remote}: browser tests (playwright)`,
    () => runPlaywright(['--project', remote], { report: `playwright-${remote}.json` }),
  ],
]) {
  console.log(`\n=== ${name}`);
  const { ok: passed, counts } = await result();
  const skipped = counts && skipLine(name, counts);
  if (skipped) console.log(`=== ${skipped}`);
  const stepOk = passed && counts !== null && !skipped;
  console.log(
    `=== ${name}: ${stepOk ? 'ok' : 'FAILED'}${counts ? ` (${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped)` : ''}`,
  );
  ok &&= stepOk;
}
process.exit(ok ? 0 : 1);
