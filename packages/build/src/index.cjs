// @ciao/build: one Rspack + Module Federation config for the host and every remote, so each
// workspace's rspack.config.cjs is a few lines: module.exports = createFederatedConfig({ ... }).
//
//   rspack-config.cjs            createFederatedConfig: output, dev server; assembles the rest
//   swc.cjs                      how TypeScript and JSX are compiled
//   federation.cjs               the federation map (remotes, ports, shared singletons, /remotes.json)
//   federation-plugin.cjs        the Module Federation plugin of every container
//   exposes.cjs                  a remote's exposed modules, read from its src/exposes.ts
//   html-document.cjs, splash.cjs  the host page and its first paint
//   brand.cjs                    the app's name and colours (@ciao/ui's design tokens)
//   csp.cjs                      the CSP nonce placeholder and runtime plugin
//   remotes-document-plugin.cjs  production host: dist/remotes.json
//   preload-bootstrap.cjs        production host: preload hints for the bootstrap's scripts, main.js first
//   signed-in-start.cjs          production host: dist/signed-in-start.json, what a signed-in page asks for beyond the start
//   screen-shared.cjs            production remotes: dist/screen-shared.json, the shared libraries each screen starts
//   import-scripts.cjs           the script files an import() of a build loads, and what chunks start (for the three above)
//   pwa.cjs                      production host: web app manifest and service worker
//   poll-worker.cjs              production host: the poll worker, compiled on its own
//   compile-hints.cjs            production builds: V8's compile hint on the first line of every script
//   precompress.cjs              production builds: .br and .gz beside every compressible file
//   first-paint.cjs              production remotes: their listed screens' static first paint
//   dev-remotes-middleware.cjs   the host's dev server: /remotes.json of the dev servers
const { APP_TITLE, THEME_COLOR } = require('./brand.cjs');
const { CSP_NONCE_PLACEHOLDER } = require('./csp.cjs');
const { REMOTES, HOST, SHARED_SINGLETONS } = require('./federation.cjs');
const { createFederatedConfig } = require('./rspack-config.cjs');

module.exports = {
  createFederatedConfig,
  REMOTES,
  HOST,
  SHARED_SINGLETONS,
  APP_TITLE,
  THEME_COLOR,
  CSP_NONCE_PLACEHOLDER,
};
