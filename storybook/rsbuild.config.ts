import { defineConfig, type Rspack } from '@rsbuild/core';
import { createRequire } from 'node:module';
import { pluginReact } from '@rsbuild/plugin-react';

const require = createRequire(import.meta.url);
/** Every remote's message catalogs, as its own build finds them. */
const { MESSAGES_FILE } = require('@ciao/build/src/messages-loader.cjs') as { MESSAGES_FILE: RegExp };

const MOCKER_RUNTIME = 'mocker-runtime-injected.js';

/**
 * storybook-builder-rsbuild 3.6 emits `mocker-runtime-injected.js` only when the HTML is generated,
 * i.e. on the first compilation. After any rebuild in `storybook dev` the asset is gone while
 * iframe.html still imports it, so a page reload shows a blank preview (404). Keep the first copy
 * and re-emit it in every later compilation.
 */
class KeepMockerRuntimePlugin {
  private source: Rspack.sources.Source | undefined;

  apply(compiler: Rspack.Compiler) {
    compiler.hooks.thisCompilation.tap('KeepMockerRuntimePlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'KeepMockerRuntimePlugin', stage: compiler.rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const asset = compilation.getAsset(MOCKER_RUNTIME);
          if (asset) this.source = asset.source;
          else if (this.source) compilation.emitAsset(MOCKER_RUNTIME, this.source);
        },
      );
    });
  }
}

// Loaded by storybook-builder-rsbuild on top of its own config.
export default defineConfig({
  // JSX with the automatic runtime, and React Fast Refresh in `storybook dev`.
  plugins: [pluginReact()],
  tools: {
    rspack: (config, { isDev }) => {
      if (isDev) config.plugins = [...(config.plugins ?? []), new KeepMockerRuntimePlugin()];
      // Each remote's messages compiled for Lingui, as the remotes' own builds do (a production
      // Storybook's Lingui has no ICU compiler): docs/front-end.md, "Languages".
      const messages = {
        test: MESSAGES_FILE,
        type: 'javascript/auto',
        use: [{ loader: require.resolve('@ciao/build/src/messages-loader.cjs') }],
      };
      config.module = { ...config.module, rules: [...(config.module?.rules ?? []), messages] };
      return config;
    },
  },
});
