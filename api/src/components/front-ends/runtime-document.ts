import { readWhenChanged } from './file-when-changed';

/**
 * The origins of the remotes listed in a runtime remote document (`{ remotes: [{ name, entry }] }`):
 * absolute http(s) entries only (a path is this origin), in the document's order, each once.
 * Anything else (a broken document, another scheme) adds nothing: the page then allows its own
 * origin only, and a remote elsewhere fails to load and shows its fallback.
 */
function remoteOriginsOf(document: unknown): string[] {
  const remotes = (document as { remotes?: unknown } | null)?.remotes;
  if (!Array.isArray(remotes)) return [];
  const origins = new Set<string>();
  for (const remote of remotes) {
    const entry = (remote as { entry?: unknown } | null)?.entry;
    if (typeof entry !== 'string') continue;
    let url: URL;
    try {
      url = new URL(entry);
    } catch {
      continue; // a path on this origin, or nonsense
    }
    if (url.protocol === 'https:' || url.protocol === 'http:') origins.add(url.origin);
  }
  return [...origins];
}

/** One remote as the runtime document lists it: its container name and its manifest's URL or path. */
type RemoteLocation = { name: string; entry: string };

/** The runtime remote document as it is now, as the page gets it and what follows from it. */
export type RuntimeDocument = {
  remotes: RemoteLocation[];
  /** The document as JSON, for the page (the host reads it there instead of asking for /remotes.json). */
  json: string;
  /** The remotes' origins, for the page's policy. */
  origins: string[];
};

function remotesOf(document: unknown): RemoteLocation[] {
  const remotes = (document as { remotes?: unknown } | null)?.remotes;
  if (!Array.isArray(remotes)) return [];
  return remotes.flatMap((remote: unknown) => {
    const { name, entry } = (remote ?? {}) as Record<string, unknown>;
    return typeof name === 'string' && typeof entry === 'string' && name && entry ? [{ name, entry }] : [];
  });
}

/**
 * The runtime document in `file`, as it is now: the file is looked at on every call (one stat) and
 * read again whenever it changed, so moving a remote is an edit, no restart — the same freshness as
 * `/remotes.json` itself. Undefined while the file is missing or is not JSON.
 */
export function createRuntimeDocument(file: string): { current(): Promise<RuntimeDocument | undefined> } {
  const read = readWhenChanged((text): RuntimeDocument => runtimeDocumentOf(JSON.parse(text)));
  return { current: () => read(file) };
}

/** A runtime document, `{ remotes: [{ name, entry }] }`, as the page gets it and what follows from it. */
export function runtimeDocumentOf(document: unknown): RuntimeDocument {
  return { remotes: remotesOf(document), json: JSON.stringify(document), origins: remoteOriginsOf(document) };
}
