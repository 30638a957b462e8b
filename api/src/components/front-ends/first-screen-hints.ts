import path from 'node:path';
import type { ScreenRoute } from '@ciao/contracts/screen-routes';
import { readWhenChanged } from './file-when-changed';
import type { RuntimeDocument } from './runtime-document';

/** What the hints read of a remote's mf-manifest.json (Module Federation's manifest format). */
type Manifest = {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  shared?: { name?: string; assets?: { js?: { sync?: string[]; async?: string[] } } }[];
  exposes?: { name?: string; assets?: { js?: { sync?: string[] } } }[];
};

/**
 * The shared libraries each exposed screen starts with, as a remote's build lists them beside its
 * manifest (@ciao/build's ScreenSharedPlugin): `{ "<screen>": ["<share key>", ...] }`.
 */
const SCREEN_SHARED_FILE = 'screen-shared.json';
type ScreenShared = Map<string, string[]>;

function parseScreenShared(text: string): ScreenShared {
  const parsed = JSON.parse(text) as unknown;
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
    throw new Error(`${SCREEN_SHARED_FILE} is no object`);
  return new Map(
    Object.entries(parsed).map(([screen, keys]) => {
      if (!Array.isArray(keys) || !keys.every((key) => typeof key === 'string'))
        throw new Error(`${SCREEN_SHARED_FILE}: ${screen} lists no share keys`);
      return [screen, keys as string[]];
    }),
  );
}

const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The remote's manifest file on this server, or undefined for a remote elsewhere. */
export type ManifestFileOf = (entry: string) => string | undefined;

/**
 * `<link>` hints for the first screen a page shows, so that the browser fetches the remote's
 * manifest, its `remoteEntry.js`, the screen's own chunks and the remote's copies of the shared
 * libraries the screen starts that the host does not provide, while the host's scripts download,
 * instead of one after the other once the host runs. Read from the remote's `mf-manifest.json`
 * (and the `screen-shared.json` its build writes beside it) and the host's `mf-manifest.json`:
 * for a remote this server serves, from its files, kept while they are unchanged (one stat per
 * file and page), so a redeployed remote is hinted as it is now; for a remote on another origin,
 * only a preconnect and its manifest. The hints only hurry what the Module Federation runtime loads
 * anyway: a stale or missing hint costs a download, never a wrong screen.
 */
export function createFirstScreenHints(manifestFileOf: ManifestFileOf, hostManifestFile: string) {
  const manifestAt = readWhenChanged((text) => JSON.parse(text) as Manifest);
  const screenSharedAt = readWhenChanged(parseScreenShared);

  /** The screen's scripts, as URLs beside the manifest: the entry, then its own chunks (not shared libraries'). */
  function screenScripts(manifest: Manifest, base: string, screen: string): string[] {
    const entry = manifest.metaData?.remoteEntry;
    if (!entry?.name) return [];
    const exposed = manifest.exposes?.find((expose) => expose.name === screen);
    const sharedFiles = new Set(
      manifest.shared?.flatMap((shared) => [...(shared.assets?.js?.sync ?? []), ...(shared.assets?.js?.async ?? [])]),
    );
    const own = (exposed?.assets?.js?.sync ?? []).filter((file) => !sharedFiles.has(file));
    const entryFile = entry.path ? `${entry.path.replace(/\/$/, '')}/${entry.name}` : entry.name;
    return [entryFile, ...own].map((file) => base + file);
  }

  /**
   * The remote's own copies of the shared libraries the screen starts that the host does not
   * provide (the share scope then has only the remote's), as URLs beside the manifest. None when
   * either list is missing: which copy the page would take is not known then.
   */
  async function sharedScripts(
    manifest: Manifest,
    manifestFile: string,
    base: string,
    screen: string,
  ): Promise<string[]> {
    const started = (await screenSharedAt(path.join(path.dirname(manifestFile), SCREEN_SHARED_FILE)))?.get(screen);
    const host = await manifestAt(hostManifestFile);
    if (!started || !host?.shared) return [];
    const provided = new Set(host.shared.map((shared) => shared.name));
    return started
      .filter((key) => !provided.has(key))
      .flatMap((key) => manifest.shared?.find((shared) => shared.name === key)?.assets?.js?.sync ?? [])
      .map((file) => base + file);
  }

  return {
    async tagsFor(document: RuntimeDocument, screen: ScreenRoute): Promise<string> {
      const remote = document.remotes.find((candidate) => candidate.name === screen.remote);
      if (!remote) return '';
      // The runtime fetches the manifest with fetch() (CORS mode, same-origin credentials): `crossorigin` matches it.
      const tags = [`<link rel="preload" as="fetch" crossorigin href="${attribute(remote.entry)}">`];
      const file = manifestFileOf(remote.entry);
      if (!file) {
        const origin = URL.canParse(remote.entry) ? new URL(remote.entry).origin : undefined;
        return [...(origin ? [`<link rel="preconnect" href="${attribute(origin)}">`] : []), ...tags].join('');
      }
      const manifest = await manifestAt(file);
      if (!manifest) return tags.join('');
      const base = remote.entry.slice(0, remote.entry.lastIndexOf('/') + 1);
      const scripts = new Set([
        ...screenScripts(manifest, base, screen.screen),
        ...(await sharedScripts(manifest, file, base, screen.screen)),
      ]);
      for (const script of scripts) tags.push(`<link rel="preload" as="script" href="${attribute(script)}">`);
      return tags.join('');
    },
  };
}

/** A list of the host's scripts in `signed-in-start.json`: paths on this site. */
const isScriptList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((script) => typeof script === 'string' && script.startsWith('/'));

/**
 * `<link>` hints for the host's scripts a signed-in page asks for beyond those every page starts
 * with, listed by the host's build in `signed-in-start.json` (@ciao/build's SignedInStartPlugin):
 * - `first`, the signed-in routes and the shared libraries they start, which the page asks for
 *   once main.js has run: at the priority of the screen's other scripts, so that they download
 *   beside main.js instead of after it;
 * - `later`, the store (at idle) and the poll schedule (at the first poll), asked for once the
 *   screen is up: at low priority, after the scripts the screen needs, so that they arrive during
 *   the start instead of one more round trip at its end.
 * Read like a manifest: kept while the file is unchanged; none when it is missing or malformed.
 */
export function createSignedInStartHints(file: string) {
  const hintsAt = readWhenChanged((text) => {
    const { first, later } = JSON.parse(text) as { first?: unknown; later?: unknown };
    if (!isScriptList(first) || !isScriptList(later)) throw new Error(`${file} lists no scripts`);
    return (
      first.map((script) => `<link rel="preload" as="script" href="${attribute(script)}">`).join('') +
      later.map((script) => `<link rel="preload" as="script" fetchpriority="low" href="${attribute(script)}">`).join('')
    );
  });
  return async (): Promise<string> => (await hintsAt(file)) ?? '';
}
