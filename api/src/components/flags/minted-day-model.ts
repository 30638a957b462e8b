import { DataTypes } from 'sequelize';
import type { InferAttributes, InferCreationAttributes, Model, ModelStatic, Sequelize } from 'sequelize';
import { defineModelOnce } from '../../db/define-model';

/** A customer's credits minted (mining and referral) on the latest UTC day they were credited, in USD. */
interface MintedDayRecord extends Model<InferAttributes<MintedDayRecord>, InferCreationAttributes<MintedDayRecord>> {
  userId: string;
  day: string;
  /** A decimal string, never a JS number. */
  mintedUsd: string;
}

/** Table minted_days (migration 0037), owned by the flags component. */
export function defineMintedDayModel(sequelize: Sequelize): ModelStatic<MintedDayRecord> {
  return defineModelOnce<MintedDayRecord>(
    sequelize,
    'MintedDay',
    {
      userId: { type: DataTypes.UUID, primaryKey: true },
      day: { type: DataTypes.DATEONLY, allowNull: false },
      mintedUsd: { type: DataTypes.DECIMAL(30, 10), allowNull: false },
    },
    { tableName: 'minted_days', underscored: true, timestamps: false },
  );
}
