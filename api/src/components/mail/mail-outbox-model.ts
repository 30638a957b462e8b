import { DataTypes } from 'sequelize';
import type {
  CreationOptional,
  InferAttributes,
  InferCreationAttributes,
  Model,
  ModelStatic,
  Sequelize,
} from 'sequelize';
import { defineModelOnce } from '../../db/define-model';
import type { MailEvent, MailKind } from './mail-messages';

/** How an outbox row ended: taken by the SMTP server, or given up (refused for good, or too many tries). */
type MailOutcome = 'sent' | 'failed';

/** A mail waiting in the outbox (or settled: kept a while with its payload emptied). */
export interface MailOutboxRecord extends Model<
  InferAttributes<MailOutboxRecord>,
  InferCreationAttributes<MailOutboxRecord>
> {
  id: CreationOptional<string>;
  /** The account it is about, if any (its deletion removes the row). */
  userId: string | null;
  toAddress: string;
  kind: MailKind;
  /** The event, rendered when sent; only `{ kind }` once settled. */
  payload: MailEvent | { kind: MailKind };
  /** The same on every try, so a receiver can tell a repeat. */
  messageId: string;
  dedupeKey: CreationOptional<string | null>;
  createdAt: Date;
  nextAttemptAt: Date;
  attempts: CreationOptional<number>;
  lastAttemptAt: CreationOptional<Date | null>;
  lastError: CreationOptional<string | null>;
  settledAt: CreationOptional<Date | null>;
  outcome: CreationOptional<MailOutcome | null>;
}

/** Table mail_outbox (migration 0025), owned by the mail component. */
export function defineMailOutboxModel(sequelize: Sequelize): ModelStatic<MailOutboxRecord> {
  return defineModelOnce<MailOutboxRecord>(
    sequelize,
    'MailOutbox',
    {
      id: { type: DataTypes.BIGINT, primaryKey: true, autoIncrement: true },
      userId: DataTypes.UUID,
      toAddress: { type: DataTypes.TEXT, allowNull: false },
      kind: { type: DataTypes.TEXT, allowNull: false },
      payload: { type: DataTypes.JSONB, allowNull: false },
      messageId: { type: DataTypes.TEXT, allowNull: false, unique: true },
      dedupeKey: { type: DataTypes.TEXT, unique: true },
      createdAt: { type: DataTypes.DATE, allowNull: false },
      nextAttemptAt: { type: DataTypes.DATE, allowNull: false },
      attempts: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      lastAttemptAt: DataTypes.DATE,
      lastError: DataTypes.TEXT,
      settledAt: DataTypes.DATE,
      outcome: DataTypes.TEXT,
    },
    { tableName: 'mail_outbox', underscored: true, timestamps: false },
  );
}
