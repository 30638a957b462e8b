// The Rspack config of the host and of every remote; the parts it assembles live in their own files.
const { MESSAGES_FILE } = require('./messages-loader.cjs');
const path = require('node:path');
const { rspack } = require('@rspack/core');
const { APP_DESCRIPTION, APP_SHORT_NAME, APP_TITLE, BACKGROUND_COLOR, THEME_COLOR } = require('./brand.cjs');
const { serveDevRemotesDocument } = require('./dev-remotes-middleware.cjs');
const { readExposes } = require('./exposes.cjs');
const { HOST, API_DEV_ORIGIN, findRemote } = require('./federation.cjs');
const { compileHintsPlugin } = require('./compile-hints.cjs');
const { FirstPaintPlugin } = require('./first-paint.cjs');
const { ScreenSharedPlugin } = require('./screen-shared.cjs');
const { federationPlugin } = require('./federation-plugin.cjs');
const { htmlDocument } = require('./html-document.cjs');
const { PrecompressPlugin } = require('./precompress.cjs');
const { PollWorkerPlugin } = require('./poll-worker.cjs');
const { PreloadBootstrapPlugin } = require('./preload-bootstrap.cjs');
const { pwaPlugins, pwaHeadTags } = require('./pwa.cjs');
const { RemotesDocumentPlugin } = require('./remotes-document-plugin.cjs');
const { SignedInStartPlugin } = require('./signed-in-start.cjs');
const { JS_TARGET, swcRule } = require('./swc.cjs');

/** Build-time overrides of the external links (CIAO_LINK_*), read by @ciao/content's external-links.ts. */
function externalLinkVariables(env = process.env) {
  return Object.fromEntries(Object.entries(env).filter(([name, value]) => name.startsWith('CIAO_LINK_') && value));
}

/**
 * @param {object} options
 * @param {string} options.dir        the workspace folder (__dirname of its rspack.config.cjs)
 * @param {string} [options.name]     remote container name (e.g. 'mf_dashboard'); omitted for the host
 * @param {boolean} [options.isHost]
 * @param {number} [options.port]     dev server port (defaults to the federation map)
 * @param {string} [options.favicon]  path of the page's icon, relative to dir
 * @param {{ serviceWorker: string, publicDir: string }} [options.pwa]  host only: the service
 *   worker script and the folder of icons, relative to dir; production builds then emit
 *   manifest.webmanifest and sw.js (./pwa.cjs)
 * @param {string} [options.pollWorker]  host only: the poll worker's entry (absolute); production
 *   builds emit it on its own, without Module Federation (./poll-worker.cjs)
 */
/**
 * A remote's container never loads remotes itself (federation-plugin.cjs: `remotes: {}` and
 * `disableRemote`), but Module Federation's bundler runtime still requires its remote loading:
 * left out, every remote's first screen is about 4.5 KB lighter (docs/performance.md, "Shared
 * entries and budgets"). The host keeps it: it registers and loads the remotes.
 */
const WITHOUT_REMOTE_LOADING = {
  [require.resolve('@module-federation/webpack-bundler-runtime/dist/remotes.cjs')]: false,
};

