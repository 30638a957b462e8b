import type { RemoteExposes } from '@ciao/shell';

/**
 * What this remote exposes to the host, checked against @ciao/shell's RemoteModules: renaming a
 * module or changing its props is a type error here. rspack.config.cjs reads this map.
 */
export const exposes = {
  ReferralScreen: () => import('./screens/referral-screen'),
} satisfies RemoteExposes<'mf_referral'>;
