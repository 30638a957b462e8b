// The federation map: remote names, folders and dev ports (from ./dev-servers.cjs), shared singletons (docs/architecture.md).

const { REMOTES, HOST, API_DEV_ORIGIN } = require('./dev-servers.cjs');

/**
 * Shared singletons, exactly these (never "share every dependency"). Subpath entries are listed
 * because a singleton matches its request literally.
 */
const SHARED_SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'react-dom',
  'react-dom/client',
  '@tanstack/react-query',
  'styled-components',
  '@ciao/shell',
  '@ciao/shell/router',
  '@ciao/shell/store',
  '@ciao/api-client',
  '@ciao/api-client/signed-in',
  '@ciao/ui',
  '@ciao/ui/floating',
  '@ciao/ui/dialog',
  '@ciao/ui/controls',
  '@ciao/contracts/web',
  '@ciao/contracts/money',
];

/**
 * The shared entries a page loads only when a screen or an action needs them: never in the host's
 * main.js (./federation-plugin.cjs) nor preloaded, whoever provides them.
 */
const SHARED_ON_DEMAND = [
  '@ciao/shell/store',
  '@ciao/api-client/signed-in',
  '@ciao/ui/floating',
  '@ciao/ui/dialog',
  '@ciao/ui/controls',
];

/**
 * The version of the host<->remote contract: @ciao/shell's RemoteModules (the exposed modules and
 * their props) and the API of every shared @ciao/* entry above. Semver, by the rule in
 * docs/front-end.md ("Versions and skew"): a minor for additions a remote may ignore, a major for
 * anything else. Every container provides the @ciao/* singletons at this version and requires this
 * major, so a host and a remote of different majors refuse each other's modules (the route's
 * fallback shows) instead of failing somewhere inside.
 * CIAO_SIMULATED_CONTRACT_VERSION replaces it for the version-skew test (e2e/tests/version-skew.spec.ts).
 */
const REMOTE_CONTRACT_VERSION = process.env.CIAO_SIMULATED_CONTRACT_VERSION || '3.6.0';

/** The runtime document the host reads at start: { remotes: [{ name, entry }] }. */
function remotesDocument(entryOf) {
  return { remotes: REMOTES.map((remote) => ({ name: remote.name, entry: entryOf(remote) })) };
}

/** Production: every remote is served by the API under /remotes/<folder>/. */
const productionRemotesDocument = () => remotesDocument((remote) => `/remotes/${remote.folder}/mf-manifest.json`);

/** Development: every remote runs its own dev server. */
const developmentRemotesDocument = () =>
  remotesDocument((remote) => `http://localhost:${remote.port}/mf-manifest.json`);

function findRemote(name) {
  const remote = REMOTES.find((r) => r.name === name);
  if (!remote) throw new Error(`Unknown remote "${name}": add it to REMOTES in @ciao/build/src/dev-servers.cjs`);
  return remote;
}

module.exports = {
  REMOTES,
  HOST,
  API_DEV_ORIGIN,
  SHARED_SINGLETONS,
  SHARED_ON_DEMAND,
  REMOTE_CONTRACT_VERSION,
  productionRemotesDocument,
  developmentRemotesDocument,
  findRemote,
};
