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

/** A password-reset link: its token's SHA-256, its account, its expiry, when it was used. */
export interface PasswordResetLinkRecord extends Model<
  InferAttributes<PasswordResetLinkRecord>,
  InferCreationAttributes<PasswordResetLinkRecord>
> {
  tokenHash: string;
  userId: string;
  createdAt: Date;
  expiresAt: Date;
  usedAt: CreationOptional<Date | null>;
}

/** Table password_reset_links (migration 0026), owned by the auth component. */
export function definePasswordResetLinkModel(sequelize: Sequelize): ModelStatic<PasswordResetLinkRecord> {
  return defineModelOnce<PasswordResetLinkRecord>(
    sequelize,
    'PasswordResetLink',
    {
      tokenHash: { type: DataTypes.TEXT, primaryKey: true },
      userId: { type: DataTypes.UUID, allowNull: false },
      createdAt: { type: DataTypes.DATE, allowNull: false },
      expiresAt: { type: DataTypes.DATE, allowNull: false },
      usedAt: DataTypes.DATE,
    },
    { tableName: 'password_reset_links', underscored: true, timestamps: false },
  );
}
