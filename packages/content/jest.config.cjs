module.exports = require('@ciao/build/jest/web.cjs')(__dirname);
