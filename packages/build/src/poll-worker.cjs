// Production host: the poll worker (@ciao/api-client's polling/poll-worker.ts), the script that
// reads the dashboard's polls off the page's main thread (docs/performance.md, "The poll worker").
// It is compiled on its own, without Module Federation: a worker bundled with the host would carry
// the federation runtime and its plugins (about 100 KB) for forty lines.
// Emitted as poll-worker.<hash>.js; the page names it in <meta name="ciao-poll-worker">, which
// the API client reads (polls.ts), so a host without the meta polls in the page.
const { mkdtemp, readFile, rm } = require('node:fs/promises');
const { createHash } = require('node:crypto');
const { tmpdir } = require('node:os');
const path = require('node:path');
const { rspack } = require('@rspack/core');
const { JS_TARGET, swcRule } = require('./swc.cjs');

/** The meta tag's name; @ciao/api-client's polls.ts reads the same. */
const POLL_WORKER_META = 'ciao-poll-worker';

/** The worker's script, minified, and its file name with a hash of its content. */
async function compileWorker(entry) {
  const out = await mkdtemp(path.join(tmpdir(), 'ciao-poll-worker-'));
  try {
    const compiler = rspack({
      mode: 'production',
      context: path.dirname(entry),
      target: ['webworker', JS_TARGET],
      devtool: false,
      entry,
      output: { path: out, filename: 'poll-worker.js' },
      resolve: { extensions: ['.ts', '.js'] },
      module: { rules: [swcRule(false)] },
      performance: { hints: false },
    });
    const stats = await new Promise((resolve, reject) =>
      compiler.run((error, result) => (error ? reject(error) : resolve(result))),
    );
    await new Promise((resolve) => compiler.close(resolve));
    if (stats.hasErrors()) throw new Error(`PollWorkerPlugin: ${stats.toString({ all: false, errors: true })}`);
    const source = await readFile(path.join(out, 'poll-worker.js'), 'utf8');
    const hash = createHash('sha256').update(source).digest('hex').slice(0, 10);
    return { file: `poll-worker.${hash}.js`, source };
  } finally {
    await rm(out, { recursive: true, force: true });
  }
}

class PollWorkerPlugin {
  /** @param {{ entry: string }} options  the worker's entry, an absolute path */
  constructor({ entry }) {
    this.entry = entry;
  }

  apply(compiler) {
    let worker;
    compiler.hooks.beforeCompile.tapPromise('PollWorkerPlugin', async () => {
      worker = await compileWorker(this.entry);
    });
    compiler.hooks.thisCompilation.tap('PollWorkerPlugin', (compilation) => {
      compilation.fileDependencies.add(this.entry);
      // Before the service worker's list of files to precache (PROCESS_ASSETS_STAGE_SUMMARIZE).
      compilation.hooks.processAssets.tap(
        { name: 'PollWorkerPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          compilation.emitAsset(worker.file, new rspack.sources.RawSource(worker.source));
        },
      );
      compilation.hooks.processAssets.tap(
        { name: 'PollWorkerPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const page = compilation.getAsset('index.html');
          if (!page) throw new Error('PollWorkerPlugin: the build has no index.html');
          const meta = `<meta name="${POLL_WORKER_META}" content="${compilation.outputOptions.publicPath}${worker.file}">`;
          compilation.updateAsset(
            'index.html',
            new rspack.sources.RawSource(page.source.source().toString().replace('</head>', `${meta}</head>`)),
          );
        },
      );
    });
  }
}

module.exports = { PollWorkerPlugin };
