import semver from 'semver';

/** A Module Federation manifest (`mf-manifest.json`) as far as the gate reads it. */
type Assets = { js?: { sync?: string[]; async?: string[] }; css?: { sync?: string[]; async?: string[] } };
export type RemoteManifest = {
  name: string;
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes: { name: string; assets?: Assets }[];
  shared: { name: string; version?: string; requiredVersion?: string | false; assets?: Assets }[];
};

/** What the live host is: the modules it loads from each remote, and the shared versions it provides. */
export type LiveHost = {
  /** Container name -> the exposed modules the host loads from it. */
  modules: ReadonlyMap<string, readonly string[]>;
  /** Shared entry -> the version the host provides. */
  shared: ReadonlyMap<string, string>;
};

const CONTRACT_PACKAGE = /^@ciao\//;
/** The entry whose version is the remote's host<->remote contract version (docs/front-end.md, "Versions and skew"). */
const CONTRACT_ENTRY = '@ciao/shell';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The manifest, or why it is not one. */
export function readManifest(value: unknown): RemoteManifest | string {
  if (
    !isObject(value) ||
    typeof value.name !== 'string' ||
    !Array.isArray(value.exposes) ||
    !Array.isArray(value.shared)
  )
    return 'mf-manifest.json is not a Module Federation manifest (name, exposes and shared are required)';
  return value as unknown as RemoteManifest;
}

/** A remote's container name from its folder's: `mf-store-credit` is `mf_store_credit`. */
const containerNameOf = (remote: string) => remote.replace(/-/g, '_');

/** The contract version a release declares: the version of @ciao/shell it provides. */
export const contractVersionOf = (manifest: RemoteManifest): string | null =>
  manifest.shared.find(({ name }) => name === CONTRACT_ENTRY)?.version ?? null;

/**
 * Why a remote's manifest would break the live host, one message per mismatch (empty: compatible).
 * The rules of docs/front-end.md, "Releases": the container is the remote's; it exposes every
 * module the host loads from it; every @ciao/* entry it provides is of the host's major; every
 * shared entry it requires is satisfied by the version the host provides. No switch forces a mismatch.
 */
export function compatibilityProblems(remote: string, manifest: RemoteManifest, host: LiveHost): string[] {
  const problems: string[] = [];
  const container = containerNameOf(remote);
  if (manifest.name !== container) problems.push(`its container is "${manifest.name}", not "${container}"`);
  const exposed = new Set(manifest.exposes.map(({ name }) => name));
  for (const module of host.modules.get(container) ?? []) {
    if (!exposed.has(module)) problems.push(`it does not expose ${module}, which the live host loads`);
  }
  for (const entry of manifest.shared) {
    const hostVersion = host.shared.get(entry.name);
    if (!hostVersion) continue; // the remote brings its own copy
    if (CONTRACT_PACKAGE.test(entry.name) && entry.version && semver.major(entry.version) !== semver.major(hostVersion))
      problems.push(
        `it provides ${entry.name} ${entry.version}, a contract of another major than the live host's ${hostVersion}`,
      );
    else if (entry.requiredVersion && !semver.satisfies(hostVersion, entry.requiredVersion))
      problems.push(`it requires ${entry.name} ${entry.requiredVersion}; the live host provides ${hostVersion}`);
  }
  return problems;
}

/** Every file the manifest names (its entry, its modules' and shared entries' chunks), each once. */
export function filesOf(manifest: RemoteManifest): string[] {
  const files = new Set<string>();
  const entry = manifest.metaData?.remoteEntry;
  if (entry?.name) files.add(`${entry.path ? `${entry.path}/` : ''}${entry.name}`);
  for (const { assets } of [...manifest.exposes, ...manifest.shared]) {
    for (const kind of [assets?.js, assets?.css])
      for (const file of [...(kind?.sync ?? []), ...(kind?.async ?? [])]) files.add(file);
  }
  return [...files].sort();
}
