// The Module Federation plugin of the host and of every remote.
const { existsSync, readFileSync } = require('node:fs');
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/rspack');
const { CSP_NONCE_RUNTIME_PLUGIN } = require('./csp.cjs');
const { REMOTE_CONTRACT_VERSION, SHARED_ON_DEMAND, SHARED_SINGLETONS } = require('./federation.cjs');

/** 'react-dom/client' -> 'react-dom', '@ciao/shell/router' -> '@ciao/shell'. */
const packageOf = (request) =>
  request
    .split('/')
    .slice(0, request.startsWith('@') ? 2 : 1)
    .join('/');

/**
 * The host contract a container in `dir` is built against: the version of the @ciao/shell it
 * installed from a package (a remote in its own repository, docs/remote-in-its-own-repository.md),
 * or REMOTE_CONTRACT_VERSION for this repository's workspaces (private, at no version of their own).
 * The release gate reads it from the build's manifest (api/src/components/releases/release-gate.ts).
 */
function contractVersionIn(dir) {
  let folder = path.dirname(require.resolve('@ciao/shell', { paths: [dir] }));
  while (!existsSync(path.join(folder, 'package.json'))) folder = path.dirname(folder);
  const shell = JSON.parse(readFileSync(path.join(folder, 'package.json'), 'utf8'));
  return shell.private ? REMOTE_CONTRACT_VERSION : shell.version;
}

/**
 * What each container says about a singleton: the version it provides (the installed one; the
 * contract's for @ciao/*, contractVersionIn) and the versions it accepts, the same major; strictly, so a singleton of
 * another major makes the remote's module fail to load (its route shows the fallback and 'Try
 * again') rather than run against an API it was not built for (docs/front-end.md, "Versions and skew").
 * With `startsInMain`, what the page starts with (all but SHARED_ON_DEMAND) is eager: bundled into
 * main.js instead of a script of its own each, so the page starts with three scripts instead of
 * nineteen (docs/performance.md, "Shared entries and budgets").
 */
function sharedSingletons(dir, startsInMain) {
  const contract = contractVersionIn(dir);
  return Object.fromEntries(
    SHARED_SINGLETONS.map((request) => {
      const name = packageOf(request);
      const version = name.startsWith('@ciao/')
        ? contract
        : require(require.resolve(`${name}/package.json`, { paths: [dir] })).version;
      const requiredVersion = `^${version.split('.')[0]}.0.0`;
      const eager = startsInMain && !SHARED_ON_DEMAND.includes(request);
      return [request, { singleton: true, version, requiredVersion, strictVersion: true, eager }];
    }),
  );
}

/**
 * @param {object} options
 * @param {string} options.dir  the workspace folder (versions are read from what it resolves)
 * @param {string} options.containerName
 * @param {boolean} options.isHost
 * @param {boolean} options.isDev
 * @param {Record<string,string>} [options.exposes]  './Screen' -> './src/...' (remotes only; ./exposes.cjs)
 */
function federationPlugin({ dir, containerName, isHost, isDev, exposes }) {
  return new ModuleFederationPlugin({
    name: containerName,
    filename: isHost ? undefined : 'remoteEntry.js',
    exposes: isHost ? undefined : exposes,
    // Remotes are registered at run time from /remotes.json (registerRemotes), never here.
    remotes: {},
    // A production host's start travels in main.js; a remote never bundles a singleton eagerly.
    shared: sharedSingletons(dir, isHost && !isDev),
    // Each container takes the page's CSP nonce for the <style> and <script> tags it adds.
    runtimePlugins: [CSP_NONCE_RUNTIME_PLUGIN],
    // With the default 'version-first' one offline remote keeps the whole shell blank.
    shareStrategy: 'loaded-first',
    manifest: true,
    // Types travel through packages/*; MF type generation only slows builds down.
    dts: false,
    experiments: isDev
      ? undefined
      : {
          ...(isHost ? { provideExternalRuntime: true } : { externalRuntime: true }),
          // A remote loads no remotes itself (rspack-config.cjs leaves that code out of its container).
          optimization: { target: 'web', ...(isHost ? {} : { disableRemote: true }) },
        },
  });
}

module.exports = { federationPlugin };
