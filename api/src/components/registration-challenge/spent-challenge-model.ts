import { DataTypes } from 'sequelize';
import type { InferAttributes, InferCreationAttributes, Model, ModelStatic, Sequelize } from 'sequelize';
import { defineModelOnce } from '../../db/define-model';

/** A registration challenge already used, kept until it expires. */
export interface SpentChallengeRecord extends Model<
  InferAttributes<SpentChallengeRecord>,
  InferCreationAttributes<SpentChallengeRecord>
> {
  signature: string;
  expiresAt: Date;
}

/** Table spent_registration_challenges (migration 0017), owned by the registration-challenge component. */
export function defineSpentChallengeModel(sequelize: Sequelize): ModelStatic<SpentChallengeRecord> {
  return defineModelOnce<SpentChallengeRecord>(
    sequelize,
    'SpentChallenge',
    {
      signature: { type: DataTypes.TEXT, primaryKey: true },
      expiresAt: { type: DataTypes.DATE, allowNull: false },
    },
    { tableName: 'spent_registration_challenges', underscored: true, timestamps: false },
  );
}
