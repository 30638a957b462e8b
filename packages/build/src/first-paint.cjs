// Production builds of a remote with a src/first-paints.ts: each listed screen rendered to static
// markup and its CSS (@ciao/shell/first-paint), written as dist/first-paint/<Screen>.html. The API
// puts it into the page of a visitor without a session, so the screen paints from the HTML alone,
// before any script has run (docs/performance.md, "First paint"). The remote
// ships it with its own build: a redeployed remote brings its new first paint, no host rebuild.
const { execFile } = require('node:child_process');
const { existsSync } = require('node:fs');
const path = require('node:path');
const { promisify } = require('node:util');
const { nonceAttribute } = require('./csp.cjs');
const { MESSAGES_FILE } = require('./messages-loader.cjs');

const FIRST_PAINTS_FILE = 'src/first-paints.ts';
/** Beside the remote's mf-manifest.json, where the API looks (api/src/components/front-ends/first-screen-paint.ts). */
const OUTPUT_FOLDER = 'first-paint';
const ROOT_TSCONFIG = path.resolve(__dirname, '..', '..', '..', 'tsconfig.json');

/**
 * Node runs the render with tsx (the screen is TypeScript and JSX), in production mode, and writes
 * each screen's file; the CSS goes into a `<style>` with the page's nonce placeholder (./csp.cjs).
 */
const RENDER = `
const { mkdirSync, readFileSync, writeFileSync } = require('node:fs');
const Module = require('node:module');
const path = require('node:path');
const [firstPaintsFile, outDir, styleTag] = process.argv.slice(1);
// The screens' messages compiled as the build compiles them (./messages-loader.cjs): in production
// Lingui does not parse ICU texts, so "Referral code: {code}" would be painted as it is written.
const { compileMessage } = require('@lingui/message-utils/compileMessage');
const readJson = Module._extensions['.json'];
Module._extensions['.json'] = (module, filename) => {
  if (!${MESSAGES_FILE}.test(filename)) return readJson(module, filename);
  const messages = JSON.parse(readFileSync(filename, 'utf8'));
  module.exports = Object.fromEntries(Object.entries(messages).map(([key, text]) => [key, compileMessage(text)]));
};
const { renderFirstPaint } = require('@ciao/shell/first-paint');
const { firstPaints } = require(firstPaintsFile);
mkdirSync(outDir, { recursive: true });
for (const [screen, { path: route, element }] of Object.entries(firstPaints)) {
  const { css, html } = renderFirstPaint(element, route);
  writeFileSync(path.join(outDir, screen + '.html'), styleTag + css + '</style>' + html);
}
`;

class FirstPaintPlugin {
  /** @param {{ dir: string }} options  the remote's workspace folder */
  constructor({ dir }) {
    this.dir = dir;
  }

  /** Only remotes that list first paints get the plugin. */
  static wanted(dir) {
    return existsSync(path.join(dir, FIRST_PAINTS_FILE));
  }

  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('FirstPaintPlugin', async (compilation) => {
      const outDir = path.join(compilation.outputOptions.path, OUTPUT_FOLDER);
      await promisify(execFile)(
        process.execPath,
        [
          '--import',
          'tsx',
          '--eval',
          RENDER,
          path.join(this.dir, FIRST_PAINTS_FILE),
          outDir,
          `<style${nonceAttribute(true)}>`,
        ],
        // The repository's tsconfig (JSX as react-jsx) for every file, @ciao/* packages included.
        { cwd: this.dir, env: { ...process.env, NODE_ENV: 'production', TSX_TSCONFIG_PATH: ROOT_TSCONFIG } },
      );
    });
  }
}

module.exports = { FirstPaintPlugin };
