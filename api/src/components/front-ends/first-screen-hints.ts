import type { ScreenRoute } from '@ciao/contracts/screen-routes';
import { readWhenChanged } from './file-when-changed';
import type { RuntimeDocument } from './runtime-document';

/** What the hints read of a remote's mf-manifest.json (Module Federation's manifest format). */
type Manifest = {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  shared?: { assets?: { js?: { sync?: string[]; async?: string[] } } }[];
  exposes?: { name?: string; assets?: { js?: { sync?: string[] } } }[];
};

const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The remote's manifest file on this server, or undefined for a remote elsewhere. */
export type ManifestFileOf = (entry: string) => string | undefined;

/**
 * `<link>` hints for the first screen a page shows, so that the browser fetches the remote's
 * manifest, its `remoteEntry.js` and the screen's own chunks while the host's scripts download,
 * instead of one after the other once the host runs. Read from the remote's `mf-manifest.json`:
 * for a remote this server serves, from its file, kept while the file is unchanged (one stat per
 * page), so a redeployed remote is hinted as it is now; for a remote on another origin, only a
 * preconnect and its manifest. The hints only hurry what the Module Federation runtime loads anyway:
 * a stale or missing hint costs a download, never a wrong screen.
 */
export function createFirstScreenHints(manifestFileOf: ManifestFileOf) {
  const manifestAt = readWhenChanged((text) => JSON.parse(text) as Manifest);

  /** The screen's scripts, as URLs beside the manifest: the entry, then its own chunks (not shared libraries'). */
  function screenScripts(manifest: Manifest, base: string, screen: string): string[] {
    const entry = manifest.metaData?.remoteEntry;
    if (!entry?.name) return [];
    const exposed = manifest.exposes?.find((expose) => expose.name === screen);
    const sharedFiles = new Set(manifest.shared?.flatMap((shared) => [...(shared.assets?.js?.sync ?? []), ...(shared.assets?.js?.async ?? [])]));
    const own = (exposed?.assets?.js?.sync ?? []).filter((file) => !sharedFiles.has(file));
    const entryFile = entry.path ? `${entry.path.replace(/\/$/, '')}/${entry.name}` : entry.name;
    return [entryFile, ...own].map((file) => base + file);
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
      for (const script of screenScripts(manifest, base, screen.screen)) tags.push(`<link rel="preload" as="script" href="${attribute(script)}">`);
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
