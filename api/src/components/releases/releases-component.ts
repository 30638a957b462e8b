import type { Job } from '../../background-jobs';
import type { ReleaseMetrics } from '../../metrics/metrics';
import type { Platform } from '../../component';
import type { AuditTrail } from '../audit/audit-log';
import type { RateLimitRule } from '../rate-limits/rate-limit-rule';
import type { RateLimiter } from '../rate-limits/rate-limits';
import { transactOn } from '../../db/transactions';
import { createLiveRemotes } from './live-remotes';
import { readLiveHost } from './live-host';
import { createReleaseRepository } from './release-repository';
import { createReleaseStore } from './release-store';
import { createReleases } from './releases';
import { createRemoteApprovals } from './remote-approvals';
import { createReportTokens } from './report-tokens';
import type { ReleasesConfig } from './releases-config';
import { releaseRoutes } from './release-routes';
import { remoteApprovalRoutes } from './remote-approval-routes';
import { releaseTokenRoutes } from './release-token-routes';
import { createDeployTokens } from './deploy-token-repository';
import { telemetryRoutes } from './telemetry-routes';

/** How often the canary watch adds up the pages served and looks at the canaries' failures. */
const CANARY_WATCH_INTERVAL_MS = 5_000;

/** The HTTP status a file's URL answers, its body left unread. */
async function statusOf(url: string): Promise<number> {
  const response = await fetch(url);
  await response.body?.cancel();
  return response.status;
}

/**
 * The release registry of the remotes (docs/deploying.md, "Releasing a remote"): its rules for the
 * command line, what is live for the pages (`liveRemotes`), and for a server, the browsers'
 * failure reports and the canary watch.
 */
export function createReleasesComponent({
  database,
  clock,
  changes,
  logger,
  webRoot,
  releasesDir,
  canaryWatch,
  auditTrail,
  metrics,
}: Pick<Platform, 'database' | 'clock' | 'changes'> & { auditTrail: AuditTrail } & Partial<Pick<Platform, 'logger'>> & {
    metrics?: ReleaseMetrics | undefined;
  } & Pick<ReleasesConfig, 'releasesDir'> &
  Partial<Pick<ReleasesConfig, 'canaryWatch'>> & { webRoot: string }) {
  const repository = createReleaseRepository(database);
  const transact = transactOn(database.sequelize);
  const approvals = createRemoteApprovals({ database, transact, clock, auditTrail });
  const reportTokens = createReportTokens({ signingKey: database.appSecret('remote-report-hmac', undefined), clock });
  const releases = createReleases({
    repository,
    store: createReleaseStore(releasesDir),
    transact,
    clock,
    liveHost: () => readLiveHost(webRoot),
    webRoot,
    statusOf,
    auditTrail,
    reportTokens,
    approvals,
    metrics,
  });
  const liveRemotes = createLiveRemotes({
    repository,
    changes,
    reportTokens,
    registerBuiltRemotes: () => releases.registerBuiltRemotes(),
    metrics,
  });
  const jobs: Job[] = canaryWatch
    ? [
        {
          name: 'canary watch',
          intervalMs: CANARY_WATCH_INTERVAL_MS,
          async run() {
            for (const { summary } of await releases.watchCanaries(liveRemotes.takeCanaryPages(), canaryWatch))
              logger?.warn({ release: summary }, `Canary rolled back: ${summary}`);
          },
        },
      ]
    : [];
  const tokens = createDeployTokens(database, clock);
  return {
    releases,
    tokens,
    liveRemotes,
    tokenRoutes: releaseTokenRoutes({ releases, tokens }),
    jobs,
    adminRoutes: releaseRoutes({ releases }),
    approvals,
    approvalRoutes: remoteApprovalRoutes({ approvals }),
    telemetryRoutes: (rateLimiter: RateLimiter, perIp: RateLimitRule | null) =>
      telemetryRoutes({ releases, rateLimiter, perIp }),
  };
}
