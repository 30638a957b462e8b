import type { AdminRole } from '@ciao/contracts';
import type { HostMessageKey } from '../../messages';

/** The side menu's links, in the spec's order and words (section 2), each label a message of the host's. */
export const MENU_LINKS: readonly { to: string; label: HostMessageKey }[] = [
  { to: '/app-info', label: 'link.appInfo' },
  { to: '/notifications', label: 'link.notifications' },
  { to: '/referral', label: 'link.referral' },
  { to: '/store-credit', label: 'link.storeCredits' },
  { to: '/community', label: 'link.community' },
  { to: '/about', label: 'link.about' },
  { to: '/faq', label: 'link.faq' },
  { to: '/contact', label: 'link.contact' },
  { to: '/privacy', label: 'link.privacy' },
  { to: '/terms', label: 'link.terms' },
];

/** Every admin role: the read rights of ADMIN_RIGHTS (api/src/http/admin-rights.ts). */
const READERS: readonly AdminRole[] = ['owner', 'support', 'viewer'];

/**
 * The admin screens' links, each shown only to the roles whose rights let them read its screen
 * (docs/admin.md, "Roles and rights"); the API still decides every request.
 */
const ADMIN_MENU_LINKS: readonly {
  to: string;
  label: string;
  roles: readonly AdminRole[];
  /** The link shows the number of open flags (the roles that may read flags: every admin role). */
  showsOpenFlags?: true;
}[] = [
  { to: '/admin', label: 'Overview', roles: READERS },
  { to: '/admin/review', label: 'Review', roles: READERS, showsOpenFlags: true },
  { to: '/admin/customers', label: 'Customers', roles: READERS },
  { to: '/admin/audit-log', label: 'Audit log', roles: READERS },
  { to: '/admin/voucher-logs', label: 'Voucher logs', roles: READERS },
  { to: '/admin/campaigns', label: 'Campaigns', roles: READERS },
  // What every visitor loads: an owner's (docs/deploying.md, "Releasing a remote"); a designer reviews its visual changes.
  { to: '/admin/releases', label: 'Releases', roles: ['owner', 'designer'] },
];

/** The admin links a role may use; none for a customer or nobody. */
export const adminMenuLinksFor = (role: string | undefined) =>
  ADMIN_MENU_LINKS.filter(({ roles }) => roles.some((allowed) => allowed === role));
