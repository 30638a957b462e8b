const { createFederatedConfig } = require('@ciao/build');

module.exports = createFederatedConfig({
  dir: __dirname,
  name: 'mf_referral',
});
