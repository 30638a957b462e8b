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

/** The highest of `versions`, by semver. */
const highest = (versions: string[]) =>
  versions.reduce<string | undefined>(
    (top, candidate) => (top === undefined || satisfy(candidate, `>${top}`) ? candidate : top),
    undefined,
  );

type ScopeVersions = Record<string, Record<string, { from?: string }> | undefined> | undefined;

/**
 * Whether a container asking for `pkgName` in `required` is of the page host's major: it accepts the
 * host's own version of the package, or, for a @ciao/* entry the host does not provide (all of them
 * are at the contract's version), the host's `@ciao/shell`.
 */
function isOfPageMajor(page: string | undefined, scope: ScopeVersions, pkgName: string, required: string): boolean {
  const pageVersionOf = (name: string) =>
    Object.entries(scope?.[name] ?? {}).find(([, registered]) => registered.from === page)?.[0];
  const pageVersion =
    pageVersionOf(pkgName) ?? (pkgName.startsWith('@ciao/') ? pageVersionOf('@ciao/shell') : undefined);
  return pageVersion !== undefined && accepts(pageVersion, required);
}

/**
 * One copy of a shared singleton per contract major. A container asking for a singleton whose
 * runtime pick is of another major gets the version of its own major already in use (loaded or
 * loading), if there is one; else, if the pick is not in use yet (an entry loaded on demand:
 * `@ciao/shell/store`, `@ciao/api-client/signed-in`, the dialogs), the highest version it accepts:
 * a remote of the next major, registered first, must not take it from the host and the remotes of
 * this major (docs/front-end.md, "Versions and skew"). When the pick is in use and nothing of the
 * asker's major is, Module Federation's choice stands ('loaded-first') and the asker fails, so a
 * remote of another major shows its route's fallback, except for the page's host and the remotes
 * of its major: a remote of another major may start loading its own copy of an on-demand entry
 * before the host's code, or a remote of the host's major, asks for it (a screen's shared modules
 * load together, before the refused remote's fallback shows), and they then load the highest
 * version they accept. An accepted pick is handed over as the runtime would, without its range check (`accepts`).
 */
export function compatibleSingletonPlugin(): ModuleFederationRuntimePlugin {
  /** The page's host: the first container this plugin is registered on (index.ts: the host, then every remote's). */
  let page: string | undefined;
  const ofPageMajor = (scope: ScopeVersions, pkgName: string, required: string) =>
    isOfPageMajor(page, scope, pkgName, required);
  return {
    name: 'ciao-compatible-singleton',
    apply(instance) {
      page ??= instance.options.name;
    },
    resolveShare(args: ResolveShareArgs) {
      const { shareScopeMap, scope, pkgName, version, shareInfo } = args;
      const versions = shareScopeMap[scope]?.[pkgName];
      const required = shareInfo.shareConfig?.requiredVersion;
      const picked = versions?.[version];
      if (
        !versions ||
        !picked ||
        !shareInfo.shareConfig?.singleton ||
        typeof required !== 'string' ||
        shareInfo.treeShaking
      )
        return args;
      if (accepts(version, required)) return { ...args, resolver: () => ({ shared: picked, useTreesShaking: false }) };
      const inUse = (candidate: string) => Boolean(versions[candidate]?.loaded || versions[candidate]?.loading);
      const accepted = Object.keys(versions).filter((candidate) => accepts(candidate, required));
      const acceptedInUse = accepted.filter(inUse);
      const mayLoadAnother =
        !inUse(version) || shareInfo.from === page || ofPageMajor(shareScopeMap[scope], pkgName, required);
      const best = highest(acceptedInUse.length > 0 ? acceptedInUse : mayLoadAnother ? accepted : []);
      if (best === undefined) return args;
      const shared = versions[best]!;
      return { ...args, version: best, resolver: () => ({ shared, useTreesShaking: false }) };
    },
  };
}
