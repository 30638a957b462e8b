import { satisfy, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

type ResolveShare = NonNullable<ModuleFederationRuntimePlugin['resolveShare']>;
type ResolveShareArgs = Parameters<ResolveShare>[0];

/**
 * A singleton no container has loaded yet (an entry loaded on demand: `@ciao/shell/store`, the
 * dialogs) goes to the highest version the asking container accepts, not to the highest one
 * registered: a remote of the next major, registered first, must not take it from the host and
 * the remotes of this major (docs/front-end.md, "Versions and skew"). Once a singleton is loaded,
 * Module Federation's choice stands ('loaded-first'): a container that does not accept it fails.
 */
export function compatibleSingletonPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'ciao-compatible-singleton',
    resolveShare(args: ResolveShareArgs) {
      const { shareScopeMap, scope, pkgName, version, shareInfo } = args;
      const versions = shareScopeMap[scope]?.[pkgName];
      const required = shareInfo.shareConfig?.requiredVersion;
      const picked = versions?.[version];
      if (!versions || !picked || !shareInfo.shareConfig?.singleton || typeof required !== 'string') return args;
      if (picked.loaded || picked.loading || satisfy(version, required)) return args;
      const accepted = Object.keys(versions).filter((candidate) => satisfy(candidate, required));
      const best = accepted.reduce<string | undefined>((top, candidate) => (top === undefined || satisfy(candidate, `>${top}`) ? candidate : top), undefined);
      if (best === undefined) return args;
      const shared = versions[best]!;
      return { ...args, version: best, resolver: () => ({ shared, useTreesShaking: false }) };
    },
  };
}
