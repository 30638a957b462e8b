import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { fetchRemotesDocument, readPageRemotesDocument } from './remotes-document';
import type { LoadRemote, RemoteModule } from './remote-loader';
import { fallbackPlugin } from './runtime-plugin/fallback';
import { retryPlugin } from './runtime-plugin/retry';

let registration: Promise<void> | undefined;

/**
 * Registers the remotes of the runtime document, once: the copy the API wrote into the page, else
 * /remotes.json. A failed read is forgotten, so the next remote load (e.g. 'Try again') reads the
 * document again.
 */
export function startFederation(): Promise<void> {
  registration ??= (async () => {
    const document = readPageRemotesDocument() ?? (await fetchRemotesDocument());
    registerRemotes(document.remotes);
  })().catch((error: unknown) => {
    registration = undefined;
    throw error;
  });
  return registration;
}

let pluginsRegistered = false;

/** The plugins that act on remote loads; the shared versions' one is registered by index.ts, before the first shared import. */
export function registerRuntimePlugins(): void {
  if (pluginsRegistered) return;
  pluginsRegistered = true;
  registerPlugins([retryPlugin(), fallbackPlugin()]);
}

/** The app's remote loader: the Module Federation runtime, once the remotes are registered. */
export const loadFederatedRemote: LoadRemote = async (id) => {
  await startFederation();
  const module = await loadRemote<RemoteModule>(id);
  if (!module) throw new Error(`Remote module "${id}" resolved to nothing`);
  return module;
};
