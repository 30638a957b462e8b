import { createHash } from 'node:crypto';
import { cp, mkdir, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import path from 'node:path';

/** A remote's name as the command line and the store know it: its folder, `mf-<x>`. */
export const REMOTE_NAME = /^mf-[a-z0-9-]+$/;
/** A release's version: a path segment, e.g. `0.1.0-3f2a9c1b` or `1.4.0`. */
export const RELEASE_VERSION = /^[0-9A-Za-z][0-9A-Za-z.+_-]{0,63}$/;

/** The served path of a release's files in the store (the base URL the registry records). */
export const storedBaseUrl = (remote: string, version: string) => `/remotes/${remote}/${version}/`;

async function filesUnder(folder: string, prefix = ''): Promise<string[]> {
  const entries = await readdir(path.join(folder, prefix), { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) =>
      entry.isDirectory() ? filesUnder(folder, path.join(prefix, entry.name)) : [path.join(prefix, entry.name)],
    ),
  );
  return nested.flat().sort();
}

/** The first 8 hex digits of a SHA-256 over a build folder's file names and contents. */
export async function contentHashOf(folder: string): Promise<string> {
  const hash = createHash('sha256');
  for (const file of await filesUnder(folder))
    hash
      .update(file)
      .update('\0')
      .update(await readFile(path.join(folder, file)));
  return hash.digest('hex').slice(0, 8);
}

export const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

/**
 * The release store (RELEASES_DIR): `<dir>/<remote>/<version>/`, written once per release and
 * never changed, so its files are served as immutable.
 */
export function createReleaseStore(releasesDir: string) {
  const folderOf = (remote: string, version: string) => path.join(releasesDir, remote, version);
  return {
    folderOf,
    /**
     * Copies a build into the store in one step (a copy beside it, then renamed): false when the
     * release's folder exists already, whose files are never changed (two publishes at once: one wins).
     */
    async put(
      remote: string,
      version: string,
      buildFolder: string,
      /** Writes more of the release beside the build's files, before it is in the store. */
      addTo?: (folder: string) => Promise<unknown>,
    ): Promise<boolean> {
      const incoming = path.join(releasesDir, remote, `.incoming-${randomUUID()}`);
      await mkdir(path.dirname(incoming), { recursive: true });
      try {
        await cp(buildFolder, incoming, { recursive: true });
        await addTo?.(incoming);
      } catch (error) {
        await rm(incoming, { recursive: true, force: true });
        throw error;
      }
      try {
        await rename(incoming, folderOf(remote, version));
        return true;
      } catch {
        await rm(incoming, { recursive: true, force: true });
        return false;
      }
    },
    /**
     * Adds a folder a stored release lacks (a first release stored before releases carried their
     * Storybook), written beside it and renamed in one step; nothing when it is there already.
     */
    async addMissing(remote: string, version: string, name: string, write: (folder: string) => Promise<unknown>) {
      const target = path.join(folderOf(remote, version), name);
      if (await exists(target)) return;
      const incoming = path.join(folderOf(remote, version), `.incoming-${randomUUID()}`);
      try {
        await write(incoming);
        if (await exists(incoming)) await rename(incoming, target);
      } finally {
        await rm(incoming, { recursive: true, force: true });
      }
    },
    has: (remote: string, version: string) => exists(folderOf(remote, version)),
  };
}
export type ReleaseStore = ReturnType<typeof createReleaseStore>;
