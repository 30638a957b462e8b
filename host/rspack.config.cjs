const { createFederatedConfig } = require('@ciao/build');

module.exports = createFederatedConfig({
  dir: __dirname,
  isHost: true,
  favicon: './src/assets/favicon.svg',
  // Installable: manifest.webmanifest, the icons of public/ and /sw.js (production builds only).
  pwa: { serviceWorker: './src/service-worker/service-worker.js', publicDir: './public' },
  // The dashboard's polls off the main thread (production builds only).
  pollWorker: require.resolve('@ciao/api-client/poll-worker'),
});
