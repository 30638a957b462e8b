import { Router } from 'express';
import type { Request, Response } from 'express';
import {
  CAMPAIGN_LIMITS,
  campaignAudienceRequestSchema,
  campaignAudienceSchema,
  campaignDraftSchema,
  campaignListSchema,
  campaignParamsSchema,
  campaignPreviewSchema,
  campaignSchema,
  campaignSendRequestSchema,
  campaignTestSendSchema,
  okSchema,
} from '@ciao/contracts';
import type { CampaignAudience, CampaignList, CampaignPreview, Ok } from '@ciao/contracts';
import { ADMIN_PATH, requireRight, signedInAdmin } from '../../http/admin-access';
import { describeRoutes } from '../../http/api-description';
import { describeOwnUserRoutes, routeUserId } from '../../http/own-user-routes';
import { parseInput } from '../../validation';
import { CAMPAIGN_MESSAGES } from './campaigns';
import type { CampaignSending, Campaigns } from './campaigns';

const notFound = { 404: `'${CAMPAIGN_MESSAGES.notFound}'` };
const notEditable = `'This campaign is <status>: only a draft or a scheduled campaign that has not started can be changed'`;

export const campaignsApi = describeRoutes(ADMIN_PATH, 'Campaigns', {
  'GET /campaigns': {
    summary: 'Campaigns, newest first, each with its results',
    access: 'admin',
    answers: { 200: { description: 'The latest 200', schema: campaignListSchema } },
  },
  'POST /campaigns': {
    summary: 'Create a draft',
    description: `Title (at most ${CAMPAIGN_LIMITS.title} characters) and body (at most ${CAMPAIGN_LIMITS.body}), one line each; the screen a tap opens; push, e-mail or both (each customer's own switches win); the segment (no filter: everyone opted in). Audited.`,
    access: 'admin',
    body: campaignDraftSchema,
    answers: { 201: { description: 'The draft', schema: campaignSchema } },
  },
  'POST /campaigns/audience': {
    summary: 'Count the customers a segment matches now',
    description: 'Live, unsuspended customer accounts with Promotions on, then every filter given (AND).',
    access: 'admin',
    body: campaignAudienceRequestSchema,
    answers: { 200: { description: 'Counted', schema: campaignAudienceSchema } },
  },
  'POST /campaigns/preview': {
    summary: 'The push and the mail a draft would send',
    description: 'The mail is the outbox’s own template (show it in a sandboxed frame).',
    access: 'admin',
    body: campaignDraftSchema,
    answers: { 200: { description: 'The push and the rendered mail', schema: campaignPreviewSchema } },
  },
  'GET /campaigns/:id': {
    summary: 'One campaign and its results',
    access: 'admin',
    params: campaignParamsSchema,
    answers: { 200: { description: 'The campaign', schema: campaignSchema }, ...notFound },
  },
  'PUT /campaigns/:id': {
    summary: 'Edit a draft or a scheduled campaign until it starts',
    access: 'admin',
    params: campaignParamsSchema,
    body: campaignDraftSchema,
    answers: { 200: { description: 'The campaign', schema: campaignSchema }, ...notFound, 409: notEditable },
  },
  'POST /campaigns/:id/cancel': {
    summary: 'Cancel a draft or a scheduled campaign until it starts',
    access: 'admin',
    params: campaignParamsSchema,
    answers: { 200: { description: 'The campaign, cancelled', schema: campaignSchema }, ...notFound, 409: notEditable },
  },
  'POST /campaigns/:id/test': {
    summary: "Send the campaign to the operator's own account",
    description: "By the campaign's channel and the operator's own switches; not counted in its results.",
    access: 'admin',
    params: campaignParamsSchema,
    answers: {
      200: { description: 'Which channels took it', schema: campaignTestSendSchema },
      ...notFound,
      409: `'${CAMPAIGN_MESSAGES.nothingTested}'`,
    },
  },
  'POST /campaigns/:id/send': {
    summary: 'Send a draft now, or schedule it (`at`)',
    description:
      'Once: of two operators sending the same draft at once, one sends and the other is answered 409. A segment that matches nobody needs `confirmEmpty`.',
    access: 'admin',
    params: campaignParamsSchema,
    body: campaignSendRequestSchema,
    answers: {
      200: { description: 'The campaign, scheduled (now or at `at`)', schema: campaignSchema },
      400: `'${CAMPAIGN_MESSAGES.past}'`,
      ...notFound,
      409: `'This campaign is <status>: only a draft can be sent or scheduled' or '${CAMPAIGN_MESSAGES.empty}'`,
    },
  },
});

