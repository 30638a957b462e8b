import { satisfy, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

type ResolveShare = NonNullable<ModuleFederationRuntimePlugin['resolveShare']>;
type ResolveShareArgs = Parameters<ResolveShare>[0];

const CARET_MAJOR = /^\^([1-9]\d*)\.0\.0$/;
const RELEASE = /^(\d+)\.\d+\.\d+$/;

/**
 * Whether `version` is in `range`. The ranges the build writes (`^<major>.0.0`, for a release
 * version: the same major) are answered without Module Federation's `satisfy`, which builds a
 * dozen regular expressions per call: on a phone, parsing the same range for every shared import
 * was 12-37 ms of /auth's start at 4x slowdown (docs/performance.md). Any other range goes to it.
 */
export function accepts(version: string, range: string): boolean {
  const caret = CARET_MAJOR.exec(range);
  const release = RELEASE.exec(version);
  return caret && release ? caret[1] === release[1] : satisfy(version, range);
}

/**
 * A singleton no container has loaded yet (an entry loaded on demand: `@ciao/shell/store`, the
 * dialogs) goes to the highest version the asking container accepts, not to the highest one
 * registered: a remote of the next major, registered first, must not take it from the host and
 * the remotes of this major (docs/front-end.md, "Versions and skew"). Once a singleton is loaded,
 * Module Federation's choice stands ('loaded-first'): a container that does not accept it fails.
 * An accepted pick is handed over as the runtime would, without its range check (`accepts`).
 */
export function compatibleSingletonPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'ciao-compatible-singleton',
    resolveShare(args: ResolveShareArgs) {
      const { shareScopeMap, scope, pkgName, version, shareInfo } = args;
      const versions = shareScopeMap[scope]?.[pkgName];
      const required = shareInfo.shareConfig?.requiredVersion;
      const picked = versions?.[version];
      if (!versions || !picked || !shareInfo.shareConfig?.singleton || typeof required !== 'string' || shareInfo.treeShaking) return args;
      if (accepts(version, required)) return { ...args, resolver: () => ({ shared: picked, useTreesShaking: false }) };
      if (picked.loaded || picked.loading) return args;
      const accepted = Object.keys(versions).filter((candidate) => accepts(candidate, required));
      const best = accepted.reduce<string | undefined>((top, candidate) => (top === undefined || satisfy(candidate, `>${top}`) ? candidate : top), undefined);
      if (best === undefined) return args;
      const shared = versions[best]!;
      return { ...args, version: best, resolver: () => ({ shared, useTreesShaking: false }) };
    },
  };
}
