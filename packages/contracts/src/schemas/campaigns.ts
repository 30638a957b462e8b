import { z } from 'zod';
import { ADMIN_ROLES, CAMPAIGN_CHANNELS, CAMPAIGN_LIMITS, CAMPAIGN_STATUSES } from '../constants';
import { PUSH_SCREENS } from '../push-message';
import { decimalString, id, isoDateTime } from './common';
import { noControlCharacters } from './single-line-text';

const text = (max: number) => z.string().check(noControlCharacters()).trim().min(1, 'Required').max(max);
const day = z.iso.date({ error: 'Expected a date, e.g. 2026-01-15' });

/**
 * Who a campaign is for, among the accounts whose Promotions switch is on: every filter optional,
 * combined with AND (no filter: everyone opted in). Dates are UTC days, both ends included.
 */
export const campaignSegmentSchema = z
  .strictObject({
    signedUpFrom: day.optional(),
    signedUpTo: day.optional(),
    /** With `minedRecently`: mined (started a simulation) in the last N days, or not. */
    minedDays: z.int().min(1).max(3650).optional(),
    minedRecently: z.boolean().optional(),
    balanceAboveCiao: decimalString.max(40).optional(),
    balanceBelowCiao: decimalString.max(40).optional(),
    hasActiveCode: z.boolean().optional(),
    /** The country given at the age check, as the app lists it. */
    country: text(100).optional(),
    referred: z.boolean().optional(),
  })
  .refine((s) => (s.minedDays === undefined) === (s.minedRecently === undefined), {
    path: ['minedDays'],
    error: 'Give both minedDays and minedRecently, or neither',
  })
  .refine((s) => s.signedUpFrom === undefined || s.signedUpTo === undefined || s.signedUpFrom <= s.signedUpTo, {
    path: ['signedUpTo'],
    error: 'Expected a day on or after signedUpFrom',
  });
export type CampaignSegment = z.infer<typeof campaignSegmentSchema>;

/** POST /api/admin/campaigns and PUT /api/admin/campaigns/:id: a draft's content and audience. */
export const campaignDraftSchema = z.strictObject({
  title: text(CAMPAIGN_LIMITS.title),
  body: text(CAMPAIGN_LIMITS.body),
  url: z.enum(PUSH_SCREENS, { error: `Expected one of the app's screens: ${PUSH_SCREENS.join(', ')}` }),
  channel: z.enum(CAMPAIGN_CHANNELS, { error: `Expected one of: ${CAMPAIGN_CHANNELS.join(', ')}` }),
  segment: campaignSegmentSchema,
});
export type CampaignDraft = z.infer<typeof campaignDraftSchema>;

export const campaignParamsSchema = z.strictObject({
  id: z.string().regex(/^[1-9]\d{0,17}$/, 'Expected a campaign id'),
});

/** POST /api/admin/campaigns/audience: how many accounts a segment matches now (counted). */
export const campaignAudienceRequestSchema = z.strictObject({ segment: campaignSegmentSchema });
export const campaignAudienceSchema = z.object({ size: z.int().min(0) });
export type CampaignAudience = z.infer<typeof campaignAudienceSchema>;

/**
 * POST /api/admin/campaigns/:id/send: now (`at` absent) or at a later time. `confirmEmpty`: the
 * operator saw that the segment matches nobody and sends anyway.
 */
export const campaignSendRequestSchema = z.strictObject({
  at: isoDateTime.optional(),
  confirmEmpty: z.boolean().optional(),
});
export type CampaignSendRequest = z.infer<typeof campaignSendRequestSchema>;

/** What a campaign did: counted from its recipients and the outboxes' rows (docs/admin.md, "Campaigns"). */
export const campaignResultsSchema = z.object({
  /** The segment's size when sending started (null before). */
  audience: z.int().nullable(),
  queued: z.int(),
  sent: z.int(),
  failed: z.int(),
  unsubscribed: z.int(),
  opened: z.int(),
});
export type CampaignResults = z.infer<typeof campaignResultsSchema>;

export const campaignSchema = z.object({
  id: z.string(),
  status: z.enum(CAMPAIGN_STATUSES),
  title: z.string(),
  body: z.string(),
  url: z.enum(PUSH_SCREENS),
  channel: z.enum(CAMPAIGN_CHANNELS),
  segment: campaignSegmentSchema,
  createdAt: isoDateTime,
  createdBy: id.nullable(),
  createdByEmail: z.string().nullable(),
  createdByRole: z.enum(ADMIN_ROLES).nullable(),
  scheduledAt: isoDateTime.nullable(),
  startedAt: isoDateTime.nullable(),
  finishedAt: isoDateTime.nullable(),
  results: campaignResultsSchema,
});
export type Campaign = z.infer<typeof campaignSchema>;

export const campaignListSchema = z.object({ campaigns: z.array(campaignSchema) });
export type CampaignList = z.infer<typeof campaignListSchema>;

/** POST /api/admin/campaigns/preview: the push as a phone shows it and the mail as it is sent (HTML, for a sandboxed frame). */
export const campaignPreviewSchema = z.object({
  push: z.object({ title: z.string(), body: z.string(), url: z.string() }),
  mail: z.object({ subject: z.string(), html: z.string(), text: z.string() }),
});
export type CampaignPreview = z.infer<typeof campaignPreviewSchema>;

/** POST /api/admin/campaigns/:id/test: which of the operator's own channels took the test. */
export const campaignTestSendSchema = z.object({ push: z.boolean(), email: z.boolean() });
export type CampaignTestSend = z.infer<typeof campaignTestSendSchema>;
