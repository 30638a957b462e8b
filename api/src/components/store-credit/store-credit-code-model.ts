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

export type StoredCodeStatus = 'active' | 'used' | 'expired' | 'cancelled';

/** NUMERIC columns are decimal strings both ways (PostgreSQL's text form): never JS numbers. */
export interface StoreCreditCodeRecord extends Model<
  InferAttributes<StoreCreditCodeRecord>,
  InferCreationAttributes<StoreCreditCodeRecord>
> {
  id: CreationOptional<string>;
  userId: string;
  code: string;
  status: CreationOptional<StoredCodeStatus>;
  amountUsd: string;
  amountCiao: string;
  generatedAt: Date;
  expiresAt: Date;
  usedAt: CreationOptional<Date | null>;
  ciaomarketsOrderId: CreationOptional<string | null>;
  shopifyDiscountId: CreationOptional<string | null>;
  cancelledAt: CreationOptional<Date | null>;
  /** When the owner was told the code expires soon (once per code, docs/notifications.md). */
  expiryRemindedAt: CreationOptional<Date | null>;
}

export type StoreCreditCodeModel = ModelStatic<StoreCreditCodeRecord>;

/** Table store_credit_codes (migration 0006; expiry_reminded_at: 0013), owned by the store-credit component. */
export function defineStoreCreditCodeModel(sequelize: Sequelize): StoreCreditCodeModel {
  return defineModelOnce<StoreCreditCodeRecord>(
    sequelize,
    'StoreCreditCode',
    {
      id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
      userId: { type: DataTypes.UUID, allowNull: false },
      code: { type: DataTypes.TEXT, allowNull: false },
      status: { type: DataTypes.TEXT, allowNull: false, defaultValue: 'active' },
      amountUsd: { type: DataTypes.DECIMAL(20, 2), allowNull: false },
      amountCiao: { type: DataTypes.DECIMAL(30, 10), allowNull: false },
      generatedAt: { type: DataTypes.DATE, allowNull: false },
      expiresAt: { type: DataTypes.DATE, allowNull: false },
      usedAt: DataTypes.DATE,
      ciaomarketsOrderId: DataTypes.TEXT,
      shopifyDiscountId: DataTypes.TEXT,
      cancelledAt: DataTypes.DATE,
      expiryRemindedAt: DataTypes.DATE,
    },
    { tableName: 'store_credit_codes', underscored: true, timestamps: false },
  );
}
