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
import type { NotificationEvent } from '../notifications/notification-events';

/** How an outbox row ended: sent to the user's devices, skipped (switch off, no device, account gone), or given up. */
export type PushOutcome = 'sent' | 'skipped' | 'failed';

/** A notification waiting in the outbox (or settled: kept a while, its dedupe key keeps once-only events once). */
export interface PushOutboxRecord extends Model<
  InferAttributes<PushOutboxRecord>,
  InferCreationAttributes<PushOutboxRecord>
> {
  id: CreationOptional<string>;
  userId: string;
  kind: NotificationEvent['kind'];
  payload: NotificationEvent;
  dedupeKey: CreationOptional<string | null>;
  createdAt: Date;
  nextAttemptAt: Date;
  attempts: CreationOptional<number>;
  lastAttemptAt: CreationOptional<Date | null>;
  lastError: CreationOptional<string | null>;
  /** The subscriptions (ids) already sent this notification: a retry skips them. */
  deliveredTo: CreationOptional<string[]>;
  settledAt: CreationOptional<Date | null>;
  outcome: CreationOptional<PushOutcome | null>;
}

export type PushOutboxModel = ModelStatic<PushOutboxRecord>;

/** Table push_outbox (migration 0013), owned by the push component. */
export function definePushOutboxModel(sequelize: Sequelize): PushOutboxModel {
  return defineModelOnce<PushOutboxRecord>(
    sequelize,
    'PushOutbox',
    {
      id: { type: DataTypes.BIGINT, primaryKey: true, autoIncrement: true },
      userId: { type: DataTypes.UUID, allowNull: false },
      kind: { type: DataTypes.TEXT, allowNull: false },
      payload: { type: DataTypes.JSONB, allowNull: false },
      dedupeKey: { type: DataTypes.TEXT, unique: true },
      createdAt: { type: DataTypes.DATE, allowNull: false },
      nextAttemptAt: { type: DataTypes.DATE, allowNull: false },
      attempts: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      lastAttemptAt: DataTypes.DATE,
      lastError: DataTypes.TEXT,
      deliveredTo: { type: DataTypes.ARRAY(DataTypes.BIGINT), allowNull: false, defaultValue: [] },
      settledAt: DataTypes.DATE,
      outcome: DataTypes.TEXT,
    },
    { tableName: 'push_outbox', underscored: true, timestamps: false },
  );
}
