import type {
  AdminRole,
  Campaign,
  CampaignChannel,
  CampaignDraft,
  CampaignPreview,
  CampaignSegment,
  CampaignTestSend,
} from '@ciao/contracts';
import { screenLink } from '@ciao/contracts';
import type { Clock } from '../../clock';
import type { Transact, Transaction } from '../../db/transactions';
import { AppError } from '../../errors';
import type { AuditTrail } from '../audit/audit-log';
import { renderMail } from '../mail/mail-layout';
import { mailContentOf } from '../mail/mail-messages';
import type { NotificationEvent } from '../notifications/notification-events';
import { notificationText } from '../notifications/notification-events';
import { UNSUBSCRIBE_PATH } from '../notifications/unsubscribe-links';
import type { NotificationRouter } from '../push/notification-router';
import { campaignDedupePrefix } from './campaign-repository';
import type { CampaignRepository, StoredCampaign } from './campaign-repository';

const MINUTE_MS = 60_000;
/** The campaigns the list shows, newest first. */
const LIST_LIMIT = 200;

export const CAMPAIGN_MESSAGES = {
  notFound: 'No such campaign',
  notEditable: (status: string) =>
    `This campaign is ${status}: only a draft or a scheduled campaign that has not started can be changed`,
  notSendable: (status: string) => `This campaign is ${status}: only a draft can be sent or scheduled`,
  past: 'That time has passed: choose a time from now on, or send now',
  empty: 'This segment matches nobody: confirm to send it anyway',
  nothingTested:
    'Nothing was sent: your own Promotions switch is off, or the campaign’s channel is not one you chose in the app',
  notRecipient: 'This campaign was not sent to you',
} as const;

/** The operator acting (null: the command line). */
export type CampaignActor = { id: string; role: AdminRole } | null;

/** The users component, asked for the e-mail of the admin who created a campaign. */
export type CampaignAuthors = { emailsOf(ids: string[]): Promise<Map<string, string>> };

const CHANNELS: Record<CampaignChannel, { push: boolean; email: boolean }> = {
  push: { push: true, email: false },
  email: { push: false, email: true },
  both: { push: true, email: true },
};

const eventOf = (campaign: Pick<StoredCampaign, 'title' | 'body' | 'url'>, campaignId?: string): NotificationEvent => ({
  kind: 'promotion',
  title: campaign.title,
  body: campaign.body,
  url: campaign.url,
  ...(campaignId === undefined ? {} : { campaignId }),
});

/** What the audit trail keeps of a campaign's content and audience. */
const auditedDraft = (draft: CampaignDraft) => ({
  title: draft.title,
  body: draft.body,
  url: draft.url,
  channel: draft.channel,
  segment: draft.segment,
});

async function lockedCampaign(
  repository: CampaignRepository,
  transaction: Transaction,
  id: string,
): Promise<StoredCampaign> {
  const campaign = await repository.find(id, transaction, true);
  if (!campaign) throw new AppError(404, CAMPAIGN_MESSAGES.notFound);
  return campaign;
}

export type Campaigns = ReturnType<typeof createCampaigns>;
export type CampaignSending = ReturnType<typeof createCampaignSending>;

/**
 * Campaigns (docs/admin.md, "Campaigns"): drafts and their audience counted, edited, cancelled,
 * then sent now or at a time (what the admin routes and the notify command share); every change
 * in the audit trail, in its own transaction.
 */
