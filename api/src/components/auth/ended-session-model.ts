import { DataTypes } from 'sequelize';
import type { InferAttributes, InferCreationAttributes, Model, ModelStatic, Sequelize } from 'sequelize';
import { defineModelOnce } from '../../db/define-model';

interface EndedSessionRecord extends Model<
  InferAttributes<EndedSessionRecord>,
  InferCreationAttributes<EndedSessionRecord>
> {
  tokenHash: string;
  userId: string;
  expiresAt: Date;
}

export type EndedSessionModel = ModelStatic<EndedSessionRecord>;

/** Table ended_sessions (migration 0036), owned by the auth component: sessions a suspension ended. */
export function defineEndedSessionModel(sequelize: Sequelize): EndedSessionModel {
  return defineModelOnce<EndedSessionRecord>(
    sequelize,
    'EndedSession',
    {
      tokenHash: { type: DataTypes.TEXT, primaryKey: true },
      userId: { type: DataTypes.UUID, allowNull: false },
      expiresAt: { type: DataTypes.DATE, allowNull: false },
    },
    { tableName: 'ended_sessions', underscored: true, timestamps: false },
  );
}
