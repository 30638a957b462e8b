import { DataTypes } from 'sequelize';
import type { InferAttributes, InferCreationAttributes, Model, ModelStatic, Sequelize } from 'sequelize';
import { defineModelOnce } from '../../db/define-model';
import { SINGLE_USE_LINK_ATTRIBUTES, type SingleUseLink } from '../../db/single-use-link';

/** A verification link: its token's SHA-256, its account, the address it proves, its expiry, when it was used. */
export interface EmailVerificationLinkRecord
  extends
    Model<InferAttributes<EmailVerificationLinkRecord>, InferCreationAttributes<EmailVerificationLinkRecord>>,
    SingleUseLink {
  email: string;
}

/** Table email_verification_links (migration 0024), owned by the auth component. */
export function defineEmailVerificationLinkModel(sequelize: Sequelize): ModelStatic<EmailVerificationLinkRecord> {
  return defineModelOnce<EmailVerificationLinkRecord>(
    sequelize,
    'EmailVerificationLink',
    {
      ...SINGLE_USE_LINK_ATTRIBUTES,
      email: { type: DataTypes.TEXT, allowNull: false },
    },
    { tableName: 'email_verification_links', underscored: true, timestamps: false },
  );
}