export function createCampaigns(deps: {
  repository: CampaignRepository;
  auditTrail: AuditTrail;
  authors: CampaignAuthors;
  transact: Transact;
  clock: Clock;
}) {
  const { repository, auditTrail, authors, transact, clock } = deps;

  async function toCampaign(stored: StoredCampaign, emails: Map<string, string>): Promise<Campaign> {
    const results = await repository.results(stored.id);
    return {
      id: stored.id,
      status: stored.status,
      title: stored.title,
      body: stored.body,
      url: stored.url,
      channel: stored.channel,
      segment: stored.segment,
      createdAt: stored.createdAt.toISOString(),
      createdBy: stored.createdBy,
      createdByEmail: stored.createdBy === null ? null : (emails.get(stored.createdBy) ?? null),
      createdByRole: stored.createdByRole,
      scheduledAt: stored.scheduledAt?.toISOString() ?? null,
      startedAt: stored.startedAt?.toISOString() ?? null,
      finishedAt: stored.finishedAt?.toISOString() ?? null,
      results: { audience: stored.audienceSize, ...results },
    };
  }

  async function present(stored: StoredCampaign[]): Promise<Campaign[]> {
    const emails = await authors.emailsOf([
      ...new Set(stored.flatMap((c) => (c.createdBy === null ? [] : [c.createdBy]))),
    ]);
    return Promise.all(stored.map((c) => toCampaign(c, emails)));
  }

  const locked = (transaction: Transaction, id: string) => lockedCampaign(repository, transaction, id);

  const one = async (id: string): Promise<Campaign> => {
    const campaign = await repository.find(id);
    if (!campaign) throw new AppError(404, CAMPAIGN_MESSAGES.notFound);
    const [shown] = await present([campaign]);
    if (!shown) throw new AppError(404, CAMPAIGN_MESSAGES.notFound);
    return shown;
  };

  return {
    list: async () => present(await repository.list(LIST_LIMIT)),
    read: one,

    audienceSize: (segment: CampaignSegment) => repository.countAudience(segment, clock.now()),

    async create(actor: CampaignActor, draft: CampaignDraft): Promise<Campaign> {
      const created = await transact(async (transaction) => {
        const campaign = await repository.create(transaction, draft, actor, clock.now());
        await auditTrail.record(transaction, {
          actor,
          action: 'campaign.created',
          after: { campaignId: campaign.id, ...auditedDraft(draft) },
        });
        return campaign;
      });
      return one(created.id);
    },

    /** A draft's or a scheduled campaign's content and audience, until it starts. */
    async edit(actor: CampaignActor, id: string, draft: CampaignDraft): Promise<Campaign> {
      await transact(async (transaction) => {
        const campaign = await locked(transaction, id);
        if (campaign.status !== 'draft' && campaign.status !== 'scheduled')
          throw new AppError(409, CAMPAIGN_MESSAGES.notEditable(campaign.status));
        await repository.update(transaction, id, draft, clock.now());
        await auditTrail.record(transaction, {
          actor,
          action: 'campaign.edited',
          before: { campaignId: id, ...auditedDraft(campaign) },
          after: { campaignId: id, ...auditedDraft(draft) },
        });
      });
      return one(id);
    },

    async cancel(actor: CampaignActor, id: string): Promise<Campaign> {
      await transact(async (transaction) => {
        const campaign = await locked(transaction, id);
        if (campaign.status !== 'draft' && campaign.status !== 'scheduled')
          throw new AppError(409, CAMPAIGN_MESSAGES.notEditable(campaign.status));
        await repository.update(transaction, id, { status: 'cancelled' }, clock.now());
        await auditTrail.record(transaction, {
          actor,
          action: 'campaign.cancelled',
          before: { campaignId: id, status: campaign.status },
          after: { campaignId: id, status: 'cancelled' },
        });
      });
      return one(id);
    },

    /**
     * A draft, now (`at` absent) or at a time to come. Once: the campaign's row is locked and must
     * still be a draft, so of two operators sending at once one sends and the other is told. A
     * segment that matches nobody is sent only when `confirmEmpty`.
     */
    async send(
      actor: CampaignActor,
      id: string,
      request: { at?: string | undefined; confirmEmpty?: boolean | undefined },
    ) {
      await transact(async (transaction) => {
        const now = clock.now();
        const campaign = await locked(transaction, id);
        if (campaign.status !== 'draft') throw new AppError(409, CAMPAIGN_MESSAGES.notSendable(campaign.status));
        const at = request.at === undefined ? now : new Date(request.at);
        if (request.at !== undefined && at.getTime() < now.getTime() - MINUTE_MS)
          throw new AppError(400, CAMPAIGN_MESSAGES.past);
        const due = at.getTime() < now.getTime() ? now : at;
        if (request.confirmEmpty !== true && (await repository.countAudience(campaign.segment, now, transaction)) === 0)
          throw new AppError(409, CAMPAIGN_MESSAGES.empty);
        await repository.update(transaction, id, { status: 'scheduled', scheduledAt: due }, now);
        await auditTrail.record(transaction, {
          actor,
          action: request.at === undefined ? 'campaign.sent' : 'campaign.scheduled',
          before: { campaignId: id, status: 'draft' },
          after: { campaignId: id, status: 'scheduled', scheduledAt: due.toISOString() },
        });
      });
      return one(id);
    },

    /** A visit from a campaign's link, counted once per customer it was sent to. */
    async opened(campaignId: string, userId: string): Promise<void> {
      if (!(await repository.markOpened(campaignId, userId, clock.now())))
        throw new AppError(404, CAMPAIGN_MESSAGES.notRecipient);
    },
  };
}

