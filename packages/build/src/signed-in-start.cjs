// A signed-in page asks for some of the host's scripts only once its screen is up: the Redux store
// (at idle, for toasts) and the poll schedule (at the first poll). Asked then, each is one more
// round trip at the end of the page's start. The host's production build lists their files in
// dist/signed-in-start.json; the API preloads them, at low priority, in a signed-in visitor's page
// (api/src/components/front-ends/front-end-routes.ts; docs/performance.md, "HTTP/2 at the balancer").
const { rspack } = require('@rspack/core');

/** The imports whose chunks a signed-in page loads after its screen has mounted. */
const SIGNED_IN_LATER = ['@ciao/shell/store', './polls'];
const FILE = 'signed-in-start.json';

/** The scripts `import(request)` loads, for each request. */
function scriptsOf(compilation, requests) {
  const files = new Set();
  const found = new Set();
  for (const group of compilation.chunkGroups) {
    const origin = group.origins.find((candidate) => requests.includes(candidate.request));
    if (!origin) continue;
    found.add(origin.request);
    // A shared module's import holds only its consume; the provider's chunks are its async chunks.
    for (const chunk of group.chunks) {
      for (const loaded of [chunk, ...chunk.getAllAsyncChunks()]) for (const file of loaded.files) if (file.endsWith('.js')) files.add(file);
    }
  }
  const missing = requests.filter((request) => !found.has(request));
  if (missing.length > 0) throw new Error(`SignedInStartPlugin: no chunk is loaded by import(${missing.map((r) => `'${r}'`).join(', ')})`);
  return [...files].sort();
}

class SignedInStartPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('SignedInStartPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'SignedInStartPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const publicPath = compilation.outputOptions.publicPath;
        const scripts = scriptsOf(compilation, SIGNED_IN_LATER).map((file) => `${publicPath}${file}`);
        compilation.emitAsset(FILE, new rspack.sources.RawSource(`${JSON.stringify({ scripts })}\n`));
      });
    });
  }
}

module.exports = { SignedInStartPlugin };
