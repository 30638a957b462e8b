// A signed-in page asks for some of the host's scripts only once its screen is up: the Redux store
// (at idle, for toasts) and the poll schedule (at the first poll). Asked then, each is one more
// round trip at the end of the page's start. The host's production build lists their files in
// dist/signed-in-start.json; the API preloads them, at low priority, in a signed-in visitor's page
// (api/src/components/front-ends/front-end-routes.ts; docs/performance.md, "HTTP/2 at the balancer").
const { rspack } = require('@rspack/core');
const { scriptsOfImports } = require('./import-scripts.cjs');

/** The imports whose chunks a signed-in page loads after its screen has mounted. */
const SIGNED_IN_LATER = ['@ciao/shell/store', './polls'];
const FILE = 'signed-in-start.json';

class SignedInStartPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('SignedInStartPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'SignedInStartPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const publicPath = compilation.outputOptions.publicPath;
        const scripts = scriptsOfImports(compilation, SIGNED_IN_LATER, { andTheirLoads: true }).map((file) => `${publicPath}${file}`);
        compilation.emitAsset(FILE, new rspack.sources.RawSource(`${JSON.stringify({ scripts })}\n`));
      });
    });
  }
}

module.exports = { SignedInStartPlugin };
