// What the e-mail verification and password-reset links share (migrations 0024 and 0026): a row per
// link, keyed by its token's SHA-256 (the token itself is only in the mail), an account's only link,
// used once before its expiry; the row's update is the claim, at once for every instance.
import { DataTypes, QueryTypes } from 'sequelize';
import type { CreationAttributes, CreationOptional, Model, ModelStatic, Sequelize, WhereOptions } from 'sequelize';
import { transactOn } from './transactions';
import type { Transaction } from './transactions';

/** A link's columns: its token's SHA-256, its account, when it was made, its expiry, when it was used. */
export interface SingleUseLink {
  tokenHash: string;
  userId: string;
  createdAt: Date;
  expiresAt: Date;
  usedAt: CreationOptional<Date | null>;
}

/** The model attributes of `SingleUseLink`'s columns. */
export const SINGLE_USE_LINK_ATTRIBUTES = {
  tokenHash: { type: DataTypes.TEXT, primaryKey: true },
  userId: { type: DataTypes.UUID, allowNull: false },
  createdAt: { type: DataTypes.DATE, allowNull: false },
  expiresAt: { type: DataTypes.DATE, allowNull: false },
  usedAt: DataTypes.DATE,
};

/**
 * An account's single-use links in `table` (model `Link`): replaced, used (the columns `returning`
 * names come back, as `Used`), found.
 */
export function singleUseLinks<Link extends Model & SingleUseLink, Used extends object>(
  sequelize: Sequelize,
  Link: ModelStatic<Link>,
  table: 'email_verification_links' | 'password_reset_links',
  returning: string,
) {
  const useLink = `
  UPDATE ${table} SET used_at = $2
  WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2
  RETURNING ${returning}`;
  return {
    transact: transactOn(sequelize),

    /** The account's only link from now on (its earlier ones are deleted), inside `transaction`. */
    async replace(transaction: Transaction, link: CreationAttributes<Link> & { userId: string }): Promise<void> {
      await Link.destroy({ where: { userId: link.userId } as WhereOptions, transaction });
      await Link.create(link, { transaction });
    },

    /** Marks the link used if it still works at `now`; what `returning` names, or undefined. */
    async use(transaction: Transaction, tokenHash: string, now: Date): Promise<Used | undefined> {
      const [used] = await sequelize.query<Used>(useLink, {
        bind: [tokenHash, now],
        type: QueryTypes.SELECT,
        transaction,
      });
      return used;
    },

    /** The link as stored (when it was used), or null when there is none. */
    find: (transaction: Transaction, tokenHash: string) =>
      Link.findByPk(tokenHash, { attributes: ['usedAt'], transaction }),
  };
}
