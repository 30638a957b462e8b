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

interface SessionRecord extends Model<InferAttributes<SessionRecord>, InferCreationAttributes<SessionRecord>> {
  tokenHash: string;
  userId: string;
  createdAt: CreationOptional<Date>;
  expiresAt: Date;
}

export type SessionModel = ModelStatic<SessionRecord>;

/** Table sessions (migration 0001), owned by the auth component. */
export function defineSessionModel(sequelize: Sequelize): SessionModel {
  return defineModelOnce<SessionRecord>(
    sequelize,
    'Session',
    {
      tokenHash: { type: DataTypes.TEXT, primaryKey: true },
      userId: { type: DataTypes.UUID, allowNull: false },
      createdAt: DataTypes.DATE,
      expiresAt: { type: DataTypes.DATE, allowNull: false },
    },
    { tableName: 'sessions', underscored: true, timestamps: true, updatedAt: false },
  );
}
