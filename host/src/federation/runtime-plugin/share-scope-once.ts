import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

type Container = Parameters<NonNullable<ModuleFederationRuntimePlugin['apply']>>[0];
type InitScope = NonNullable<NonNullable<Parameters<Container['sharedHandler']['initializeSharing']>[1]>['initScope']>;

/**
 * A container's shared entries registered once per share scope, not on every shared import.
 * Module Federation's runtime guards that registration with a token per scope, looked up in an
 * `initScope` list; but `loadShare` and `loadShareSync`, which every shared import calls, pass no
 * list, so the runtime starts an empty one each time and the guard never holds: each shared import
 * registered all of the container's shared entries again and emitted a hook for each (module-federation/core pull
 * request 5062, open, fixes it the same way). This gives each container one list for those calls.
 * A caller that brings its own list (a remote's `init`) keeps it. Its test checks that the runtime
 * still needs it; remove it when that test fails (docs/performance.md, "The start in short tasks").
 */
export function shareScopeOncePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'ciao-share-scope-once',
    apply(container) {
      const shared = container.sharedHandler;
      const initializeSharing = shared.initializeSharing.bind(shared);
      const initScope: InitScope = [];
      shared.initializeSharing = (scopeName, options) =>
        initializeSharing(scopeName, options?.initScope ? options : { ...options, initScope });
    },
  };
}