function createFederatedConfig({ dir, name, isHost = false, port, favicon, pwa, pollWorker }) {
  const containerName = isHost ? HOST.name : name;
  // A remote the federation map does not list (a new feature module) names its own dev port.
  const devPort = port ?? (isHost ? HOST : findRemote(name)).port;
  // A remote's modules for the host: its src/exposes.ts (./exposes.cjs).
  const exposes = isHost ? undefined : readExposes(dir);
  const pkg = require(path.join(dir, 'package.json'));

  return (_env, argv = {}) => {
    const mode = argv.mode ?? process.env.NODE_ENV ?? 'production';
    const isDev = mode === 'development';
    // A remote's standalone page only exists in development; production ships the container alone.
    const withPage = isHost || isDev;
    // A service worker in development would serve stale bundles over hot reload.
    const installable = Boolean(isHost && pwa && !isDev);

    /** @type {import('@rspack/core').Configuration} */
    const config = {
      mode,
      context: dir,
      target: ['web', JS_TARGET],
      devtool: isDev ? 'eval-cheap-module-source-map' : false,
      entry: withPage ? { main: './src/index.ts' } : {},
      output: {
        path: path.join(dir, 'dist'),
        clean: true,
        uniqueName: containerName,
        filename: isDev ? '[name].js' : '[name].[contenthash:10].js',
        chunkFilename: isDev ? '[name].js' : '[name].[contenthash:10].js',
        assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
        // The host lives at the origin's root (deep links need absolute asset URLs). A remote's
        // production build works on any origin and path; in development its standalone page
        // needs absolute URLs for deep links too.
        publicPath: isHost ? '/' : isDev ? `http://localhost:${devPort}/` : 'auto',
      },
      resolve: {
        extensions: ['.ts', '.tsx', '.js', '.jsx', '.json'],
        alias: isHost || isDev ? {} : WITHOUT_REMOTE_LOADING,
      },
      module: {
        rules: [
          swcRule(isDev),
          { test: /\.(png|jpe?g|gif|webp|svg)$/i, type: 'asset/resource' },
          // Each language's messages (a remote's first screen's, or a later screen's in a folder of
          // their own), compiled for Lingui (./messages-loader.cjs).
          {
            test: MESSAGES_FILE,
            type: 'javascript/auto',
            use: [{ loader: require.resolve('./messages-loader.cjs') }],
          },
          // The packed contract (a remote in its own repository) is ES modules with extensionless imports.
          { test: /\.js$/, include: /node_modules[\\/]@ciao[\\/]/, resolve: { fullySpecified: false } },
        ],
      },
      plugins: [
        federationPlugin({ dir, containerName, isHost, isDev, exposes }),
        new rspack.DefinePlugin({
          __APP_VERSION__: JSON.stringify(pkg.version),
          __CIAO_LINKS__: JSON.stringify(externalLinkVariables()),
        }),
        withPage &&
          new rspack.HtmlRspackPlugin({
            favicon: favicon && path.join(dir, favicon),
            // Only the app's entry: a remote's container (remoteEntry.js) is for hosts, not its page.
            chunks: ['main'],
            templateContent: htmlDocument(
              isHost
                ? {
                    title: APP_TITLE,
                    description: APP_DESCRIPTION,
                    headTags: installable ? pwaHeadTags() : '',
                    splash: true,
                    withNonce: !isDev,
                  }
                : { title: `${containerName} (standalone)`, description: `${containerName} on its own` },
            ),
          }),
        isHost && !isDev && new RemotesDocumentPlugin(),
        isHost && !isDev && new PreloadBootstrapPlugin(),
        isHost && !isDev && new SignedInStartPlugin(),
        isHost && !isDev && pollWorker && new PollWorkerPlugin({ entry: pollWorker }),
        ...(installable
          ? pwaPlugins({
              dir,
              serviceWorker: pwa.serviceWorker,
              publicDir: pwa.publicDir,
              manifest: {
                name: APP_TITLE,
                shortName: APP_SHORT_NAME,
                description: APP_DESCRIPTION,
                themeColor: THEME_COLOR,
                backgroundColor: BACKGROUND_COLOR,
              },
            })
          : []),
        !isHost && !isDev && FirstPaintPlugin.wanted(dir) && new FirstPaintPlugin({ dir }),
        !isHost && !isDev && new ScreenSharedPlugin(),
        !isDev && compileHintsPlugin(),
        !isDev && new PrecompressPlugin(),
      ].filter(Boolean),
      optimization: { moduleIds: isDev ? 'named' : 'deterministic' },
      // The CLI turns it on for dev servers; a remote's exposed chunks are requested from another
      // origin (the host page), where its lazy-compilation proxy does not belong. Builds are fast.
      lazyCompilation: false,
      performance: { hints: false },
      devServer: {
        port: devPort,
        hot: true,
        historyApiFallback: true,
        // The API runs on its own port in development: same-origin calls via the proxy.
        proxy: [{ context: ['/api'], target: API_DEV_ORIGIN }],
        // The host page (another origin) loads a remote's manifest and chunks.
        headers: isHost ? {} : { 'Access-Control-Allow-Origin': '*' },
        setupMiddlewares: isHost ? serveDevRemotesDocument : undefined,
      },
    };
    return config;
  };
}

module.exports = { createFederatedConfig };