/**
 * What sends (docs/admin.md, "Campaigns"): the preview and the test send, and the job's batches:
 * at most `ratePerMinute` customers a minute per campaign, queued through the notification router
 * (push and mail outboxes, each customer's own switches and channels winning) in one transaction
 * with the campaign's cursor and its recipients' rows: exactly once per customer, on any instance,
 * across restarts.
 */
export function createCampaignSending(deps: {
  repository: CampaignRepository;
  router: Pick<NotificationRouter, 'route'>;
  auditTrail: AuditTrail;
  transact: Transact;
  clock: Clock;
  appUrl: () => string;
  ratePerMinute: number;
}) {
  const { repository, router, auditTrail, transact, clock, appUrl, ratePerMinute } = deps;
  const locked = (transaction: Transaction, id: string) => lockedCampaign(repository, transaction, id);

  return {
    /** The push as the phone shows it and the mail as the outbox renders it (its real template). */
    preview(draft: Pick<CampaignDraft, 'title' | 'body' | 'url'>): CampaignPreview {
      const now = clock.now();
      const event = eventOf(draft);
      const push = notificationText(event, now);
      const url = appUrl();
      const mail = renderMail({ ...mailContentOf(event, url, now), unsubscribe: `${url}${UNSUBSCRIBE_PATH}` });
      return { push: { title: push.title, body: push.body, url: screenLink(push) }, mail };
    },

    /** To the operator's own account, by the campaign's channel and their own switches; not counted in its results. */
    async testSend(actor: { id: string; role: AdminRole }, id: string): Promise<CampaignTestSend> {
      return transact(async (transaction) => {
        const campaign = await locked(transaction, id);
        const routed = await router.route(transaction, [
          { userId: actor.id, event: eventOf(campaign), channels: CHANNELS[campaign.channel] },
        ]);
        if (routed.push + routed.email === 0) throw new AppError(409, CAMPAIGN_MESSAGES.nothingTested);
        const sent = { push: routed.push > 0, email: routed.email > 0 };
        await auditTrail.record(transaction, {
          actor,
          action: 'campaign.test-sent',
          after: { campaignId: id, ...sent },
        });
        return sent;
      });
    },

    /** One batch of the next campaign due; false when none is (the job calls it until then). */
    sendNextBatch: (): Promise<boolean> =>
      transact(async (transaction) => {
        const now = clock.now();
        const campaign = await repository.lockDue(transaction, now, new Date(now.getTime() - MINUTE_MS));
        if (!campaign) return false;
        const starting = campaign.status === 'scheduled';
        const audienceSize = starting ? await repository.countAudience(campaign.segment, now, transaction) : undefined;
        const page = await repository.queueNext(transaction, campaign, {
          after: campaign.nextAfter,
          limit: ratePerMinute,
          now,
        });
        const event = eventOf(campaign, campaign.id);
        const prefix = campaignDedupePrefix(campaign.id);
        await router.route(
          transaction,
          page.userIds.map((userId) => ({
            userId,
            event,
            dedupeKey: prefix + userId,
            channels: CHANNELS[campaign.channel],
          })),
        );
        const done = page.size < ratePerMinute;
        await repository.afterBatch(transaction, campaign.id, {
          lastBatchAt: now,
          nextAfter: page.last ?? campaign.nextAfter,
          status: done ? 'sent' : 'sending',
          ...(done ? { finishedAt: now } : {}),
          ...(starting ? { startedAt: now, audienceSize } : {}),
        });
        return true;
      }),
  };
}
