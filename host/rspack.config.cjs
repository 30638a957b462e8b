const { createFederatedConfig } = require('@ciao/build');

module.exports = createFederatedConfig({ dir: __dirname, isHost: true, favicon: './src/assets/favicon.svg' });
