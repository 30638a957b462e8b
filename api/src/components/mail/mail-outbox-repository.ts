import { QueryTypes } from 'sequelize';
import type { Sequelize } from 'sequelize';
import { claimDueStatement, outboxRows } from '../../db/outbox';
import type { Transaction } from '../../db/transactions';
import type { MailEvent } from './mail-messages';
import { defineMailOutboxModel } from './mail-outbox-model';
import type { MailOutboxRecord } from './mail-outbox-model';

export type ClaimedMail = {
  id: string;
  /** The account it is about (null for a mail to an address alone). */
  userId: string | null;
  to: string;
  payload: MailEvent;
  messageId: string;
  attempts: number;
};

const CLAIM_DUE = claimDueStatement(
  'mail_outbox',
  `id::text AS id, user_id AS "userId", to_address AS "to", payload, message_id AS "messageId", attempts`,
);

/** New rows due at once, each with its own Message-ID (kept for every try); once per dedupe key. */
const INSERT_MAILS = `
  INSERT INTO mail_outbox (user_id, to_address, kind, payload, message_id, dedupe_key, created_at, next_attempt_at)
  SELECT e.user_id, e.to_address, e.payload->>'kind', e.payload, '<' || gen_random_uuid() || '@' || $6 || '>', e.dedupe_key, $5, $5
  FROM unnest($1::uuid[], $2::text[], $3::jsonb[], $4::text[]) AS e (user_id, to_address, payload, dedupe_key)
  ON CONFLICT (dedupe_key) DO NOTHING`;

export type NewMail = { to: string; event: MailEvent; userId?: string | undefined; dedupeKey?: string | undefined };
export type MailRowChanges = Partial<
  Pick<MailOutboxRecord, 'nextAttemptAt' | 'lastError' | 'settledAt' | 'outcome' | 'payload'>
>;

export type MailOutboxRepository = ReturnType<typeof createMailOutboxRepository>;

/** Table mail_outbox (migration 0025; model: mail-outbox-model.ts). */
export function createMailOutboxRepository({ sequelize }: { sequelize: Sequelize }) {
  const MailOutbox = defineMailOutboxModel(sequelize);
  return {
    /** Leases up to `limit` due rows until `leaseUntil`. */
    claimDue: (now: Date, leaseUntil: Date, limit: number) =>
      sequelize.query<ClaimedMail>(CLAIM_DUE, { bind: [now, leaseUntil, limit], type: QueryTypes.SELECT }),

    ...outboxRows<MailRowChanges>(MailOutbox),

    /** Inside the caller's transaction: new rows due at `at`; Message-IDs `<uuid@messageIdDomain>`. */
    async insert(transaction: Transaction, rows: NewMail[], at: Date, messageIdDomain: string): Promise<void> {
      const bind = [
        rows.map((e) => e.userId ?? null),
        rows.map((e) => e.to),
        rows.map((e) => JSON.stringify(e.event)),
        rows.map((e) => e.dedupeKey ?? null),
        at,
        messageIdDomain,
      ];
      await sequelize.query(INSERT_MAILS, { bind, transaction });
    },
  };
}
