// The host page starts downloading its bootstrap and the shared libraries it starts with while
// main.js is still on its way: without it the Module Federation runtime finds them only once main.js has run, one more
// round trip before anything paints (docs/performance.md, "Lighthouse").
const { rspack } = require('@rspack/core');
const { SHARED_ON_DEMAND } = require('./federation.cjs');

/** `provide shared module (default) <name>@<version> = <file>` -> name */
const PROVIDED = /^provide shared module \([^)]*\) (.+)@[^@]+ = /;
/** The async boundary of every front-end's src/index.ts: `import('./bootstrap')`. */
const BOOTSTRAP = './bootstrap';

/** A shared module this build provides and its page starts with (not one loaded on demand). */
function providedAtStart(identifier) {
  const name = PROVIDED.exec(identifier)?.[1];
  return name !== undefined && !SHARED_ON_DEMAND.includes(name);
}

/** The scripts of the shared modules this build provides and of its bootstrap: what loads at start. */
function startScripts(compilation) {
  const files = new Set();
  for (const group of compilation.chunkGroups) {
    const atStart = group.origins.some((origin) => origin.request === BOOTSTRAP || providedAtStart(origin.module?.identifier() ?? ''));
    if (!atStart) continue;
    for (const chunk of group.chunks) for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
  }
  return [...files].sort();
}

/** Production host builds: `<link rel="preload" as="script">` in index.html for each of them. */
class PreloadSharedPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PreloadSharedPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PreloadSharedPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const page = compilation.getAsset('index.html');
          if (!page) throw new Error('PreloadSharedPlugin: the build has no index.html');
          const publicPath = compilation.outputOptions.publicPath;
          const links = startScripts(compilation).map((file) => `<link rel="preload" as="script" href="${publicPath}${file}">`);
          const html = page.source.source().toString().replace('</head>', `${links.join('')}</head>`);
          compilation.updateAsset('index.html', new rspack.sources.RawSource(html));
        },
      );
    });
  }
}

module.exports = { PreloadSharedPlugin };
