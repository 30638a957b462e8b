import { readFile, stat } from 'node:fs/promises';

/**
 * The origins of the remotes listed in a runtime remote document (`{ remotes: [{ name, entry }] }`):
 * absolute http(s) entries only (a path is this origin), in the document's order, each once.
 * Anything else (a broken document, another scheme) adds nothing: the page then allows its own
 * origin only, and a remote elsewhere fails to load and shows its fallback.
 */
export function remoteOriginsOf(document: unknown): string[] {
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

/**
 * The remote origins of the document in `file`, as it is now: the file is looked at on every call
 * (one stat) and read again whenever it changed, so moving a remote is an edit, no restart — the
 * same freshness as `/remotes.json` itself.
 */
export function createRemoteOrigins(file: string): { current(): Promise<string[]> } {
  let cached: { version: string; origins: string[] } | undefined;
  return {
    async current() {
      let version: string;
      try {
        const info = await stat(file);
        version = `${info.ino}:${info.size}:${info.mtimeMs}`;
      } catch {
        cached = undefined;
        return [];
      }
      if (cached?.version === version) return cached.origins;
      let origins: string[];
      try {
        origins = remoteOriginsOf(JSON.parse(await readFile(file, 'utf8')));
      } catch {
        origins = [];
      }
      cached = { version, origins };
      return origins;
    },
  };
}
