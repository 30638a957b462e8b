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
  '@ciao/api-client',
  '@ciao/ui',
  '@ciao/ui/floating',
  '@ciao/contracts/web',
  '@ciao/contracts/money',
];

/** The runtime document the host reads at start: { remotes: [{ name, entry }] }. */
function remotesDocument(entryOf) {
  return { remotes: REMOTES.map((remote) => ({ name: remote.name, entry: entryOf(remote) })) };
}

/** Production: every remote is served by the API under /remotes/<folder>/. */
const productionRemotesDocument = () =>
  remotesDocument((remote) => `/remotes/${remote.folder}/mf-manifest.json`);

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
  productionRemotesDocument,
  developmentRemotesDocument,
  findRemote,
};
