import { QueryTypes } from 'sequelize';
import type { Sequelize } from 'sequelize';
import { transactOnceOn } from '../../db/transactions';
import { claimDueStatement, outboxRows } from '../../db/outbox';
import type { Transaction } from '../../db/transactions';
import type { PushEvent } from './push-events';
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

/**
 * One outbox row per user with a device, in one statement (a million users need no million binds);
 * the workers of the running API instances send them, checking the switches at send time.
 */
const ENQUEUE_FOR_SUBSCRIBERS = `
  INSERT INTO push_outbox (user_id, kind, payload, created_at, next_attempt_at)
  SELECT DISTINCT s.user_id, 'promotion', $1::jsonb, $2::timestamptz, $2::timestamptz FROM push_subscriptions s
  RETURNING id`;

export type WeekOfSubscriber = { userId: string; simulations: number; earnedCiao: string; codes: number };

/**
 * Every subscribed user's week: contracts completed, $CIAO credited (rewards and bonuses), codes
 * generated. One report statement over the ledger, contracts and codes for all of them, rather
 * than three reads per user through their owners; users who have this week's row already are left out.
 */
const WEEK_OF_SUBSCRIBERS = `
  SELECT u.user_id AS "userId",
    (SELECT count(*)::int FROM contracts c WHERE c.user_id = u.user_id AND c.completed_at >= $1 AND c.completed_at < $2) AS simulations,
    (SELECT COALESCE(sum(l.amount_ciao), 0)::text FROM ledger_entries l
      WHERE l.user_id = u.user_id AND l.kind IN ('contract_reward', 'referral_bonus') AND l.created_at >= $1 AND l.created_at < $2) AS "earnedCiao",
    (SELECT count(*)::int FROM store_credit_codes k WHERE k.user_id = u.user_id AND k.generated_at >= $1 AND k.generated_at < $2) AS codes
  FROM (SELECT DISTINCT user_id FROM push_subscriptions) u
  WHERE NOT EXISTS (SELECT 1 FROM push_outbox o WHERE o.dedupe_key = $3 || u.user_id)`;

export type NewOutboxRow = { userId: string; event: PushEvent; dedupeKey?: string | undefined };
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

    /** One row of `event` for every user with a subscribed device; returns how many. */
    async insertForSubscribers(event: PushEvent, at: Date): Promise<number> {
      const rows = await sequelize.query(ENQUEUE_FOR_SUBSCRIBERS, {
        bind: [JSON.stringify(event), at],
        type: QueryTypes.SELECT,
      });
      return rows.length;
    },

    /** The week [from, to) of every subscribed user without a row whose dedupe key is `dedupePrefix` + their id. */
    weekOfSubscribers: (week: { from: Date; to: Date }, dedupePrefix: string) =>
      sequelize.query<WeekOfSubscriber>(WEEK_OF_SUBSCRIBERS, {
        bind: [week.from, week.to, dedupePrefix],
        type: QueryTypes.SELECT,
      }),
  };
}
