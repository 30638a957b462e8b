import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RetryPlugin } from '@module-federation/retry-plugin';

/** Retries after a remote's first failed request: its manifest, its remoteEntry.js, its module's chunks. */
export const REMOTE_RETRIES = 3;
/**
 * Between two attempts. The plugin (0.17) waits a fixed 1 s between manifest attempts whatever it is
 * given, so the entry and the chunks wait the same.
 */
export const RETRY_DELAY_MS = 1000;

/**
 * Module Federation's retry plugin: a manifest answering 404/5xx (or not JSON) counts as a failure,
 * not only a network error; a failed remoteEntry.js is dropped from the runtime's cache and loaded
 * afresh. After the last attempt the error reaches the fallback plugin.
 */
export function retryPlugin(delayMs = RETRY_DELAY_MS): ModuleFederationRuntimePlugin {
  return RetryPlugin({
    fetch: { retryTimes: REMOTE_RETRIES },
    // The plugin's first script retry comes at once and it makes retryTimes + 1 of them.
    script: { retryTimes: REMOTE_RETRIES - 1, retryDelay: delayMs },
  });
}