export const campaignsUserApi = describeOwnUserRoutes('Campaigns', {
  'POST /campaigns/:id/opened': {
    summary: 'The app was opened from a campaign’s push or mail',
    description: 'Counted once per customer the campaign was sent to; no tracking beyond this visit.',
    params: campaignParamsSchema,
    answers: { 200: { description: 'Counted', schema: okSchema }, 404: `'${CAMPAIGN_MESSAGES.notRecipient}'` },
  },
});

/** The Campaigns screen's routes; app.ts mounts requireAdmin in front of every /api/admin path. */
export function campaignRoutes({ campaigns, sending }: { campaigns: Campaigns; sending: CampaignSending }): Router {
  async function listCampaigns(_req: Request, res: Response) {
    res.json({ campaigns: await campaigns.list() } satisfies CampaignList);
  }

  async function createCampaign(req: Request, res: Response) {
    const draft = parseInput(campaignDraftSchema, req.body);
    const { id, role } = signedInAdmin(req);
    res.status(201).json(await campaigns.create({ id, role }, draft));
  }

  async function countAudience(req: Request, res: Response) {
    const { segment } = parseInput(campaignAudienceRequestSchema, req.body);
    res.json({ size: await campaigns.audienceSize(segment) } satisfies CampaignAudience);
  }

  function previewCampaign(req: Request, res: Response) {
    res.json(sending.preview(parseInput(campaignDraftSchema, req.body)) satisfies CampaignPreview);
  }

  async function readCampaign(req: Request, res: Response) {
    const { id } = parseInput(campaignParamsSchema, req.params);
    res.json(await campaigns.read(id));
  }

  async function editCampaign(req: Request, res: Response) {
    const { id } = parseInput(campaignParamsSchema, req.params);
    const draft = parseInput(campaignDraftSchema, req.body);
    const { id: actorId, role } = signedInAdmin(req);
    res.json(await campaigns.edit({ id: actorId, role }, id, draft));
  }

  async function cancelCampaign(req: Request, res: Response) {
    const { id } = parseInput(campaignParamsSchema, req.params);
    const { id: actorId, role } = signedInAdmin(req);
    res.json(await campaigns.cancel({ id: actorId, role }, id));
  }

  async function testSendCampaign(req: Request, res: Response) {
    const { id } = parseInput(campaignParamsSchema, req.params);
    const { id: actorId, role } = signedInAdmin(req);
    res.json(await sending.testSend({ id: actorId, role }, id));
  }

  async function sendCampaign(req: Request, res: Response) {
    const { id } = parseInput(campaignParamsSchema, req.params);
    const request = parseInput(campaignSendRequestSchema, req.body ?? {});
    const { id: actorId, role } = signedInAdmin(req);
    res.json(await campaigns.send({ id: actorId, role }, id, request));
  }

  const router = Router();
  router.get('/campaigns', requireRight, listCampaigns);
  router.post('/campaigns', requireRight, createCampaign);
  router.post('/campaigns/audience', requireRight, countAudience);
  router.post('/campaigns/preview', requireRight, previewCampaign);
  router.get('/campaigns/:id', requireRight, readCampaign);
  router.put('/campaigns/:id', requireRight, editCampaign);
  router.post('/campaigns/:id/cancel', requireRight, cancelCampaign);
  router.post('/campaigns/:id/test', requireRight, testSendCampaign);
  router.post('/campaigns/:id/send', requireRight, sendCampaign);
  return router;
}

/** POST /api/user/:userId/campaigns/:id/opened: the app's first load from a campaign's link. */
export function campaignUserRoutes({ campaigns }: { campaigns: Campaigns }): Router {
  async function markOpened(req: Request, res: Response) {
    const userId = routeUserId(req.params);
    const { id } = parseInput(campaignParamsSchema, { id: req.params.id });
    await campaigns.opened(id, userId);
    res.json({ ok: true } satisfies Ok);
  }
  const router = Router({ mergeParams: true });
  router.post('/campaigns/:id/opened', markOpened);
  return router;
}
