// The shared Rspack + Module Federation configuration of every $CIAO remote (@ciao/build): the
// container is named after package.json's "ciao.remote" (mf-referral -> mf_referral), its modules
// are read from src/exposes.ts, and the shared libraries are provided at the versions installed here.
const { createFederatedConfig } = require('@ciao/build');
const { ciao } = require('./package.json');

module.exports = createFederatedConfig({ dir: __dirname, name: ciao.remote.replace(/-/g, '_') });
