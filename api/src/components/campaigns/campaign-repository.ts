import { Op, QueryTypes } from 'sequelize';
import type { Sequelize } from 'sequelize';
import { DEFAULT_NOTIFICATION_SETTINGS } from '@ciao/contracts';
import type { AdminRole, CampaignDraft, CampaignResults, CampaignSegment } from '@ciao/contracts';
import { transactOnceOn } from '../../db/transactions';
import type { Transaction } from '../../db/transactions';
import { defineCampaignModel, defineCampaignRecipientModel } from './campaign-model';
import type { CampaignRecord } from './campaign-model';

const DAY_MS = 86_400_000;

/** A campaign as the domain sees it. */
export type StoredCampaign = Pick<
  CampaignRecord,
  | 'id'
  | 'status'
  | 'title'
  | 'body'
  | 'url'
  | 'channel'
  | 'segment'
  | 'createdBy'
  | 'createdByRole'
  | 'createdAt'
  | 'scheduledAt'
  | 'startedAt'
  | 'finishedAt'
  | 'audienceSize'
  | 'nextAfter'
>;

const toStored = (row: CampaignRecord): StoredCampaign => ({
  id: String(row.id),
  status: row.status,
  title: row.title,
  body: row.body,
  url: row.url,
  channel: row.channel,
  segment: row.segment,
  createdBy: row.createdBy,
  createdByRole: row.createdByRole,
  createdAt: row.createdAt,
  scheduledAt: row.scheduledAt,
  startedAt: row.startedAt,
  finishedAt: row.finishedAt,
  audienceSize: row.audienceSize,
  nextAfter: row.nextAfter,
});

/**
 * A segment as SQL over the customer's tables (one statement: a campaign's audience is counted and
 * paged without a read per customer through each owner): live, unsuspended customer accounts with
 * either Promotions switch on, by push or by e-mail (their defaults for those who never saved), then each filter given. Binds
 * are appended to `bind`; `now` anchors "mined in the last N days" and "an active code".
 */
function segmentWhere(segment: CampaignSegment, now: Date, bind: unknown[]): string {
  const param = (value: unknown) => `$${bind.push(value)}`;
  const where = [
    'u.deleted_at IS NULL',
    'u.suspended_at IS NULL',
    "u.role = 'user'",
    `(COALESCE(s.promotions, ${param(DEFAULT_NOTIFICATION_SETTINGS.promotions)}) OR COALESCE(s.promotions_email, ${param(DEFAULT_NOTIFICATION_SETTINGS.byEmail.promotions)}))`,
  ];
  if (segment.signedUpFrom !== undefined)
    where.push(`u.created_at >= (${param(segment.signedUpFrom)}::date)::timestamp AT TIME ZONE 'UTC'`);
  if (segment.signedUpTo !== undefined)
    where.push(`u.created_at < (${param(segment.signedUpTo)}::date + 1)::timestamp AT TIME ZONE 'UTC'`);
  if (segment.minedDays !== undefined && segment.minedRecently !== undefined) {
    const since = new Date(now.getTime() - segment.minedDays * DAY_MS);
    where.push(
      `${segment.minedRecently ? '' : 'NOT '}EXISTS (SELECT 1 FROM contracts c WHERE c.user_id = u.id AND c.start_time >= ${param(since)})`,
    );
  }
  const balance = '(SELECT COALESCE(sum(b.pending_ciao), 0) FROM reward_balances b WHERE b.user_id = u.id)';
  if (segment.balanceAboveCiao !== undefined) where.push(`${balance} > ${param(segment.balanceAboveCiao)}::numeric`);
  if (segment.balanceBelowCiao !== undefined) where.push(`${balance} < ${param(segment.balanceBelowCiao)}::numeric`);
  if (segment.hasActiveCode !== undefined)
    where.push(
      `${segment.hasActiveCode ? '' : 'NOT '}EXISTS (SELECT 1 FROM store_credit_codes k WHERE k.user_id = u.id AND k.status = 'active' AND k.expires_at > ${param(now)})`,
    );
  if (segment.country !== undefined) where.push(`lower(u.country) = lower(${param(segment.country)})`);
  if (segment.referred !== undefined)
    where.push(`${segment.referred ? '' : 'NOT '}EXISTS (SELECT 1 FROM referrals r WHERE r.invitee_user_id = u.id)`);
  return where.join(' AND ');
}

