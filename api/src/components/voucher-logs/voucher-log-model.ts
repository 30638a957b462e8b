import { DataTypes } from 'sequelize';
import type {
  CreationOptional,
  InferAttributes,
  InferCreationAttributes,
  Model,
  ModelStatic,
  Sequelize,
} from 'sequelize';
import type { VoucherAction } from '@ciao/contracts';
import { defineModelOnce } from '../../db/define-model';

/** One transition of a store-credit code; NUMERIC columns are decimal strings both ways, never JS numbers. */
export interface VoucherLogRecord extends Model<
  InferAttributes<VoucherLogRecord>,
  InferCreationAttributes<VoucherLogRecord>
> {
  /** bigint identity: text, as PostgreSQL sends it. */
  id: CreationOptional<string>;
  createdAt: Date;
  storeCreditCodeId: string;
  voucherCode: string;
  userId: string;
  actionType: VoucherAction;
  amountUsd: string;
  amountCiao: string;
  shopifyDiscountId: string | null;
  ciaomarketsOrderId: string | null;
  /** The admin who made the transition (a code cancelled by support); null for the app's own. */
  adminUserId: CreationOptional<string | null>;
}

export type VoucherLogModel = ModelStatic<VoucherLogRecord>;

/** Table voucher_logs (created by migration 0006 with the codes), owned by the voucher-logs component. */
export function defineVoucherLogModel(sequelize: Sequelize): VoucherLogModel {
  return defineModelOnce<VoucherLogRecord>(
    sequelize,
    'VoucherLog',
    {
      id: { type: DataTypes.BIGINT, primaryKey: true, autoIncrement: true },
      createdAt: { type: DataTypes.DATE, allowNull: false },
      storeCreditCodeId: { type: DataTypes.UUID, allowNull: false },
      voucherCode: { type: DataTypes.TEXT, allowNull: false },
      userId: { type: DataTypes.UUID, allowNull: false },
      actionType: { type: DataTypes.TEXT, allowNull: false },
      amountUsd: { type: DataTypes.DECIMAL(20, 2), allowNull: false },
      amountCiao: { type: DataTypes.DECIMAL(30, 10), allowNull: false },
      shopifyDiscountId: DataTypes.TEXT,
      ciaomarketsOrderId: DataTypes.TEXT,
      adminUserId: DataTypes.UUID,
    },
    { tableName: 'voucher_logs', underscored: true, timestamps: false },
  );
}
