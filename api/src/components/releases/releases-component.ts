import path from 'node:path';
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
import type { ReleasesConfig, VisualReviewConfig } from './releases-config';
import { releaseRoutes } from './release-routes';
import { remoteApprovalRoutes } from './remote-approval-routes';
import { releaseTokenRoutes } from './release-token-routes';
import { createDeployTokens } from './deploy-token-repository';
import { telemetryRoutes } from './telemetry-routes';
import { createVisualReviewRepository } from './visual-review-repository';
import { createVisualReviews } from './visual-reviews';
import { createReleaseStorybooks } from './release-storybooks';
import { visualReviewRoutes } from './visual-review-routes';

/** How often the canary watch adds up the pages served and looks at the canaries' failures. */
const CANARY_WATCH_INTERVAL_MS = 5_000;
/** How often an instance looks for a published release's visual review to run. */
const VISUAL_REVIEW_INTERVAL_MS = 2_000;
/** How often an instance deletes the review pictures no review needs any more. */
const PRUNE_PICTURES_INTERVAL_MS = 10 * 60_000;
/** Without a setting: no approval needed, Debian's Chromium. */
const DEFAULT_VISUAL_REVIEW: VisualReviewConfig = { approvalRequired: false, chromiumPath: '/usr/bin/chromium' };

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
  visualReview = DEFAULT_VISUAL_REVIEW,
  approvalRequired = () => Promise.resolve(visualReview.approvalRequired),
}: Pick<Platform, 'database' | 'clock' | 'changes'> & { auditTrail: AuditTrail } & Partial<Pick<Platform, 'logger'>> & {
    metrics?: ReleaseMetrics | undefined;
  } & Pick<ReleasesConfig, 'releasesDir'> &
  Partial<Pick<ReleasesConfig, 'canaryWatch'>> & {
    webRoot: string;
    visualReview?: VisualReviewConfig;
    /** An owner's setting, read afresh (storybook-settings.ts); without it, `visualReview.approvalRequired`. */
    approvalRequired?: () => Promise<boolean>;
  }) {
  const repository = createReleaseRepository(database);
  const store = createReleaseStore(releasesDir);
  const transact = transactOn(database.sequelize);
  const approvals = createRemoteApprovals({ database, transact, clock, auditTrail });
  const reportTokens = createReportTokens({ signingKey: database.appSecret('remote-report-hmac', undefined), clock });
  const visualReviews = createVisualReviews({
    reviews: createVisualReviewRepository(database),
    releases: repository,
    store,
    transact,
    clock,
    auditTrail,
    reviewsDir: path.join(releasesDir, 'visual-reviews'),
    chromiumPath: visualReview.chromiumPath,
    approvalRequired,
  });
  const releases = createReleases({
    repository,
    store,
    transact,
    clock,
    liveHost: () => readLiveHost(webRoot),
    webRoot,
    statusOf,
    auditTrail,
    reportTokens,
    approvals,
    metrics,
    visualReviews,
  });
  const liveRemotes = createLiveRemotes({
    repository,
    changes,
    reportTokens,
    registerBuiltRemotes: () => releases.registerBuiltRemotes(),
    metrics,
  });
  // Every instance of a server renders the reviews waiting (each claimed by one), in the background.
  const reviewJob: Job = {
    name: 'visual review',
    intervalMs: VISUAL_REVIEW_INTERVAL_MS,
    run: visualReviews.runWaiting,
  };
  // Pictures no review needs any more are deleted now and then (visual-reviews.ts, prunePictures).
  const pruneJob: Job = {
    name: 'visual review pictures',
    intervalMs: PRUNE_PICTURES_INTERVAL_MS,
    run: async () => (await visualReviews.prunePictures()).length,
  };
  const jobs: Job[] = canaryWatch
    ? [
        reviewJob,
        pruneJob,
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
    adminRoutes: [releaseRoutes({ releases, tokens }), visualReviewRoutes({ visualReviews })],
    approvals,
    approvalRoutes: remoteApprovalRoutes({ approvals }),
    visualReviews,
    storybooks: createReleaseStorybooks({ repository, store }),
    telemetryRoutes: (rateLimiter: RateLimiter, perIp: RateLimitRule | null) =>
      telemetryRoutes({ releases, rateLimiter, perIp }),
  };
}
