// Production builds: every compressible file of dist/ gets its Brotli (.br) and gzip (.gz) twin at
// the highest levels, once, at build time. The API serves the twin the browser accepts
// (api/src/components/front-ends/precompressed-files.ts) and compresses nothing per request: smaller
// than on-the-fly compression (which has to stay fast) and no CPU per request.
const { readFile, writeFile } = require('node:fs/promises');
const path = require('node:path');
const { promisify } = require('node:util');
const zlib = require('node:zlib');

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text formats; images and icons are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|json|svg|webmanifest|txt)$/;
/** Below this, an encoded answer saves less than its headers cost. */
const MIN_BYTES = 1024;

/** Both twins of `file`, next to it. The page (index.html) is not here: the API rewrites it per answer. */
async function precompressFile(file) {
  const body = await readFile(file);
  if (body.length < MIN_BYTES) return;
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzip(body, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
}

/** After the build wrote dist/ (mf-manifest.json and remotes.json included). */
class PrecompressPlugin {
  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('PrecompressPlugin', async (compilation) => {
      const outputPath = compilation.outputOptions.path;
      const files = compilation
        .getAssets()
        .map((asset) => asset.name)
        .filter((name) => COMPRESSIBLE.test(name));
      await Promise.all(files.map((name) => precompressFile(path.join(outputPath, name))));
    });
  }
}

module.exports = { PrecompressPlugin };
