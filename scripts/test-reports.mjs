// What scripts/test.mjs reads from the Jest and Playwright JSON reports: passed, failed and skipped
// tests, and the line that fails a step which skipped any (docs/testing.md, "No skipped tests").

/** Jest's --json report: skipped = pending (it.skip, describe.skip, or not run beside an .only) + todo. */
export function jestCounts(report) {
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests + report.numRuntimeErrorTestSuites,
    skipped: report.numPendingTests + report.numTodoTests,
    detail: `${report.numPendingTests} pending, ${report.numTodoTests} todo`,
  };
}

/** Playwright's JSON reporter: skipped = test.skip, test.fixme, or not run beside a test.only. */
export function playwrightCounts(report) {
  const { stats } = report;
  return {
    passed: stats.expected + stats.flaky,
    failed: stats.unexpected,
    skipped: stats.skipped,
    detail: 'test.skip, test.fixme or test.only',
  };
}

/** null when nothing was skipped, else the line that says which step skipped how many. */
export function skipLine(step, { skipped, detail }) {
  if (skipped === 0) return null;
  return `${step}: ${skipped} test${skipped === 1 ? '' : 's'} skipped (${detail}); every test must run (docs/testing.md)`;
}
