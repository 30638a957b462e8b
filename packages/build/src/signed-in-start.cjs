// What a signed-in page asks for beyond the scripts every page starts with, so that the API can
// hint it in the page (api/src/components/front-ends/first-screen-hints.ts; docs/performance.md,
// "HTTP/2 and the page's hints"):
// - first: the host's signed-in routes (their chunk, and the shared libraries it starts). The
//   page asks for them once main.js has run and the session is known: one more round trip
//   before the screen. (The sign-in screen loads them when idle: host/src/app/auth-guard.tsx.)
// - later: the Redux store (at idle, for toasts) and the poll schedule (at the first poll), asked
//   once the screen is up: one more round trip at the end of the page's start.
// The host's production build lists their files in dist/signed-in-start.json.
const { rspack } = require('@rspack/core');
const { scriptsOfImports } = require('./import-scripts.cjs');

/** The imports a signed-in page loads before its screen mounts. */
const SIGNED_IN_FIRST = ['./signed-in-routes'];
/** The imports whose chunks a signed-in page loads after its screen has mounted. */
const SIGNED_IN_LATER = ['@ciao/shell/store', './polls'];
const FILE = 'signed-in-start.json';

class SignedInStartPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('SignedInStartPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'SignedInStartPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const publicPath = compilation.outputOptions.publicPath;
          const scriptsOf = (requests) =>
            scriptsOfImports(compilation, requests, { withProviders: true }).map((file) => `${publicPath}${file}`);
          const first = scriptsOf(SIGNED_IN_FIRST);
          const later = scriptsOf(SIGNED_IN_LATER).filter((script) => !first.includes(script));
          compilation.emitAsset(FILE, new rspack.sources.RawSource(`${JSON.stringify({ first, later })}\n`));
        },
      );
    });
  }
}

module.exports = { SignedInStartPlugin };
