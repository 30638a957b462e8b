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
import { OUTBOX_DELIVERY_ATTRIBUTES, OUTBOX_ID_ATTRIBUTE, type OutboxDelivery } from '../../db/outbox';
import type { NotificationEvent } from '../notifications/notification-events';

/** How an outbox row ended: sent to the user's devices, skipped (switch off, no device, account gone), or given up. */
export type PushOutcome = 'sent' | 'skipped' | 'failed';

/** A notification waiting in the outbox (or settled: kept a while, its dedupe key keeps once-only events once). */
export interface PushOutboxRecord
  extends
    Model<InferAttributes<PushOutboxRecord>, InferCreationAttributes<PushOutboxRecord>>,
    OutboxDelivery<PushOutcome> {
  userId: string;
  kind: NotificationEvent['kind'];
  payload: NotificationEvent;
  /** The subscriptions (ids) already sent this notification: a retry skips them. */
  deliveredTo: CreationOptional<string[]>;
}

export type PushOutboxModel = ModelStatic<PushOutboxRecord>;

/** Table push_outbox (migration 0013), owned by the push component. */
export function definePushOutboxModel(sequelize: Sequelize): PushOutboxModel {
  return defineModelOnce<PushOutboxRecord>(
    sequelize,
    'PushOutbox',
    {
      id: OUTBOX_ID_ATTRIBUTE,
      userId: { type: DataTypes.UUID, allowNull: false },
      kind: { type: DataTypes.TEXT, allowNull: false },
      payload: { type: DataTypes.JSONB, allowNull: false },
      deliveredTo: { type: DataTypes.ARRAY(DataTypes.BIGINT), allowNull: false, defaultValue: [] },
      ...OUTBOX_DELIVERY_ATTRIBUTES,
    },
    { tableName: 'push_outbox', underscored: true, timestamps: false },
  );
}
