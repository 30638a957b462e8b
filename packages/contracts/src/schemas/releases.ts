import { z } from 'zod';
import { DEPLOY_TOKEN_DAYS } from '../constants';
import { adminReasonRequestSchema } from './admin';

/** A remote's name as the registry knows it: its folder, `mf-<name>`. */
export const remoteParamsSchema = z.object({
  remote: z.string().regex(/^mf-[a-z0-9-]+$/, "Expected a remote's name (mf-<name>)"),
});

/** One published version of a remote, with the load failures browsers reported of it. */
export const releaseSchema = z.object({
  version: z.string(),
  publishedAt: z.string(),
  publishedBy: z.string(),
  /** Load failures reported by pages served with it (with their report token): what the canary watch counts. */
  failures: z.number().int().nonnegative(),
  /** Load failures reported without a valid report token: shown, never counted. */
  unverifiedFailures: z.number().int().nonnegative(),
  /** Pages served with it as a canary since it last became one. */
  canaryPages: z.number().int().nonnegative(),
});
export type Release = z.infer<typeof releaseSchema>;

/** One change of a remote's releases, newest first. */
export const releaseHistoryEntrySchema = z.object({
  action: z.string(),
  version: z.string(),
  previousVersion: z.string().nullable(),
  percent: z.number().int().nullable(),
  actor: z.string(),
  at: z.string(),
});
export type ReleaseHistoryEntry = z.infer<typeof releaseHistoryEntrySchema>;

/** A remote: what is live, its canary and share, its releases and its history (docs/deploying.md, "Releasing a remote"). */
export const remoteReleasesSchema = z.object({
  remote: z.string(),
  activeVersion: z.string(),
  canaryVersion: z.string().nullable(),
  canaryPercent: z.number().int().nullable(),
  releases: z.array(releaseSchema),
  history: z.array(releaseHistoryEntrySchema),
});
export type RemoteReleases = z.infer<typeof remoteReleasesSchema>;

/** GET /api/admin/releases (owners). */
export const releasesPageSchema = z.object({ remotes: z.array(remoteReleasesSchema) });
export type ReleasesPage = z.infer<typeof releasesPageSchema>;

/** What a promotion or a rollback changed, in words. */
export const releaseChangeSchema = z.object({ remote: z.string(), summary: z.string() });
export type ReleaseChange = z.infer<typeof releaseChangeSchema>;

const releaseVersion = z
  .string()
  .regex(/^[0-9A-Za-z][0-9A-Za-z.+_-]{0,63}$/, 'Expected a version (letters, digits, . + _ -)');

/** A release to make live for everyone, by a deploy token (`POST /api/releases/<remote>/activate`). */
export const releaseVersionRequestSchema = z.strictObject({ version: releaseVersion });

/** A canary to start or widen, by a deploy token: the share of visitors from 1 to 100 %. */
export const releaseCanaryRequestSchema = z.strictObject({
  version: releaseVersion,
  percent: z.number().int().min(1).max(100),
});

/** A release published over HTTP: where its files are served from. */
export const releasePublishedSchema = z.object({ remote: z.string(), version: z.string(), baseUrl: z.string() });
export type ReleasePublished = z.infer<typeof releasePublishedSchema>;

/** A release of a remote, named in a path: `/releases/<remote>/<version>/...`. */
export const releaseParamsSchema = remoteParamsSchema.extend({ version: releaseVersion });

/** What a story of a release looks like next to the live release's (docs/storybook.md, "Visual review of a release"). */
export const STORY_OUTCOMES = ['unchanged', 'changed', 'new', 'removed'] as const;
export const VISUAL_REVIEW_STATUSES = ['pending', 'rendering', 'done', 'failed'] as const;
export const VISUAL_DECISIONS = ['approved', 'rejected'] as const;

export const visualReviewStorySchema = z.object({
  id: z.string(),
  title: z.string(),
  name: z.string(),
  outcome: z.enum(STORY_OUTCOMES),
  /** The widths (px) whose pictures differ, for a changed story. */
  changedWidths: z.array(z.number().int()),
});
export type VisualReviewStory = z.infer<typeof visualReviewStorySchema>;

