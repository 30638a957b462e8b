// What every outbox table shares (mail_outbox, migration 0025; push_outbox, migration 0013): a row
// is due from next_attempt_at, leased by one instance at a time (each lease counts an attempt), and
// settled with an outcome; settled rows are kept a while, their dedupe key keeping once-only events once.
import { DataTypes, Op } from 'sequelize';
import type { CreationOptional, Model, ModelStatic, WhereOptions } from 'sequelize';

/** An outbox row's delivery columns, beside the table's own (who to, what). */
export interface OutboxDelivery<Outcome extends string> {
  id: CreationOptional<string>;
  dedupeKey: CreationOptional<string | null>;
  createdAt: Date;
  nextAttemptAt: Date;
  attempts: CreationOptional<number>;
  lastAttemptAt: CreationOptional<Date | null>;
  lastError: CreationOptional<string | null>;
  settledAt: CreationOptional<Date | null>;
  outcome: CreationOptional<Outcome | null>;
}

/** The model attributes of `OutboxDelivery`'s columns but the id. */
export const OUTBOX_DELIVERY_ATTRIBUTES = {
  dedupeKey: { type: DataTypes.TEXT, unique: true },
  createdAt: { type: DataTypes.DATE, allowNull: false },
  nextAttemptAt: { type: DataTypes.DATE, allowNull: false },
  attempts: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
  lastAttemptAt: DataTypes.DATE,
  lastError: DataTypes.TEXT,
  settledAt: DataTypes.DATE,
  outcome: DataTypes.TEXT,
};

export const OUTBOX_ID_ATTRIBUTE = { type: DataTypes.BIGINT, primaryKey: true, autoIncrement: true };

/**
 * Claims up to $3 rows due at $1 for this instance until $2: a lease on rows no other instance holds
 * (FOR UPDATE SKIP LOCKED in a subquery, which a model's update cannot say); `returning` names the
 * columns the sender needs, as the model's attributes.
 */
export function claimDueStatement(table: 'mail_outbox' | 'push_outbox', returning: string): string {
  return `
  UPDATE ${table} SET attempts = attempts + 1, last_attempt_at = $1, next_attempt_at = $2
  WHERE id IN (
    SELECT id FROM ${table} WHERE settled_at IS NULL AND next_attempt_at <= $1
    ORDER BY next_attempt_at, id LIMIT $3 FOR UPDATE SKIP LOCKED)
    AND settled_at IS NULL AND next_attempt_at <= $1
  RETURNING ${returning}`;
}

/** A claimed row's end of a try, and the purge of settled rows, on an outbox model. */
export function outboxRows<Changes extends object>(Outbox: ModelStatic<Model>) {
  return {
    /** Changes a claimed row, unless another instance took it over meanwhile (the attempt count moved on). */
    async finish(row: { id: string; attempts: number }, changes: Changes): Promise<void> {
      await Outbox.update(changes, { where: { id: row.id, attempts: row.attempts } });
    },

    async purgeSettledBefore(before: Date): Promise<void> {
      await Outbox.destroy({ where: { settledAt: { [Op.lt]: before } } as WhereOptions });
    },
  };
}
