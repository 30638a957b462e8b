import { cp, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The repository's one Storybook build (`npm run build-storybook`): the design system, the host
 * and every remote's stories, each loaded by its import path only when shown.
 */
export const repositoryStorybookOf = (webRoot: string) => path.join(webRoot, 'storybook', 'storybook-static');

/** The remote a story belongs to, from its import path in a Storybook index (`../mf-<name>/src/...`). */
export const remoteOfStory = (importPath = ''): string | undefined => /^\.\.\/(mf-[a-z0-9-]+)\//.exec(importPath)?.[1];

type StoryIndex = { v: number; entries: Record<string, { importPath?: string }> };

/** When a Storybook build was made (its index.json's time), 0 when there is none. */
export const storybookBuiltAt = (folder: string) =>
  stat(path.join(folder, 'index.json')).then(
    (built) => built.mtimeMs,
    () => 0,
  );

/**
 * A remote's own Storybook made from the repository's build (docs/storybook.md, "Each remote's
 * stories travel with its release"): the build's files with an `index.json` that lists that remote's
 * stories only, so a composed Storybook or a visual review sees exactly them. False, writing nothing,
 * when the repository's build is missing or has no story of that remote.
 */
export async function writeRemoteStorybook(repositoryBuild: string, remote: string, into: string): Promise<boolean> {
  let stories: StoryIndex;
  try {
    stories = JSON.parse(await readFile(path.join(repositoryBuild, 'index.json'), 'utf8')) as StoryIndex;
  } catch {
    return false;
  }
  const entries = Object.entries(stories.entries).filter(([, entry]) => remoteOfStory(entry.importPath) === remote);
  if (entries.length === 0) return false;
  // Source maps are for the repository's developers: a release's Storybook is for looking at.
  const index = path.join(repositoryBuild, 'index.json');
  await cp(repositoryBuild, into, {
    recursive: true,
    dereference: true,
    filter: (file) => file !== index && !file.endsWith('.map'),
  });
  await writeFile(path.join(into, 'index.json'), JSON.stringify({ ...stories, entries: Object.fromEntries(entries) }));
  return true;
}
