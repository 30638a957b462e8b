import type { AdminRole, Role } from '@ciao/contracts';

/** The roles that read the programme's customers, codes and campaigns: every admin role but `designer`. */
const READERS: readonly AdminRole[] = ['owner', 'support', 'viewer'];

/**
 * The one table of rights: every admin route ("METHOD /path" as mounted, Express syntax) and the
 * roles that may use it (docs/admin.md, "Roles and rights"). A route missing here is refused to
 * every role; api/test/http/admin-rights.test.ts walks every admin route with every role against it.
 */
export const ADMIN_RIGHTS: Readonly<Record<string, readonly AdminRole[]>> = {
  'GET /api/admin/voucher-logs': READERS,
  'GET /api/admin/voucher-logs.csv': READERS,
  'GET /api/admin/audit-log': READERS,
  'GET /api/admin/users': READERS,
  'GET /api/admin/users/:id': READERS,
  'GET /api/admin/overview': READERS,
  'GET /api/admin/overview.csv': READERS,
  'GET /api/admin/flags': READERS,
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
  'GET /api/admin/releases': ['owner', 'designer'],
  // A release's visual review (docs/storybook.md): read by owners and designers, decided by a designer.
  'GET /api/admin/releases/:remote/:version/visual-review': ['owner', 'designer'],
  'GET /api/admin/releases/:remote/:version/visual-review/:side/:story/:width': ['owner', 'designer'],
  'POST /api/admin/releases/:remote/:version/visual-review/decision': ['designer'],
  // Who may open /storybook/, and whether visual changes wait for a designer: an owner's settings.
  'GET /api/admin/storybook-settings': ['owner'],
  'PUT /api/admin/storybook-settings': ['owner'],
  'POST /api/admin/releases/:remote/promote': ['owner'],
  'POST /api/admin/releases/:remote/rollback': ['owner'],
  // A new remote is shown to everyone once approved (docs/deploying.md, "A new remote").
  'GET /api/admin/remote-approvals': ['owner'],
  'POST /api/admin/remote-approvals/:remote/approve': ['owner'],
  'POST /api/admin/remote-approvals/:remote/refuse': ['owner'],
  'POST /api/admin/remote-approvals/:remote/withdraw': ['owner'],
  'POST /api/admin/releases/:remote/activate': ['owner'],
  'POST /api/admin/releases/:remote/canary': ['owner'],
  'GET /api/admin/deploy-tokens': ['owner'],
  'POST /api/admin/deploy-tokens': ['owner'],
  'POST /api/admin/deploy-tokens/:id/revoke': ['owner'],
  // Campaigns (docs/admin.md, "Campaigns"): everyone reads and counts; owner and support write and send.
  'GET /api/admin/campaigns': READERS,
  'GET /api/admin/campaigns/:id': READERS,
  'POST /api/admin/campaigns/audience': READERS,
  'POST /api/admin/campaigns/preview': READERS,
  'POST /api/admin/campaigns': ['owner', 'support'],
  'PUT /api/admin/campaigns/:id': ['owner', 'support'],
  'POST /api/admin/campaigns/:id/cancel': ['owner', 'support'],
  'POST /api/admin/campaigns/:id/test': ['owner', 'support'],
  'POST /api/admin/campaigns/:id/send': ['owner', 'support'],
  // Its rows name customers and admins by e-mail: a viewer exports no e-mails beyond the voucher log's.
  'GET /api/admin/audit-log.csv': ['owner', 'support'],
};

/**
 * The routes that act on one account (the `:id` account, a code's or a flag's customer): an admin
 * may use them only on an account whose role is below its own (ROLE_ORDER); an owner also on other
 * owners, but never so that no active owner is left (docs/admin.md, "Roles and rights").
 */
export const ACTS_ON_ACCOUNT: ReadonlySet<string> = new Set([
  'POST /api/admin/users/:id/sessions/revoke',
  'POST /api/admin/users/:id/adjustments',
  'POST /api/admin/users/:id/suspend',
  'POST /api/admin/users/:id/reinstate',
  'POST /api/admin/users/:id/role',
  'POST /api/admin/codes/:code/cancel',
  'POST /api/admin/flags/:id/resolve',
]);

/**
 * Roles from the least to the most trusted. A designer reads no customer and acts on no account,
 * so it sits just above a customer: support and owners may act on a designer's account.
 */
const ROLE_ORDER: readonly Role[] = ['user', 'designer', 'viewer', 'support', 'owner'];

/** Whether `actor` may act on an account holding `target`: below its own role, or owner on owner. */
export const mayActOn = (actor: AdminRole, target: Role): boolean =>
  actor === 'owner' || ROLE_ORDER.indexOf(target) < ROLE_ORDER.indexOf(actor);

export const TARGET_ROLE_REFUSED_MESSAGE = 'Your admin role may act only on accounts whose role is below yours';
export const LAST_OWNER_MESSAGE =
  'The last active owner cannot be suspended, lose the owner role or be deleted; make another account owner first';

/** Whether the account `id` is the only active owner among `owners` (every owner, locked): it may not stop being one. */
export const isLastActiveOwner = (owners: readonly { id: string; active: boolean }[], id: string): boolean =>
  owners.some((owner) => owner.id === id) && !owners.some((owner) => owner.id !== id && owner.active);

export const mayUse = (role: Role, route: string): boolean =>
  ADMIN_RIGHTS[route]?.some((allowed) => allowed === role) ?? false;
