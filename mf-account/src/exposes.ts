import type { RemoteExposes } from '@ciao/shell';

/** What mf_account exposes to the host, checked against @ciao/shell's RemoteModules; rspack.config.cjs reads this map. */
export const exposes = {
  AuthScreen: () => import('./screens/auth-screen'),
  NotificationsScreen: () => import('./screens/notifications-screen'),
  ProfileDialog: () => import('./screens/profile-dialog'),
} satisfies RemoteExposes<'mf_account'>;
