import type { Job } from '../../background-jobs';
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
import type { ReleasesConfig } from './releases-config';
import { releaseRoutes } from './release-routes';
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
}: Pick<Platform, 'database' | 'clock' | 'changes'> & { auditTrail: AuditTrail } & Partial<Pick<Platform, 'logger'>> &
  Pick<ReleasesConfig, 'releasesDir'> &
  Partial<Pick<ReleasesConfig, 'canaryWatch'>> & { webRoot: string }) {
  const repository = createReleaseRepository(database);
  const releases = createReleases({
    repository,
    store: createReleaseStore(releasesDir),
    transact: transactOn(database.sequelize),
    clock,
    liveHost: () => readLiveHost(webRoot),
    webRoot,
    statusOf,
    auditTrail,
  });
  const liveRemotes = createLiveRemotes({
    repository,
    changes,
    registerBuiltRemotes: () => releases.registerBuiltRemotes(),
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
  const tokens = createDeployTokens(database, clock, auditTrail);
  return {
    releases,
    tokens,
    liveRemotes,
    tokenRoutes: releaseTokenRoutes({ releases, tokens }),
    jobs,
    adminRoutes: releaseRoutes({ releases, tokens }),
    telemetryRoutes: (rateLimiter: RateLimiter, perIp: RateLimitRule | null) =>
      telemetryRoutes({ releases, rateLimiter, perIp }),
  };
}
