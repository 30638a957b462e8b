import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { DEFAULT_BACKOFF, delayBeforeRetry, sleep, type Backoff } from './backoff';

type RuntimeHooks = Required<ModuleFederationRuntimePlugin>;
type LoadEntryErrorArgs = Parameters<RuntimeHooks['loadEntryError']>[0];

/** Manifests (mf-manifest.json): a 404 or 5xx counts as a failure, not only a network error. */
async function fetchWithRetry(url: string, init: RequestInit, backoff: Backoff): Promise<Response> {
  let lastError: unknown;
  for (let attempt = 0; attempt <= backoff.retries; attempt += 1) {
    if (attempt > 0) await sleep(delayBeforeRetry(backoff, attempt));
    try {
      const response = await fetch(url, init);
      if (response.ok) return response;
      lastError = new Error(`${response.status} ${response.statusText} for ${url}`);
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError;
}

/** remoteEntry.js: the runtime still holds the failed load under uniqueKey; drop it to load afresh. */
async function reloadEntryWithRetry(
  { getRemoteEntry, origin, remoteInfo, remoteEntryExports, globalLoading, uniqueKey }: LoadEntryErrorArgs,
  backoff: Backoff,
) {
  for (let retry = 1; retry <= backoff.retries; retry += 1) {
    await sleep(delayBeforeRetry(backoff, retry));
    delete globalLoading[uniqueKey];
    try {
      const exports = await getRemoteEntry({ origin, remoteInfo, remoteEntryExports });
      if (exports) return exports;
    } catch {
      // Next attempt; after the last one the runtime rethrows the original error.
    }
  }
  return undefined;
}

/** Retries a failing remote a few times with exponential backoff before its fallback shows. */
export function retryPlugin(backoff: Backoff = DEFAULT_BACKOFF): ModuleFederationRuntimePlugin {
  return {
    name: 'ciao-retry',
    fetch: (url, init) => fetchWithRetry(url, init, backoff),
    // The hook's declared type nests a promise; the runtime simply awaits what it gets.
    loadEntryError: (args) => reloadEntryWithRetry(args, backoff) as never,
  };
}

export { fetchWithRetry };
