// Which shared libraries each screen a remote exposes starts with, so that the API can hint in a
// page the remote's own copies of those the host does not provide: the remote's runtime asks for
// them only once the screen's module is requested, one more round trip before the screen
// (api/src/components/front-ends/first-screen-hints.ts; docs/performance.md, "HTTP/2 and the
// page's hints"). Module Federation's manifest does not say it (its `requires` and `usedIn` are
// empty). A production remote's build writes dist/screen-shared.json:
// { "<exposed name>": ["<share key>", ...] }.
const { rspack } = require('@rspack/core');
const { SHARED_SINGLETONS } = require('./federation.cjs');
const { consumesOfChunks } = require('./import-scripts.cjs');

const FILE = 'screen-shared.json';
/** Module Federation's name for the chunk group of an exposed module, e.g. `__federation_expose_DashboardScreen`. */
const EXPOSE_GROUP = /^__federation_expose_(.+)$/;

/** The share key a consume module is for: one of SHARED_SINGLETONS, read from Rspack's identifier of the module. */
function shareKeyOf(consume) {
  const key = SHARED_SINGLETONS.find((candidate) =>
    consume.identifier().startsWith(`consume shared module (default) ${candidate}@`),
  );
  if (!key)
    throw new Error(
      `ScreenSharedPlugin: a screen consumes a shared module that is no singleton: ${consume.identifier()}`,
    );
  return key;
}

class ScreenSharedPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('ScreenSharedPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ScreenSharedPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const screens = {};
          for (const group of compilation.chunkGroups) {
            const [, screen] = EXPOSE_GROUP.exec(group.name ?? '') ?? [];
            if (screen)
              screens[screen] = [...new Set(consumesOfChunks(compilation, group.chunks).map(shareKeyOf))].sort();
          }
          if (Object.keys(screens).length === 0) throw new Error('ScreenSharedPlugin: the build exposes no screen');
          compilation.emitAsset(FILE, new rspack.sources.RawSource(`${JSON.stringify(screens)}\n`));
        },
      );
    });
  }
}

module.exports = { ScreenSharedPlugin };
