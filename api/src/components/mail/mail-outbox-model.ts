import { DataTypes } from 'sequelize';
import type { InferAttributes, InferCreationAttributes, Model, ModelStatic, Sequelize } from 'sequelize';
import { defineModelOnce } from '../../db/define-model';
import { OUTBOX_DELIVERY_ATTRIBUTES, OUTBOX_ID_ATTRIBUTE, type OutboxDelivery } from '../../db/outbox';
import type { MailEvent, MailKind } from './mail-messages';

/** How an outbox row ended: taken by the SMTP server, or given up (refused for good, or too many tries). */
type MailOutcome = 'sent' | 'failed';

/** A mail waiting in the outbox (or settled: kept a while with its payload emptied). */
export interface MailOutboxRecord
  extends
    Model<InferAttributes<MailOutboxRecord>, InferCreationAttributes<MailOutboxRecord>>,
    OutboxDelivery<MailOutcome> {
  /** The account it is about, if any (its deletion removes the row). */
  userId: string | null;
  toAddress: string;
  kind: MailKind;
  /** The event, rendered when sent; only `{ kind }` once settled. */
  payload: MailEvent | { kind: MailKind };
  /** The same on every try, so a receiver can tell a repeat. */
  messageId: string;
}

/** Table mail_outbox (migration 0025), owned by the mail component. */
export function defineMailOutboxModel(sequelize: Sequelize): ModelStatic<MailOutboxRecord> {
  return defineModelOnce<MailOutboxRecord>(
    sequelize,
    'MailOutbox',
    {
      id: OUTBOX_ID_ATTRIBUTE,
      userId: DataTypes.UUID,
      toAddress: { type: DataTypes.TEXT, allowNull: false },
      kind: { type: DataTypes.TEXT, allowNull: false },
      payload: { type: DataTypes.JSONB, allowNull: false },
      messageId: { type: DataTypes.TEXT, allowNull: false, unique: true },
      ...OUTBOX_DELIVERY_ATTRIBUTES,
    },
    { tableName: 'mail_outbox', underscored: true, timestamps: false },
  );
}
