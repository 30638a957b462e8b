// @ciao/build's Jest preset (jsdom with fetch, SWC, Testing Library's matchers). The contract
// packages are ES modules: Jest compiles them like the remote's own code.
const preset = require('@ciao/build/jest/web.cjs')(__dirname);

module.exports = { ...preset, transformIgnorePatterns: ['/node_modules/(?!@ciao/)'] };
