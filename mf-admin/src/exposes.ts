import type { RemoteExposes } from '@ciao/shell';

/** What mf_admin exposes to the host, checked against @ciao/shell's RemoteModules; rspack.config.cjs reads this map. */
export const exposes = {
  VoucherLogScreen: () => import('./screens/voucher-log-screen'),
  OverviewScreen: () => import('./screens/overview-screen'),
  ReviewScreen: () => import('./screens/review-screen'),
  CustomersScreen: () => import('./screens/customers-screen'),
  CustomerScreen: () => import('./screens/customer-screen'),
  AuditLogScreen: () => import('./screens/audit-log-screen'),
  ReleasesScreen: () => import('./screens/releases-screen'),
  CampaignsScreen: () => import('./screens/campaigns-screen'),
} satisfies RemoteExposes<'mf_admin'>;
