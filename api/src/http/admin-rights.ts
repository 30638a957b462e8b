import { ADMIN_ROLES } from '@ciao/contracts';
import type { AdminRole, Role } from '@ciao/contracts';

/**
 * The one table of rights: every admin route ("METHOD /path" as mounted, Express syntax) and the
 * roles that may use it (docs/admin.md, "Roles and rights"). A route missing here is refused to
 * every role; api/test/http/admin-rights.test.ts walks every admin route with every role against it.
 */
export const ADMIN_RIGHTS: Readonly<Record<string, readonly AdminRole[]>> = {
  'GET /api/admin/voucher-logs': ADMIN_ROLES,
  'GET /api/admin/voucher-logs.csv': ADMIN_ROLES,
  'GET /api/admin/audit-log': ADMIN_ROLES,
  'GET /api/admin/users': ADMIN_ROLES,
  'GET /api/admin/users/:id': ADMIN_ROLES,
  'GET /api/admin/overview': ADMIN_ROLES,
  'GET /api/admin/overview.csv': ADMIN_ROLES,
  'GET /api/admin/flags': ADMIN_ROLES,
  'POST /api/admin/users/:id/sessions/revoke': ['owner', 'support'],
  // Support's corrections; the cap on adjustments is the customers component's (docs/admin.md, "Corrections").
  'POST /api/admin/users/:id/adjustments': ['owner', 'support'],
  'POST /api/admin/users/:id/suspend': ['owner', 'support'],
  'POST /api/admin/users/:id/reinstate': ['owner', 'support'],
  'POST /api/admin/codes/:code/cancel': ['owner', 'support'],
  // A flag's resolution dismisses it, claws back, or suspends (docs/admin.md, "Resolving a flag").
  'POST /api/admin/flags/:id/resolve': ['owner', 'support'],
  'POST /api/admin/users/:id/role': ['owner'],
  // What every visitor loads: releases are an owner's (docs/deploying.md, "Releasing a remote").
  'GET /api/admin/releases': ['owner'],
  'POST /api/admin/releases/:remote/promote': ['owner'],
  'POST /api/admin/releases/:remote/rollback': ['owner'],
  // Campaigns (docs/admin.md, "Campaigns"): everyone reads and counts; owner and support write and send.
  'GET /api/admin/campaigns': ADMIN_ROLES,
  'GET /api/admin/campaigns/:id': ADMIN_ROLES,
  'POST /api/admin/campaigns/audience': ADMIN_ROLES,
  'POST /api/admin/campaigns/preview': ADMIN_ROLES,
  'POST /api/admin/campaigns': ['owner', 'support'],
  'PUT /api/admin/campaigns/:id': ['owner', 'support'],
  'POST /api/admin/campaigns/:id/cancel': ['owner', 'support'],
  'POST /api/admin/campaigns/:id/test': ['owner', 'support'],
  'POST /api/admin/campaigns/:id/send': ['owner', 'support'],
  // Its rows name customers and admins by e-mail: a viewer exports no e-mails beyond the voucher log's.
  'GET /api/admin/audit-log.csv': ['owner', 'support'],
};

export const mayUse = (role: Role, route: string): boolean =>
  ADMIN_RIGHTS[route]?.some((allowed) => allowed === role) ?? false;
