import { runRemotesCommand } from '../../src/cli/remotes-command';
import { systemClock } from '../../src/clock';
import { createAuditComponent } from '../../src/components/audit/audit-component';
import { createReleasesComponent } from '../../src/components/releases/releases-component';
import type { Database } from '../../src/db/database';

/**
 * The remotes command as an operator runs it, on `database`, with the web root and release store
 * given (and the visual review's settings, when a test sets them); nothing is built here.
 */
export function runRemotesOn(
  database: Database,
  where: Pick<Parameters<typeof createReleasesComponent>[0], 'webRoot' | 'releasesDir' | 'visualReview'>,
  argv: string[],
): Promise<string> {
  const { auditTrail } = createAuditComponent({ database, clock: systemClock });
  const { releases, tokens, approvals } = createReleasesComponent({
    database,
    auditTrail,
    clock: systemClock,
    ...where,
  });
  return runRemotesCommand(argv, releases, {
    by: 'ops (command line)',
    buildIfStale: () => Promise.resolve(),
    tokens,
    approvals,
  });
}
