import path from 'node:path';
import { z } from 'zod';
import { numberFrom, optionalText } from '../../env-values';
import type { EnvironmentOf } from '../../env-values';
import { REPO_ROOT } from '../../repo-root';

export const releasesEnvironment = {
  RELEASES_DIR: optionalText,
  CANARY_MAX_FAILURE_SHARE: numberFrom(z.coerce.number().min(0).max(1).default(0.05)),
  CANARY_MIN_PAGES: numberFrom(z.coerce.number().int().min(1).default(50)),
};

/**
 * Where published remotes' files are kept (`/remotes/<remote>/<version>/...`: a shared volume in
 * production), and when the canary watch stops a canary: more than `maxFailureShare` of its pages
 * reported a load failure, over at least `minPages` pages.
 */
export type ReleasesConfig = { releasesDir: string; canaryWatch: { maxFailureShare: number; minPages: number } };

/** A release's visual review (docs/storybook.md, "Visual review of a release"); read from the Storybook settings. */
export type VisualReviewConfig = { approvalRequired: boolean; chromiumPath: string };

export function releasesConfigFrom(e: EnvironmentOf<typeof releasesEnvironment>): ReleasesConfig {
  return {
    releasesDir: path.resolve(e.RELEASES_DIR ?? path.join(REPO_ROOT, '.data', 'releases')),
    canaryWatch: { maxFailureShare: e.CANARY_MAX_FAILURE_SHARE, minPages: e.CANARY_MIN_PAGES },
  };
}
