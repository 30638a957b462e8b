import path from 'node:path';
import { optionalText } from '../../env-values';
import type { EnvironmentOf } from '../../env-values';
import { REPO_ROOT } from '../../repo-root';

export const releasesEnvironment = {
  RELEASES_DIR: optionalText,
};

/** Where published remotes' files are kept (`/remotes/<remote>/<version>/...`): a shared volume in production. */
export type ReleasesConfig = { releasesDir: string };

export function releasesConfigFrom(e: EnvironmentOf<typeof releasesEnvironment>): ReleasesConfig {
  return { releasesDir: path.resolve(e.RELEASES_DIR ?? path.join(REPO_ROOT, '.data', 'releases')) };
}
