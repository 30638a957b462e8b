// The Module Federation plugin of the host and of every remote.
const { ModuleFederationPlugin } = require('@module-federation/enhanced/rspack');
const { CSP_NONCE_RUNTIME_PLUGIN } = require('./csp.cjs');
const { SHARED_SINGLETONS } = require('./federation.cjs');

function sharedSingletons() {
  return Object.fromEntries(SHARED_SINGLETONS.map((request) => [request, { singleton: true }]));
}

/**
 * @param {object} options
 * @param {string} options.containerName
 * @param {boolean} options.isHost
 * @param {boolean} options.isDev
 * @param {Record<string,string>} [options.exposes]  './Screen' -> './src/...' (remotes only; ./exposes.cjs)
 */
function federationPlugin({ containerName, isHost, isDev, exposes }) {
  return new ModuleFederationPlugin({
    name: containerName,
    filename: isHost ? undefined : 'remoteEntry.js',
    exposes: isHost ? undefined : exposes,
    // Remotes are registered at run time from /remotes.json (registerRemotes), never here.
    remotes: {},
    shared: sharedSingletons(),
    // Each container takes the page's CSP nonce for the <style> and <script> tags it adds.
    runtimePlugins: [CSP_NONCE_RUNTIME_PLUGIN],
    // With the default 'version-first' one offline remote keeps the whole shell blank.
    shareStrategy: 'loaded-first',
    manifest: true,
    // Types travel through packages/*; MF type generation only slows builds down.
    dts: false,
    experiments: isDev ? undefined : {
      ...(isHost ? { provideExternalRuntime: true } : { externalRuntime: true }),
      optimization: { target: 'web' },
    },
  });
}

module.exports = { federationPlugin };
