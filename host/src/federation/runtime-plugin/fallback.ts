import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** A remote module that stayed unavailable after the retries; the route renders its fallback. */
export class RemoteUnavailableError extends Error {
  override readonly name = 'RemoteUnavailableError';

  constructor(
    readonly remoteId: string,
    cause: unknown,
  ) {
    super(`Remote "${remoteId}" could not be loaded: ${cause instanceof Error ? cause.message : String(cause)}`, {
      cause,
    });
  }
}

/**
 * Turns whatever failed while loading a remote module into one RemoteUnavailableError, which the
 * route's error boundary shows as 'This section could not be loaded.' with 'Try again', and tells
 * `onUnavailable` which remote container it was (the shell reports it: its release may be a canary).
 */
export function fallbackPlugin(
  onUnavailable: (remote: string) => void = () => undefined,
): ModuleFederationRuntimePlugin {
  return {
    name: 'ciao-fallback',
    errorLoadRemote({ id, error, lifecycle }) {
      // Earlier stages (the manifest) must return normally so the runtime drops its failed cache
      // entry; their error reaches 'onLoad' afterwards.
      if (lifecycle !== 'onLoad') return undefined;
      onUnavailable(id.split('/')[0] ?? id);
      throw new RemoteUnavailableError(id, error);
    },
  };
}
