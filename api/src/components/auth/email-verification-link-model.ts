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

/** A verification link: its token's SHA-256, its account, the address it proves, its expiry, when it was used. */
export interface EmailVerificationLinkRecord extends Model<
  InferAttributes<EmailVerificationLinkRecord>,
  InferCreationAttributes<EmailVerificationLinkRecord>
> {
  tokenHash: string;
  userId: string;
  email: string;
  createdAt: Date;
  expiresAt: Date;
  usedAt: CreationOptional<Date | null>;
}

/** Table email_verification_links (migration 0024), owned by the auth component. */
export function defineEmailVerificationLinkModel(sequelize: Sequelize): ModelStatic<EmailVerificationLinkRecord> {
  return defineModelOnce<EmailVerificationLinkRecord>(
    sequelize,
    'EmailVerificationLink',
    {
      tokenHash: { type: DataTypes.TEXT, primaryKey: true },
      userId: { type: DataTypes.UUID, allowNull: false },
      email: { type: DataTypes.TEXT, allowNull: false },
      createdAt: { type: DataTypes.DATE, allowNull: false },
      expiresAt: { type: DataTypes.DATE, allowNull: false },
      usedAt: DataTypes.DATE,
    },
    { tableName: 'email_verification_links', underscored: true, timestamps: false },
  );
}
