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

/** A user's running totals; NUMERIC columns are decimal strings both ways, never JS numbers. */
export interface RewardBalanceRecord extends Model<
  InferAttributes<RewardBalanceRecord>,
  InferCreationAttributes<RewardBalanceRecord>
> {
  userId: string;
  pendingCiao: CreationOptional<string>;
  totalEarnedCiao: CreationOptional<string>;
  totalClaimedCiao: CreationOptional<string>;
  updatedAt: CreationOptional<Date>;
}

export type RewardBalanceModel = ModelStatic<RewardBalanceRecord>;

/** Table reward_balances (migration 0005), owned by the rewards component (written with the ledger only). */
export function defineRewardBalanceModel(sequelize: Sequelize): RewardBalanceModel {
  return defineModelOnce<RewardBalanceRecord>(
    sequelize,
    'RewardBalance',
    {
      userId: { type: DataTypes.UUID, primaryKey: true },
      pendingCiao: { type: DataTypes.DECIMAL(30, 10), allowNull: false },
      totalEarnedCiao: { type: DataTypes.DECIMAL(30, 10), allowNull: false },
      totalClaimedCiao: { type: DataTypes.DECIMAL(30, 10), allowNull: false },
      // The ledger's own time (its clock), not Sequelize's: no automatic timestamps.
      updatedAt: { type: DataTypes.DATE, allowNull: false },
    },
    { tableName: 'reward_balances', underscored: true, timestamps: false },
  );
}