const FROM_CUSTOMERS = 'FROM users u LEFT JOIN notification_settings s ON s.user_id = u.id';

/**
 * A campaign's results in one statement: its recipients, their opens, who turned both Promotions
 * switches off after it was queued, and how its rows in either outbox (dedupe key `campaign:<id>:<user>`) ended,
 * per customer: sent when a row of theirs was sent, failed when one failed and none was sent.
 */
const RESULTS = `
  WITH outcomes AS (
    SELECT split_part(o.dedupe_key, ':', 3) AS user_id, o.outcome FROM push_outbox o WHERE o.dedupe_key LIKE $2
    UNION ALL
    SELECT split_part(m.dedupe_key, ':', 3), m.outcome FROM mail_outbox m WHERE m.dedupe_key LIKE $2
  ), per_customer AS (
    SELECT user_id, bool_or(outcome = 'sent') AS sent, bool_or(outcome = 'failed') AS failed FROM outcomes GROUP BY user_id
  )
  SELECT
    (SELECT count(*)::int FROM campaign_recipients r WHERE r.campaign_id = $1) AS queued,
    (SELECT count(*)::int FROM campaign_recipients r WHERE r.campaign_id = $1 AND r.opened_at IS NOT NULL) AS opened,
    (SELECT count(*)::int FROM campaign_recipients r JOIN notification_settings s ON s.user_id = r.user_id
      WHERE r.campaign_id = $1 AND NOT s.promotions AND NOT s.promotions_email AND s.updated_at > r.queued_at) AS unsubscribed,
    (SELECT count(*)::int FROM per_customer WHERE sent) AS sent,
    (SELECT count(*)::int FROM per_customer WHERE failed AND NOT sent) AS failed`;

/** The prefix of a campaign's outbox dedupe keys (one row per customer and channel). */
export const campaignDedupePrefix = (campaignId: string) => `campaign:${campaignId}:`;

export type CampaignRepository = ReturnType<typeof createCampaignRepository>;

