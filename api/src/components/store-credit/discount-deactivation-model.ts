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

/** Why a discount must go: its code was cancelled (account deletion), or it has no code (the redeem's commit failed). */
export type DeactivationReason = 'cancelled' | 'orphan';

/** A Shopify discount waiting in the outbox to be deactivated. */
export interface DiscountDeactivationRecord extends Model<
  InferAttributes<DiscountDeactivationRecord>,
  InferCreationAttributes<DiscountDeactivationRecord>
> {
  shopifyDiscountId: string;
  reason: DeactivationReason;
  createdAt: Date;
  nextAttemptAt: Date;
  attempts: CreationOptional<number>;
  lastAttemptAt: CreationOptional<Date | null>;
  lastError: CreationOptional<string | null>;
}

export type DiscountDeactivationModel = ModelStatic<DiscountDeactivationRecord>;

/** Table shopify_discount_deactivations (migration 0011), owned by the shopify component. */
export function defineDiscountDeactivationModel(sequelize: Sequelize): DiscountDeactivationModel {
  return defineModelOnce<DiscountDeactivationRecord>(
    sequelize,
    'DiscountDeactivation',
    {
      shopifyDiscountId: { type: DataTypes.TEXT, primaryKey: true },
      reason: { type: DataTypes.TEXT, allowNull: false },
      createdAt: { type: DataTypes.DATE, allowNull: false },
      nextAttemptAt: { type: DataTypes.DATE, allowNull: false },
      attempts: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      lastAttemptAt: DataTypes.DATE,
      lastError: DataTypes.TEXT,
    },
    { tableName: 'shopify_discount_deactivations', underscored: true, timestamps: false },
  );
}
