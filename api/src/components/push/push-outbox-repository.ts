import { QueryTypes } from 'sequelize';
import type { Sequelize } from 'sequelize';
import { DEFAULT_NOTIFICATION_SETTINGS } from '@ciao/contracts';
import { transactOnceOn } from '../../db/transactions';
import { claimDueStatement, outboxRows } from '../../db/outbox';
import type { Transaction } from '../../db/transactions';
import type { NotificationEvent } from '../notifications/notification-events';
import { definePushOutboxModel } from './push-outbox-model';
import type { PushOutboxRecord } from './push-outbox-model';

export type { PushOutcome } from './push-outbox-model';

export type ClaimedRow = Pick<PushOutboxRecord, 'id' | 'userId' | 'payload' | 'attempts' | 'deliveredTo'>;

const CLAIM_DUE = claimDueStatement(
  'push_outbox',
  `id::text AS id, user_id AS "userId", payload, attempts, delivered_to::text[] AS "deliveredTo"`,
);

/**
 * New rows, only for users with a device to send to (the rest would be skipped anyway); a row whose
 * dedupe key exists already is left out (ON CONFLICT DO NOTHING: once-only events).
 */
const INSERT_EVENTS = `
  INSERT INTO push_outbox (user_id, kind, payload, dedupe_key, created_at, next_attempt_at)
  SELECT e.user_id, e.payload->>'kind', e.payload, e.dedupe_key, $4, $4
  FROM unnest($1::uuid[], $2::jsonb[], $3::text[]) AS e (user_id, payload, dedupe_key)
  WHERE EXISTS (SELECT 1 FROM push_subscriptions s WHERE s.user_id = e.user_id)
  ON CONFLICT (dedupe_key) DO NOTHING`;

/** A page of candidates, in the order of their ids, after the last one of the page before. */
export type RecipientPage = { after: string; limit: number };

/** Before the first id: the first page. */
export const FIRST_RECIPIENT = '00000000-0000-0000-0000-000000000000';

export type WeekOfRecipient = { userId: string; simulations: number; earnedCiao: string; codes: number };

/**
 * The week of live accounts with either Weekly Newsletter switch on (`$5`, `$7`: their defaults), a page at a
 * time: contracts completed, $CIAO credited (rewards and bonuses), codes generated. One report
 * statement over the ledger, contracts and codes for a page of them, rather than three reads per
 * user through their owners; users who have this week's row already (either outbox) are left out.
 */
const WEEK_OF_RECIPIENTS = `
  SELECT u.id AS "userId",
    (SELECT count(*)::int FROM contracts c WHERE c.user_id = u.id AND c.completed_at >= $1 AND c.completed_at < $2) AS simulations,
    (SELECT COALESCE(sum(l.amount_ciao), 0)::text FROM ledger_entries l
      WHERE l.user_id = u.id AND l.kind IN ('contract_reward', 'referral_bonus') AND l.created_at >= $1 AND l.created_at < $2) AS "earnedCiao",
    (SELECT count(*)::int FROM store_credit_codes k WHERE k.user_id = u.id AND k.generated_at >= $1 AND k.generated_at < $2) AS codes
  FROM users u LEFT JOIN notification_settings s ON s.user_id = u.id
  WHERE u.deleted_at IS NULL AND u.id > $4 AND (COALESCE(s.weekly_newsletter, $5) OR COALESCE(s.weekly_newsletter_email, $7))
    AND NOT EXISTS (SELECT 1 FROM push_outbox o WHERE o.dedupe_key = $3 || u.id)
    AND NOT EXISTS (SELECT 1 FROM mail_outbox m WHERE m.dedupe_key = $3 || u.id)
  ORDER BY u.id LIMIT $6`;

export type NewOutboxRow = { userId: string; event: NotificationEvent; dedupeKey?: string | undefined };
export type OutboxRowChanges = Partial<
  Pick<PushOutboxRecord, 'nextAttemptAt' | 'lastError' | 'deliveredTo' | 'settledAt' | 'outcome'>
>;

export type PushOutboxRepository = ReturnType<typeof createPushOutboxRepository>;

/** Table push_outbox (migration 0013; model: push-outbox-model.ts). */
export function createPushOutboxRepository({ sequelize }: { sequelize: Sequelize }) {
  const PushOutbox = definePushOutboxModel(sequelize);
  return {
    transact: transactOnceOn(sequelize),

    /** Leases up to `limit` due rows until `leaseUntil`. */
    claimDue: (now: Date, leaseUntil: Date, limit: number) =>
      sequelize.query<ClaimedRow>(CLAIM_DUE, { bind: [now, leaseUntil, limit], type: QueryTypes.SELECT }),

    ...outboxRows<OutboxRowChanges>(PushOutbox),

    /** Inside the caller's transaction: new rows due at `at`, for users with a device, once per dedupe key. */
    async insert(transaction: Transaction, rows: NewOutboxRow[], at: Date): Promise<void> {
      const bind = [
        rows.map((e) => e.userId),
        rows.map((e) => JSON.stringify(e.event)),
        rows.map((e) => e.dedupeKey ?? null),
        at,
      ];
      await sequelize.query(INSERT_EVENTS, { bind, transaction });
    },

    /** The week [from, to) of a page of accounts with the Weekly Newsletter on and no row whose dedupe key is `dedupePrefix` + their id. */
    weekOfRecipients: (week: { from: Date; to: Date }, dedupePrefix: string, { after, limit }: RecipientPage) =>
      sequelize.query<WeekOfRecipient>(WEEK_OF_RECIPIENTS, {
        bind: [
          week.from,
          week.to,
          dedupePrefix,
          after,
          DEFAULT_NOTIFICATION_SETTINGS.weeklyNewsletter,
          limit,
          DEFAULT_NOTIFICATION_SETTINGS.byEmail.weeklyNewsletter,
        ],
        type: QueryTypes.SELECT,
      }),
  };
}
