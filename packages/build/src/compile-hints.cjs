// Production scripts carry V8's explicit compile hint for a whole file (`//# allFunctionsCalledOnLoad`,
// Chrome 136 and later): V8 then compiles every function while the file streams in, on a background
// thread, instead of compiling each one on the main thread the first time it is called. Almost every
// function of a chunk runs when the chunk loads (module factories, a screen's components), and those
// first calls were most of the startup's long tasks (docs/performance.md, "The start in short
// tasks"). Browsers without the hint read a comment.
const { rspack } = require('@rspack/core');

const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** The hint on the first line of every emitted script, after minification (which drops comments). */
function compileHintsPlugin() {
  return new rspack.BannerPlugin({
    banner: COMPILE_HINT,
    raw: true,
    test: /\.js$/,
    // After the minimizer, before the content hashes are computed (PROCESS_ASSETS_STAGE_OPTIMIZE_HASH).
    stage: rspack.Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE,
  });
}

module.exports = { COMPILE_HINT, compileHintsPlugin };