/** Tables campaigns and campaign_recipients (migration 0041; models: campaign-model.ts). */
export function createCampaignRepository({ sequelize }: { sequelize: Sequelize }) {
  const Campaign = defineCampaignModel(sequelize);
  const CampaignRecipient = defineCampaignRecipientModel(sequelize);

  return {
    transact: transactOnceOn(sequelize),

    async create(
      transaction: Transaction,
      draft: CampaignDraft,
      by: { id: string; role: AdminRole } | null,
      now: Date,
    ): Promise<StoredCampaign> {
      const row = await Campaign.create(
        { ...draft, createdBy: by?.id ?? null, createdByRole: by?.role ?? null, createdAt: now, updatedAt: now },
        { transaction },
      );
      return toStored(row);
    },

    async find(id: string, transaction?: Transaction, lock = false): Promise<StoredCampaign | null> {
      const row = await Campaign.findByPk(id, { transaction: transaction ?? null, ...(lock ? { lock: true } : {}) });
      return row ? toStored(row) : null;
    },

    async list(limit: number): Promise<StoredCampaign[]> {
      return (await Campaign.findAll({ order: [['id', 'DESC']], limit })).map(toStored);
    },

    /** Changes a campaign, in the caller's transaction (which locked it). */
    async update(
      transaction: Transaction,
      id: string,
      changes: Partial<
        Pick<CampaignRecord, 'title' | 'body' | 'url' | 'channel' | 'segment' | 'status' | 'scheduledAt'>
      >,
      now: Date,
    ): Promise<void> {
      await Campaign.update({ ...changes, updatedAt: now }, { where: { id }, transaction });
    },

    /** How many accounts a segment matches now. */
    async countAudience(segment: CampaignSegment, now: Date, transaction?: Transaction): Promise<number> {
      const bind: unknown[] = [];
      const where = segmentWhere(segment, now, bind);
      const [row] = await sequelize.query<{ size: number }>(
        `SELECT count(*)::int AS size ${FROM_CUSTOMERS} WHERE ${where}`,
        {
          bind,
          type: QueryTypes.SELECT,
          transaction: transaction ?? null,
        },
      );
      return row?.size ?? 0;
    },

    /**
     * Locks the next campaign due at `now` whose last batch is older than `throttleBefore`, that no
     * other instance holds (SKIP LOCKED), inside the caller's transaction.
     */
    async lockDue(transaction: Transaction, now: Date, throttleBefore: Date): Promise<StoredCampaign | null> {
      const row = await Campaign.findOne({
        where: {
          status: ['scheduled', 'sending'],
          scheduledAt: { [Op.lte]: now },
          [Op.or]: [{ lastBatchAt: null }, { lastBatchAt: { [Op.lte]: throttleBefore } }],
        },
        order: [['scheduledAt', 'ASC']],
        lock: transaction.LOCK.UPDATE,
        skipLocked: true,
        transaction,
      });
      return row ? toStored(row) : null;
    },

    /**
     * The next page of the segment after `after` (account ids in order) whom this campaign has not
     * queued yet, recorded as its recipients; returns who was recorded (the primary key keeps each
     * customer once, whatever happened before).
     */
    async queueNext(
      transaction: Transaction,
      campaign: StoredCampaign,
      { after, limit, now }: { after: string; limit: number; now: Date },
    ): Promise<{ userIds: string[]; size: number; last: string | null }> {
      const bind: unknown[] = [after, limit];
      const where = segmentWhere(campaign.segment, now, bind);
      const page = await sequelize.query<{ id: string }>(
        `SELECT u.id ${FROM_CUSTOMERS} WHERE u.id > $1 AND ${where} ORDER BY u.id LIMIT $2`,
        { bind, type: QueryTypes.SELECT, transaction },
      );
      const ids = page.map((row) => row.id);
      if (ids.length === 0) return { userIds: [], size: 0, last: null };
      const inserted = await sequelize.query<{ userId: string }>(
        `INSERT INTO campaign_recipients (campaign_id, user_id, queued_at)
         SELECT $1, unnest($2::uuid[]), $3 ON CONFLICT DO NOTHING RETURNING user_id AS "userId"`,
        { bind: [campaign.id, ids, now], type: QueryTypes.SELECT, transaction },
      );
      return { userIds: inserted.map((row) => row.userId), size: ids.length, last: ids.at(-1) ?? null };
    },

    /** After a batch: the cursor, the throttle's time, and the start or end of the sending. */
    async afterBatch(
      transaction: Transaction,
      id: string,
      changes: Partial<Pick<CampaignRecord, 'nextAfter' | 'status' | 'startedAt' | 'finishedAt' | 'audienceSize'>> & {
        lastBatchAt: Date;
      },
    ): Promise<void> {
      await Campaign.update(changes, { where: { id }, transaction });
    },

    /** Once per customer: the first visit from the campaign's link; false if they were not a recipient. */
    async markOpened(campaignId: string, userId: string, now: Date): Promise<boolean> {
      const recipient = await CampaignRecipient.findOne({ where: { campaignId, userId } });
      if (!recipient) return false;
      if (recipient.openedAt === null)
        await CampaignRecipient.update({ openedAt: now }, { where: { campaignId, userId, openedAt: null } });
      return true;
    },

    async results(campaignId: string): Promise<Omit<CampaignResults, 'audience'>> {
      const [row] = await sequelize.query<Omit<CampaignResults, 'audience'>>(RESULTS, {
        bind: [campaignId, `${campaignDedupePrefix(campaignId)}%`],
        type: QueryTypes.SELECT,
      });
      return row ?? { queued: 0, sent: 0, failed: 0, unsubscribed: 0, opened: 0 };
    },
  };
}
