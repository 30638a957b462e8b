import { RUNTIME_DOCUMENT_ELEMENT_ID } from '@ciao/contracts/screen-routes';

/** One remote as listed in /remotes.json; the entry is a manifest URL or a path on this origin. */
interface RemoteLocation {
  name: string;
  entry: string;
  /** The screens and menu entries its release declares, read by the signed-in part (declared-screens.ts). */
  declares?: unknown;
}

export interface RemotesDocument {
  remotes: RemoteLocation[];
  /** The served page's report token: its load-failure reports carry it (docs/deploying.md, "Canaries"). */
  report?: string;
}

export function parseRemotesDocument(value: unknown): RemotesDocument {
  const { remotes, report } = (value ?? {}) as { remotes?: unknown; report?: unknown };
  if (!Array.isArray(remotes)) throw new Error('remotes.json: "remotes" must be a list');
  return {
    ...(typeof report === 'string' && { report }),
    remotes: remotes.map((remote: unknown, index) => {
      const { name, entry, declares } = (remote ?? {}) as Record<string, unknown>;
      if (typeof name !== 'string' || typeof entry !== 'string' || !name || !entry) {
        throw new Error(`remotes.json: remote #${index} needs a "name" and an "entry"`);
      }
      return { name, entry, declares };
    }),
  };
}

/**
 * The document the API wrote into the page (production), so the host registers the remotes without
 * a round trip for /remotes.json; undefined when the page has none (development) or it is unusable.
 */
export function readPageRemotesDocument(page: Document = document): RemotesDocument | undefined {
  const text = page.getElementById(RUNTIME_DOCUMENT_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    return parseRemotesDocument(JSON.parse(text));
  } catch {
    return undefined;
  }
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Reads the deployment's runtime document (served no-cache), retrying a couple of times. It is the
 * host's own request, before Module Federation knows any remote, so the retry plugin does not see it.
 */
export async function fetchRemotesDocument(url = '/remotes.json', retries = 2): Promise<RemotesDocument> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      const response = await fetch(url, { cache: 'no-cache' });
      if (!response.ok) throw new Error(`${response.status} ${response.statusText} for ${url}`);
      return parseRemotesDocument(await response.json());
    } catch (error) {
      if (attempt >= retries) throw error;
      await sleep(300 * 2 ** attempt);
    }
  }
}
