import type { RemoteExposes } from '@ciao/shell';

/** What mf_dashboard exposes to the host, checked against @ciao/shell's RemoteModules; rspack.config.cjs reads this map. */
export const exposes = {
  DashboardScreen: () => import('./screens/dashboard-screen'),
  ActivityScreen: () => import('./screens/activity-screen'),
} satisfies RemoteExposes<'mf_dashboard'>;
