// Standalone dev page (npm run dev -w mf-account); the host loads the exposed screens instead.
import { mountStandalone } from '@ciao/shell/standalone';
import { AuthScreen } from './screens/auth-screen';
import { NotificationsScreen } from './screens/notifications-screen';
import { ProfileDialogPreview } from './screens/profile-dialog-preview';

mountStandalone('mf_account', [
  { path: '/auth', title: 'Sign in', Screen: AuthScreen },
  { path: '/notifications', title: 'Notifications', Screen: NotificationsScreen },
  { path: '/profile', title: 'Profile dialog', Screen: ProfileDialogPreview },
]);
