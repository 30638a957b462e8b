import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTE_FAILURES_PATH } from '@ciao/contracts/web';
import { fetchRemotesDocument, readPageRemotesDocument } from './remotes-document';
import type { LoadRemote, RemoteModule } from './remote-loader';
import { fallbackPlugin } from './runtime-plugin/fallback';
import { retryPlugin } from './runtime-plugin/retry';

let registration: Promise<void> | undefined;
/** Each registered remote's manifest URL: the release this page loads it from. */
const entries = new Map<string, string>();
/** The document's report token: what makes this page's failure reports count. */
let report: string | undefined;

/**
 * Registers the remotes of the runtime document, once: the copy the API wrote into the page, else
 * /remotes.json. A failed read is forgotten, so the next remote load (e.g. 'Try again') reads the
 * document again.
 */
export function startFederation(): Promise<void> {
  registration ??= (async () => {
    const document = readPageRemotesDocument() ?? (await fetchRemotesDocument());
    for (const { name, entry } of document.remotes) entries.set(name, entry);
    report = document.report;
    registerRemotes(document.remotes);
  })().catch((error: unknown) => {
    registration = undefined;
    throw error;
  });
  return registration;
}

/**
 * Tells the API that a remote's release failed to load here (counted per release, no personal
 * data; a canary that fails too often is rolled back: docs/deploying.md, "Canaries").
 */
function reportUnavailable(remote: string): void {
  const entry = entries.get(remote);
  if (!entry) return;
  void fetch(REMOTE_FAILURES_PATH, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ entry, report }),
    keepalive: true,
  }).catch(() => undefined);
}

let pluginsRegistered = false;

/** The plugins that act on remote loads; the shared versions' one is registered by index.ts, before the first shared import. */
export function registerRuntimePlugins(): void {
  if (pluginsRegistered) return;
  pluginsRegistered = true;
  registerPlugins([retryPlugin(), fallbackPlugin(reportUnavailable)]);
}

/** The app's remote loader: the Module Federation runtime, once the remotes are registered. */
export const loadFederatedRemote: LoadRemote = async (id) => {
  await startFederation();
  const module = await loadRemote<RemoteModule>(id);
  if (!module) throw new Error(`Remote module "${id}" resolved to nothing`);
  return module;
};
