// How TypeScript and JSX are compiled, for the containers (rspack-config.cjs) and the poll worker.

/** Modern mobile browsers (Safari 14+, Chrome 90+); swc defaults to ES5 when unset. */
const JS_TARGET = 'es2020';

function swcRule(isDev) {
  return {
    test: /\.[cm]?[jt]sx?$/,
    exclude: /[\\/]node_modules[\\/]/,
    loader: 'builtin:swc-loader',
    options: {
      jsc: {
        target: JS_TARGET,
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', development: isDev } },
      },
    },
    type: 'javascript/auto',
  };
}

module.exports = { JS_TARGET, swcRule };
