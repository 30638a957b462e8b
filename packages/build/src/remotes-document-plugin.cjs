// Production host builds: the runtime remote document, host/dist/remotes.json.
const { rspack } = require('@rspack/core');
const { productionRemotesDocument } = require('./federation.cjs');

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

module.exports = { RemotesDocumentPlugin };
