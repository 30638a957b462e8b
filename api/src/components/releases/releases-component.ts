import type { Platform } from '../../component';
import { transactOn } from '../../db/transactions';
import { createLiveRemotes } from './live-remotes';
import { readLiveHost } from './live-host';
import { createReleaseRepository } from './release-repository';
import { createReleaseStore } from './release-store';
import { createReleases } from './releases';

/** The HTTP status a file's URL answers, its body left unread. */
async function statusOf(url: string): Promise<number> {
  const response = await fetch(url);
  await response.body?.cancel();
  return response.status;
}

/**
 * The release registry of the remotes (docs/deploying.md, "Releasing a remote"): its rules for the
 * command line, and what is live for the pages (`liveRemotes`).
 */
export function createReleasesComponent({
  database,
  clock,
  changes,
  webRoot,
  releasesDir,
}: Pick<Platform, 'database' | 'clock' | 'changes'> & { webRoot: string; releasesDir: string }) {
  const repository = createReleaseRepository(database);
  const releases = createReleases({
    repository,
    store: createReleaseStore(releasesDir),
    transact: transactOn(database.sequelize),
    clock,
    liveHost: () => readLiveHost(webRoot),
    webRoot,
    statusOf,
  });
  const liveRemotes = createLiveRemotes({
    repository,
    changes,
    registerBuiltRemotes: () => releases.registerBuiltRemotes(),
  });
  return { releases, liveRemotes };
}
