// One Rspack + Module Federation config for the host and every remote, so each workspace's
// rspack.config.cjs is a few lines. Usage: module.exports = createFederatedConfig({ ... }).
const path = require('node:path');
const { rspack } = require('@rspack/core');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/rspack');
const {
  REMOTES,
  HOST,
  API_DEV_ORIGIN,
  SHARED_SINGLETONS,
  productionRemotesDocument,
  developmentRemotesDocument,
  findRemote,
} = require('./federation.cjs');
const { pwaPlugins, pwaHeadTags } = require('./pwa.cjs');
const { PreloadSharedPlugin } = require('./preload-shared.cjs');

/** Modern mobile browsers (Safari 14+, Chrome 90+); swc defaults to ES5 when unset. */
const JS_TARGET = 'es2020';
// @ciao/ui's theme.colors.primary (the theme is TypeScript; this file is read by Node as is).
const THEME_COLOR = '#3730a3';
const APP_TITLE = '$CIAO MINING';
const APP_SHORT_NAME = '$CIAO';
const APP_DESCRIPTION = 'Educational credit-mining simulation';
// @ciao/ui's theme.colors.background: the splash screen of the installed app.
const BACKGROUND_COLOR = '#f5f7fb';

/** Build-time overrides of the external links (CIAO_LINK_*), read by @ciao/content's external-links.ts. */
function externalLinkVariables(env = process.env) {
  return Object.fromEntries(Object.entries(env).filter(([name, value]) => name.startsWith('CIAO_LINK_') && value));
}

function sharedSingletons() {
  return Object.fromEntries(SHARED_SINGLETONS.map((request) => [request, { singleton: true }]));
}

function swcRule(isDev) {
  return {
    test: /\.[cm]?[jt]sx?$/,
    exclude: /[\\/]node_modules[\\/]/,
    loader: 'builtin:swc-loader',
    options: {
      jsc: {
        target: JS_TARGET,
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', development: isDev } },
      },
    },
    type: 'javascript/auto',
  };
}

// @ciao/ui's theme.colors.textMuted, for the splash's message.
const TEXT_MUTED_COLOR = '#475569';

/**
 * The host page's own first paint, before any script has run: the brand and 'Loading...', as the
 * shell's FullScreenSpinner shows them. React replaces it on its first render. On a slow phone
 * network the scripts take seconds; the visitor sees the app, not a blank page.
 */
/**
 * Where the API writes the page's nonce (api/src/http/security-headers.ts, CSP_NONCE_PLACEHOLDER):
 * production host pages carry it in the splash `<style>` and in `<meta property="csp-nonce">`,
 * which styled-components and CSP_NONCE_RUNTIME_PLUGIN read. Development pages have no CSP.
 */
const CSP_NONCE_PLACEHOLDER = 'CIAO_CSP_NONCE';
const CSP_NONCE_RUNTIME_PLUGIN = require.resolve('./csp-nonce-runtime-plugin.mjs');

const nonceAttribute = (withNonce) => (withNonce ? ` nonce="${CSP_NONCE_PLACEHOLDER}"` : '');

const SPLASH = {
  style: (withNonce) => `<style${nonceAttribute(withNonce)}>
      .splash { position: fixed; inset: 0; display: flex; flex-direction: column; align-items: center; justify-content: center; gap: 1rem; padding: 1.5rem; background: ${BACKGROUND_COLOR}; font-family: system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif; text-align: center; }
      .splash p { margin: 0; }
      .splash-brand { color: ${THEME_COLOR}; font-size: 1.875rem; font-weight: 700; }
      .splash-message { color: ${TEXT_MUTED_COLOR}; }
    </style>`,
  markup: (title) =>
    `<div class="splash" role="status" aria-busy="true"><p class="splash-brand">${title}</p><p class="splash-message">Loading...</p></div>`,
};

function htmlDocument({ title, description, headTags = '', splash = false, withNonce = false }) {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
    <meta name="theme-color" content="${THEME_COLOR}" />
    <meta name="description" content="${description}" />
    <title>${title}</title>${withNonce ? `\n    <meta property="csp-nonce"${nonceAttribute(true)} />` : ''}${headTags ? `\n    ${headTags}` : ''}${splash ? `\n    ${SPLASH.style(withNonce)}` : ''}
  </head>
  <body>
    <noscript>${title} needs JavaScript.</noscript>
    <div id="root">${splash ? SPLASH.markup(title) : ''}</div>
  </body>
</html>
`;
}

/** Emits the runtime remote document (host/dist/remotes.json) in production builds. */
class RemotesDocumentPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('RemotesDocumentPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'RemotesDocumentPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const json = `${JSON.stringify(productionRemotesDocument(), null, 2)}\n`;
          compilation.emitAsset('remotes.json', new rspack.sources.RawSource(json));
        },
      );
    });
  }
}

/** Dev server: /remotes.json points the host at each remote's dev server. */
function serveDevRemotesDocument(middlewares) {
  middlewares.unshift({
    name: 'ciao-dev-remotes-document',
    path: '/remotes.json',
    middleware: (_req, res) => {
      res.setHeader('Content-Type', 'application/json');
      res.setHeader('Cache-Control', 'no-cache');
      res.end(JSON.stringify(developmentRemotesDocument()));
    },
  });
  return middlewares;
}

/**
 * @param {object} options
 * @param {string} options.dir        the workspace folder (__dirname of its rspack.config.cjs)
 * @param {string} [options.name]     remote container name (e.g. 'mf_dashboard'); omitted for the host
 * @param {Record<string,string>} [options.exposes]  './Screen' -> './src/...' (remotes only)
 * @param {boolean} [options.isHost]
 * @param {number} [options.port]     dev server port (defaults to the federation map)
 * @param {string} [options.favicon]  path of the page's icon, relative to dir
 * @param {{ serviceWorker: string, publicDir: string }} [options.pwa]  host only: the service
 *   worker script and the folder of icons, relative to dir; production builds then emit
 *   manifest.webmanifest and sw.js (./pwa.cjs)
 */
function createFederatedConfig({ dir, name, exposes = {}, isHost = false, port, favicon, pwa }) {
  const app = isHost ? HOST : findRemote(name);
  const containerName = isHost ? HOST.name : name;
  const devPort = port ?? app.port;
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
      resolve: { extensions: ['.ts', '.tsx', '.js', '.jsx', '.json'] },
      module: {
        rules: [
          swcRule(isDev),
          { test: /\.(png|jpe?g|gif|webp|svg)$/i, type: 'asset/resource' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
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
        }),
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
                ? { title: APP_TITLE, description: APP_DESCRIPTION, headTags: installable ? pwaHeadTags() : '', splash: true, withNonce: !isDev }
                : { title: `${containerName} (standalone)`, description: `${containerName} on its own` },
            ),
          }),
        isHost && !isDev && new RemotesDocumentPlugin(),
        isHost && !isDev && new PreloadSharedPlugin(),
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

module.exports = { createFederatedConfig, REMOTES, HOST, SHARED_SINGLETONS, APP_TITLE, THEME_COLOR, CSP_NONCE_PLACEHOLDER };
