import path from 'node:path';
import { RELEASE_STORYBOOK } from './release-archive';
import type { ReleaseRepository } from './release-repository';
import { exists, RELEASE_VERSION, REMOTE_NAME } from './release-store';
import type { ReleaseStore } from './release-store';

/** A release's own Storybook in the store. */
export type ReleaseStorybook = { remote: string; version: string; folder: string };

/**
 * The Storybooks releases carry (docs/storybook.md, "Each remote's stories travel with its
 * release"): the live release's of each remote, which /storybook/ composes, and any release's by name.
 */
export function createReleaseStorybooks({ repository, store }: { repository: ReleaseRepository; store: ReleaseStore }) {
  async function of(remote: string, version: string): Promise<ReleaseStorybook | undefined> {
    if (!REMOTE_NAME.test(remote) || !RELEASE_VERSION.test(version)) return undefined;
    const folder = path.join(store.folderOf(remote, version), RELEASE_STORYBOOK);
    return (await exists(path.join(folder, 'index.json'))) ? { remote, version, folder } : undefined;
  }
  return {
    of,
    /** Each remote's release live for everyone, when it carries a Storybook (a canary's share is not "everyone"). */
    async live(): Promise<ReleaseStorybook[]> {
      const found = await Promise.all(
        (await repository.rollouts()).map((rollout) => of(rollout.remote, rollout.activeVersion)),
      );
      return found.filter((storybook) => storybook !== undefined);
    },
  };
}
export type ReleaseStorybooks = ReturnType<typeof createReleaseStorybooks>;
