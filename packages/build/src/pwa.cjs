// The host's installable shell: the web app manifest, its icons and the service worker, emitted by
// the production build (docs/content-and-pwa.md). Development builds have neither.
const { createHash } = require('node:crypto');
const { readFileSync } = require('node:fs');
const path = require('node:path');
const { rspack } = require('@rspack/core');

const MANIFEST_FILE = 'manifest.webmanifest';
const SERVICE_WORKER_FILE = 'sw.js';

/** Icons the host ships in public/icons (PNG: what every platform's installer accepts). */
const ICONS = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
];
const APPLE_TOUCH_ICON = '/icons/apple-touch-icon.png';

/** Never cached by the service worker's install step: build metadata, and what it fetches network-first itself. */
const NOT_PRECACHED = [/^mf-(stats|manifest)\.json$/, /^remotes\.json$/, /\.map$/, /^index\.html$/, /\.LICENSE\.txt$/];

function webAppManifest({ name, shortName, description, themeColor, backgroundColor }) {
  return {
    id: '/',
    name,
    short_name: shortName,
    description,
    lang: 'en',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: themeColor,
    background_color: backgroundColor,
    categories: ['education', 'finance'],
    icons: ICONS,
  };
}

/** Tags the host page gets in its <head>. */
function pwaHeadTags() {
  return [
    `<link rel="manifest" href="/${MANIFEST_FILE}" />`,
    `<link rel="apple-touch-icon" href="${APPLE_TOUCH_ICON}" />`,
    '<meta name="mobile-web-app-capable" content="yes" />',
    '<meta name="apple-mobile-web-app-status-bar-style" content="default" />',
  ].join('\n    ');
}

/**
 * Emits manifest.webmanifest and sw.js. The service worker is the host's hand-written script with
 * one line put in front: `const SHELL = { version, precache }`, the files of this build to cache at
 * install. The version is a hash of those names and of the script, so every deployment of the host
 * changes sw.js and the browser installs the new worker.
 */
class ProgressiveWebAppPlugin {
  /**
   * @param {object} options
   * @param {string} options.serviceWorker  absolute path of the service worker script
   * @param {object} options.manifest       { name, shortName, description, themeColor, backgroundColor }
   */
  constructor({ serviceWorker, manifest }) {
    this.serviceWorker = serviceWorker;
    this.manifest = manifest;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('ProgressiveWebAppPlugin', (compilation) => {
      compilation.fileDependencies.add(this.serviceWorker);
      compilation.hooks.processAssets.tap(
        // After the HTML page, the copied public files and the federation manifests exist.
        { name: 'ProgressiveWebAppPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE },
        () => {
          const manifestJson = `${JSON.stringify(webAppManifest(this.manifest), null, 2)}\n`;
          compilation.emitAsset(MANIFEST_FILE, new rspack.sources.RawSource(manifestJson));

          const script = readFileSync(this.serviceWorker, 'utf8');
          const hash = createHash('sha256').update(script);
          const files = compilation
            .getAssets()
            .filter(({ name }) => name !== SERVICE_WORKER_FILE && !NOT_PRECACHED.some((pattern) => pattern.test(name)))
            .sort((a, b) => a.name.localeCompare(b.name));
          for (const asset of files) hash.update(asset.name).update(asset.source.buffer());
          const version = hash.digest('hex').slice(0, 12);
          // '/' is the page itself (the API answers every client-side route with it).
          const precache = ['/', ...files.map(({ name }) => `/${name}`)];
          const source = `const SHELL = ${JSON.stringify({ version, precache })};\n${script}`;
          compilation.emitAsset(SERVICE_WORKER_FILE, new rspack.sources.RawSource(source));
        },
      );
    });
  }
}

/**
 * The production plugins of an installable host.
 * @param {object} options
 * @param {string} options.dir            the host folder
 * @param {string} options.serviceWorker  the service worker script, relative to dir
 * @param {string} options.publicDir      files copied as they are (icons), relative to dir
 * @param {object} options.manifest       see ProgressiveWebAppPlugin
 */
function pwaPlugins({ dir, serviceWorker, publicDir, manifest }) {
  return [
    new rspack.CopyRspackPlugin({ patterns: [{ from: path.join(dir, publicDir) }] }),
    new ProgressiveWebAppPlugin({ serviceWorker: path.join(dir, serviceWorker), manifest }),
  ];
}

module.exports = { pwaPlugins, pwaHeadTags };