/** GET /api/admin/releases/<remote>/<version>/visual-review: the counts, and every story that is not unchanged. */
export const visualReviewSchema = z.object({
  remote: z.string(),
  version: z.string(),
  /** The release live when it was published, whose renders it is compared with (null: nothing was). */
  baselineVersion: z.string().nullable(),
  status: z.enum(VISUAL_REVIEW_STATUSES),
  error: z.string().nullable(),
  widths: z.array(z.number().int()),
  counts: z.object({
    unchanged: z.number().int(),
    changed: z.number().int(),
    new: z.number().int(),
    removed: z.number().int(),
  }),
  stories: z.array(visualReviewStorySchema),
  decision: z.enum(VISUAL_DECISIONS).nullable(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
  /** Whether the owner requires a designer's approval of visual changes before a release goes live. */
  approvalRequired: z.boolean(),
});
export type VisualReview = z.infer<typeof visualReviewSchema>;

/** A designer's decision on a release's visual changes, with the reason kept in the audit trail. */
export const visualDecisionRequestSchema = z.strictObject({
  decision: z.enum(VISUAL_DECISIONS),
  reason: z.string().trim().min(5, 'Give a reason of at least 5 characters').max(500),
});

/** An owner's activation on the Releases screen (`POST /api/admin/releases/<remote>/activate`): the version and the reason. */
export const adminReleaseVersionRequestSchema = z.strictObject({
  ...releaseVersionRequestSchema.shape,
  ...adminReasonRequestSchema.shape,
});
export type AdminReleaseVersionRequest = z.infer<typeof adminReleaseVersionRequestSchema>;

/** An owner's canary (`POST /api/admin/releases/<remote>/canary`): the version, its share and the reason. */
export const adminReleaseCanaryRequestSchema = z.strictObject({
  ...releaseCanaryRequestSchema.shape,
  ...adminReasonRequestSchema.shape,
});
export type AdminReleaseCanaryRequest = z.infer<typeof adminReleaseCanaryRequestSchema>;

/** A deploy token as an owner sees it: never the token itself, which is shown once at its creation. */
export const deployTokenSchema = z.object({
  id: z.string(),
  remote: z.string(),
  name: z.string(),
  createdBy: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  revokedAt: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
});
export type DeployTokenListed = z.infer<typeof deployTokenSchema>;

/** GET /api/admin/deploy-tokens (owners). */
export const deployTokensPageSchema = z.object({ tokens: z.array(deployTokenSchema) });
export type DeployTokensPage = z.infer<typeof deployTokensPageSchema>;

/** POST /api/admin/deploy-tokens: a token for one remote, its name, how many days, the reason. */
export const deployTokenCreateRequestSchema = z.strictObject({
  ...remoteParamsSchema.shape,
  name: z.string().regex(/^[\w .-]{1,64}$/, 'A name of 1 to 64 letters, digits, spaces, . _ or -'),
  days: z.number().int().min(DEPLOY_TOKEN_DAYS.min).max(DEPLOY_TOKEN_DAYS.max),
  ...adminReasonRequestSchema.shape,
});
export type DeployTokenCreateRequest = z.infer<typeof deployTokenCreateRequestSchema>;

/** A new deploy token: the token itself is in this answer and nowhere else. */
export const deployTokenCreatedSchema = z.object({
  id: z.string(),
  remote: z.string(),
  name: z.string(),
  token: z.string(),
  expiresAt: z.string(),
});
export type DeployTokenCreated = z.infer<typeof deployTokenCreatedSchema>;

/** A deploy token's number in a path. */
export const deployTokenParamsSchema = z.object({ id: z.string().regex(/^\d{1,18}$/, "Expected a token's number") });

/** Who may open /storybook/ (docs/storybook.md): anyone, signed-in admins, or nobody. */
export const STORYBOOK_ACCESS = ['public', 'admins', 'off'] as const;
export type StorybookAccess = (typeof STORYBOOK_ACCESS)[number];
/** Whether a release whose stories look different waits for a designer's approval before it goes live. */
export const DESIGN_APPROVAL = ['required', 'off'] as const;
export type DesignApproval = (typeof DESIGN_APPROVAL)[number];

/** An owner's Storybook settings (`PUT /api/admin/storybook-settings`), with the reason kept in the audit trail. */
export const storybookSettingsRequestSchema = z.strictObject({
  access: z.enum(STORYBOOK_ACCESS),
  designApproval: z.enum(DESIGN_APPROVAL),
  ...adminReasonRequestSchema.shape,
});
export type StorybookSettingsRequest = z.infer<typeof storybookSettingsRequestSchema>;

/** The Storybook settings in force: an owner's, or the environment's defaults until one saved them (`changedBy` null). */
export const storybookSettingsSchema = z.object({
  access: z.enum(STORYBOOK_ACCESS),
  designApproval: z.enum(DESIGN_APPROVAL),
  changedBy: z.string().nullable(),
  changedAt: z.string().nullable(),
});
export type StorybookSettings = z.infer<typeof storybookSettingsSchema>;
