const { createFederatedConfig } = require('@ciao/build');

module.exports = createFederatedConfig({
  dir: __dirname,
  name: 'mf_admin',
  exposes: {
    './VoucherLogScreen': './src/screens/voucher-log-screen.tsx',
  },
});
