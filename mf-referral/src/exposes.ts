import type { RemoteExposes } from '@ciao/shell';

/** What mf_referral exposes to the host, checked against @ciao/shell's RemoteModules; rspack.config.cjs reads this map. */
export const exposes = {
  ReferralScreen: () => import('./screens/referral-screen'),
} satisfies RemoteExposes<'mf_referral'>;
