// A screen's messages (`src/messages/<language>.json`, ICU texts) compiled for Lingui at build time,
// so the app ships no message parser (docs/front-end.md, "Languages"). Tests and development read
// the JSON as it is: Lingui compiles it at run time outside production.
const { compileMessage } = require('@lingui/message-utils/compileMessage');

/** @this {{ resourcePath: string }} */
module.exports = function compileMessages(source) {
  const messages = JSON.parse(source);
  const compiled = Object.fromEntries(Object.entries(messages).map(([key, text]) => [key, compileMessage(text)]));
  return `export default ${JSON.stringify(compiled)};`;
};

/** The files this loader compiles: `src/messages/<language>.json`, or in a later screen's folder `src/messages/<screen>/<language>.json`. */
module.exports.MESSAGES_FILE = /[\\/]src[\\/]messages[\\/]([a-z-]+[\\/])?[a-z]+\.json$/;
