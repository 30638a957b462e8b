const { createFederatedConfig } = require('@ciao/build');

module.exports = createFederatedConfig({
  dir: __dirname,
  name: 'mf_account',
  exposes: {
    './AuthScreen': './src/screens/auth-screen.tsx',
    './NotificationsScreen': './src/screens/notifications-screen.tsx',
    './ProfileDialog': './src/screens/profile-dialog.tsx',
  },
});
