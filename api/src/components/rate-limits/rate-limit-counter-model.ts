import { DataTypes } from 'sequelize';
import type { InferAttributes, InferCreationAttributes, Model, ModelStatic, Sequelize } from 'sequelize';
import { defineModelOnce } from '../../db/define-model';

/** Attempts under one key in its current fixed window. */
export interface RateLimitCounterRecord extends Model<
  InferAttributes<RateLimitCounterRecord>,
  InferCreationAttributes<RateLimitCounterRecord>
> {
  key: string;
  attempts: number;
  windowEndsAt: Date;
}

export type RateLimitCounterModel = ModelStatic<RateLimitCounterRecord>;

/** Table rate_limit_counters (migration 0003), owned by the rate-limits component. */
export function defineRateLimitCounterModel(sequelize: Sequelize): RateLimitCounterModel {
  return defineModelOnce<RateLimitCounterRecord>(
    sequelize,
    'RateLimitCounter',
    {
      key: { type: DataTypes.TEXT, primaryKey: true },
      attempts: { type: DataTypes.INTEGER, allowNull: false },
      windowEndsAt: { type: DataTypes.DATE, allowNull: false },
    },
    { tableName: 'rate_limit_counters', underscored: true, timestamps: false },
  );
}
