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

/** One device's push subscription, tied to the session that made it (removed with it). */
interface PushSubscriptionRecord extends Model<
  InferAttributes<PushSubscriptionRecord>,
  InferCreationAttributes<PushSubscriptionRecord>
> {
  id: CreationOptional<string>;
  endpoint: string;
  p256dh: string;
  auth: string;
  userId: string;
  sessionTokenHash: string;
  createdAt: Date;
  updatedAt: Date;
}

export type PushSubscriptionModel = ModelStatic<PushSubscriptionRecord>;

/** Table push_subscriptions (migration 0013), owned by the push component. */
export function definePushSubscriptionModel(sequelize: Sequelize): PushSubscriptionModel {
  return defineModelOnce<PushSubscriptionRecord>(
    sequelize,
    'PushSubscription',
    {
      // bigint identity: pg hands it over as a string.
      id: { type: DataTypes.BIGINT, primaryKey: true, autoIncrement: true },
      endpoint: { type: DataTypes.TEXT, allowNull: false, unique: true },
      p256dh: { type: DataTypes.TEXT, allowNull: false },
      auth: { type: DataTypes.TEXT, allowNull: false },
      userId: { type: DataTypes.UUID, allowNull: false },
      sessionTokenHash: { type: DataTypes.TEXT, allowNull: false },
      // The service's clock, not Sequelize's.
      createdAt: { type: DataTypes.DATE, allowNull: false },
      updatedAt: { type: DataTypes.DATE, allowNull: false },
    },
    { tableName: 'push_subscriptions', underscored: true, timestamps: false },
  );
}
