const { createFederatedConfig } = require('@ciao/build');

module.exports = createFederatedConfig({
  dir: __dirname,
  name: 'mf_store_credit',
  exposes: {
    './StoreCreditScreen': './src/screens/store-credit-screen.tsx',
    './StoreCreditTutorialScreen': './src/screens/store-credit-tutorial-screen.tsx',
    './ShopifyScreen': './src/screens/shopify-screen.tsx',
  },
});
