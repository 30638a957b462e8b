// Jest and Playwright runs with a JSON report, for `npm test` (scripts/test.mjs) and one remote's
// `npm test -w mf-x` (scripts/test-remote.mjs): each resolves to whether it passed and its counts.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { run } from './run.mjs';
import { jestCounts, playwrightCounts } from './test-reports.mjs';
import { root } from './workspaces.mjs';

const reports = path.join(root, '.tmp', 'test-reports');

/** A fresh report path: an earlier run's report is never counted. */
function reportPath(name) {
  mkdirSync(reports, { recursive: true });
  const out = path.join(reports, name);
  rmSync(out, { force: true });
  return out;
}

/** `npx jest ...args` in `cwd`; counts null when Jest wrote no report. */
export async function runJest(args = [], { cwd = root, report = 'jest.json' } = {}) {
  const out = reportPath(report);
  const r = await run('npx', ['jest', '--ci', '--json', `--outputFile=${out}`, ...args], { cwd });
  return { ok: r.ok, counts: existsSync(out) ? jestCounts(JSON.parse(readFileSync(out, 'utf8'))) : null };
}

/** `npx playwright test ...args` in e2e/; counts null when Playwright wrote no report. */
export async function runPlaywright(args = [], { report = 'playwright.json' } = {}) {
  const out = reportPath(report);
  const r = await run('npx', ['playwright', 'test', ...args], {
    cwd: path.join(root, 'e2e'),
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: out },
  });
  return { ok: r.ok, counts: existsSync(out) ? playwrightCounts(JSON.parse(readFileSync(out, 'utf8'))) : null };
}
