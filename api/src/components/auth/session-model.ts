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
  publicId: CreationOptional<string>;
  device: string | null;
  createdAt: CreationOptional<Date>;
  lastSeenAt: Date;
  expiresAt: Date;
}

export type SessionModel = ModelStatic<SessionRecord>;

/** Table sessions (migrations 0001, 0023), owned by the auth component. */
export function defineSessionModel(sequelize: Sequelize): SessionModel {
  return defineModelOnce<SessionRecord>(
    sequelize,
    'Session',
    {
      tokenHash: { type: DataTypes.TEXT, primaryKey: true },
      userId: { type: DataTypes.UUID, allowNull: false },
      publicId: DataTypes.UUID, // set by PostgreSQL's default, gen_random_uuid()
      device: DataTypes.TEXT,
      createdAt: DataTypes.DATE,
      lastSeenAt: { type: DataTypes.DATE, allowNull: false },
      expiresAt: { type: DataTypes.DATE, allowNull: false },
    },
    { tableName: 'sessions', underscored: true, timestamps: true, updatedAt: false },
  );
}
