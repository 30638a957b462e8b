// The host page starts downloading its bootstrap while main.js is still on its way: without it the
// bootstrap is found only once main.js has run, one more round trip before anything paints
// (docs/performance.md, "Shared entries and budgets"). The shared libraries the page starts with
// are in main.js itself (`eager`, ./federation-plugin.cjs); those loaded on demand are never
// preloaded.
// main.js is fetched first (`fetchpriority="high"`): the page's splash waits for it, and nothing
// hinted beside it (the bootstrap, the screen's remote) can run before it. The API takes the
// priority off, and makes it async, where it paints the screen from the HTML (first-screen-paint.ts).
const { rspack } = require('@rspack/core');
const { scriptsOfImports } = require('./import-scripts.cjs');

/** The async boundary of every front-end's src/index.ts: `import('./bootstrap')`; its scripts are what loads at start besides main.js. */
const BOOTSTRAP = './bootstrap';

/** Production host builds: `<link rel="preload" as="script">` in index.html for each of them. */
class PreloadBootstrapPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PreloadBootstrapPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PreloadBootstrapPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const page = compilation.getAsset('index.html');
          if (!page) throw new Error('PreloadBootstrapPlugin: the build has no index.html');
          const publicPath = compilation.outputOptions.publicPath;
          const links = scriptsOfImports(compilation, [BOOTSTRAP]).map(
            (file) => `<link rel="preload" as="script" href="${publicPath}${file}">`,
          );
          let html = page.source
            .source()
            .toString()
            .replace('</head>', `${links.join('')}</head>`);
          for (const file of compilation.entrypoints.get('main')?.getFiles() ?? []) {
            const tag = `<script defer src="${publicPath}${file}">`;
            if (file.endsWith('.js') && !html.includes(tag))
              throw new Error(`PreloadBootstrapPlugin: index.html has no ${tag}`);
            html = html.replace(tag, `<script defer fetchpriority="high" src="${publicPath}${file}">`);
          }
          compilation.updateAsset('index.html', new rspack.sources.RawSource(html));
        },
      );
    });
  }
}

module.exports = { PreloadBootstrapPlugin };
