import type { InferAttributes, InferCreationAttributes, Model, ModelStatic, Sequelize } from 'sequelize';
import { defineModelOnce } from '../../db/define-model';
import { SINGLE_USE_LINK_ATTRIBUTES, type SingleUseLink } from '../../db/single-use-link';

/** A password-reset link: its token's SHA-256, its account, its expiry, when it was used. */
export interface PasswordResetLinkRecord
  extends
    Model<InferAttributes<PasswordResetLinkRecord>, InferCreationAttributes<PasswordResetLinkRecord>>,
    SingleUseLink {}

/** Table password_reset_links (migration 0026), owned by the auth component. */
export function definePasswordResetLinkModel(sequelize: Sequelize): ModelStatic<PasswordResetLinkRecord> {
  return defineModelOnce<PasswordResetLinkRecord>(sequelize, 'PasswordResetLink', SINGLE_USE_LINK_ATTRIBUTES, {
    tableName: 'password_reset_links',
    underscored: true,
    timestamps: false,
  });
}
