import { z } from 'zod';

/**
 * What a release declares it adds to the app (docs/front-end.md, "Declared screens"): screens under
 * the remote's own path prefix and side-menu entries to them. Read from `declares` in the release
 * archive's `ciao-release.json`; the API's gate checks it against the host and the live remotes
 * (api/src/components/releases/declarations.ts), the host mounts it from `/remotes.json`.
 */
const declaredPath = z
  .string()
  .max(120)
  .regex(
    /^(\/(?:[a-z0-9-]+|:[a-z][A-Za-z0-9]*))+$/,
    'Expected a path of lower-case segments (letters, digits, -) or parameters (:id), e.g. /loyalty/:id',
  );

const label = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .regex(/^[^\p{Cc}\p{Cf}]+$/u, 'Expected one line of text');

export const declaredScreenSchema = z.strictObject({
  /** A route under the remote's prefix: `mf-loyalty` owns `/loyalty` and what is under it. */
  path: declaredPath,
  /** The module the remote exposes for it (its `mf-manifest.json`'s `exposes`). */
  module: z.string().regex(/^[A-Z][A-Za-z0-9]{0,63}$/, 'Expected an exposed module, e.g. LoyaltyScreen'),
  /** `signed-in`: behind the auth guard, in the app's layout; `public`: anyone, on its own. */
  access: z.enum(['signed-in', 'public']),
  /** The admin role the screen needs (signed-in screens only); checked by the gate against the roles that exist. */
  role: z.string().min(1).max(32).optional(),
  /** The document title ("<title> · $CIAO MINING") and the frame's heading. */
  title: label(60),
});
export type DeclaredScreen = z.infer<typeof declaredScreenSchema>;

export const declaredMenuEntrySchema = z.strictObject({
  /** One of the release's own screens (no parameters). */
  path: declaredPath,
  label: label(40),
  /** An icon of @ciao/ui's set, by name (DECLARED_MENU_ICONS). */
  icon: z.string().min(1).max(40),
  /** `main`: after the spec's links; `admin`: after the admin links (its screen's role decides who sees it). */
  section: z.enum(['main', 'admin']),
  /** Its place among the declared entries of its section, smallest first (the spec's links stay first). */
  order: z.number().int().min(0).max(1000),
});
export type DeclaredMenuEntry = z.infer<typeof declaredMenuEntrySchema>;

export const releaseDeclarationSchema = z.strictObject({
  screens: z.array(declaredScreenSchema).max(20),
  menu: z.array(declaredMenuEntrySchema).max(10).default([]),
});
export type ReleaseDeclaration = z.infer<typeof releaseDeclarationSchema>;

/**
 * The icons a menu entry may name: @ciao/ui's, by their export name (the host's map of them,
 * host/src/app/layout/declared-menu.ts, is type-checked against this list).
 */
export const DECLARED_MENU_ICONS = [
  'CheckIcon',
  'HelpIcon',
  'InfoIcon',
  'InboxIcon',
  'MailIcon',
  'CopyIcon',
  'ExternalLinkIcon',
  'SuccessIcon',
  'WarningIcon',
] as const;

/** The path prefix a remote owns for its declared screens: `mf-loyalty` owns `/loyalty`. */
export const pathPrefixOf = (remote: string) => `/${remote.replace(/^mf-/, '')}`;

/**
 * The host's own pages, which no declared screen may take (the remotes' built-in routes are in
 * SCREEN_ROUTES): the sign-in links and the content pages (host/src/features/content-pages/content-pages.test.tsx holds this to CONTENT_PAGES).
 */
export const HOST_PAGE_PATHS = [
  '/auth',
  '/auth/reset',
  '/auth/verify',
  '/app-info',
  '/community',
  '/about',
  '/faq',
  '/contact',
  '/privacy',
  '/terms',
] as const;

export const APPROVAL_STATES = ['pending', 'approved', 'refused', 'withdrawn'] as const;

/** A new remote as an owner decides on it: its state, its newest release, where its files are, what it declares. */
export const remoteApprovalSchema = z.object({
  remote: z.string(),
  state: z.enum(APPROVAL_STATES),
  requestedBy: z.string(),
  requestedAt: z.string(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
  reason: z.string().nullable(),
  version: z.string().nullable(),
  /** Where its files are served from: the release store's path on this origin, or another origin's URL. */
  baseUrl: z.string().nullable(),
  declares: releaseDeclarationSchema.nullable(),
  /** The version live for everyone, if any (still shown to nobody until approved). */
  liveVersion: z.string().nullable(),
});
export type RemoteApproval = z.infer<typeof remoteApprovalSchema>;

/** GET /api/admin/remote-approvals (owners). */
export const remoteApprovalsPageSchema = z.object({ remotes: z.array(remoteApprovalSchema) });
export type RemoteApprovalsPage = z.infer<typeof remoteApprovalsPageSchema>;
