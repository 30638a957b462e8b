import { QueryTypes } from 'sequelize';
import type { Sequelize } from 'sequelize';
import { transactOn } from '../../db/transactions';
import type { Transaction } from '../../db/transactions';
import { definePasswordResetLinkModel } from './password-reset-link-model';

/** Uses a link that still works, at once for every instance (the row's update is the claim). */
const USE_LINK = `
  UPDATE password_reset_links SET used_at = $2
  WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2
  RETURNING user_id AS "userId"`;

export type PasswordResetRepository = ReturnType<typeof createPasswordResetRepository>;

/** Table password_reset_links (migration 0026; model: password-reset-link-model.ts). */
export function createPasswordResetRepository({ sequelize }: { sequelize: Sequelize }) {
  const PasswordResetLink = definePasswordResetLinkModel(sequelize);
  return {
    transact: transactOn(sequelize),

    /** The account's only link from now on (its earlier ones are deleted), inside `transaction`. */
    async replace(
      transaction: Transaction,
      link: { tokenHash: string; userId: string; createdAt: Date; expiresAt: Date },
    ): Promise<void> {
      await PasswordResetLink.destroy({ where: { userId: link.userId }, transaction });
      await PasswordResetLink.create(link, { transaction });
    },

    /** Marks the link used if it still works at `now`; its account, or undefined. */
    async use(transaction: Transaction, tokenHash: string, now: Date): Promise<string | undefined> {
      const [used] = await sequelize.query<{ userId: string }>(USE_LINK, {
        bind: [tokenHash, now],
        type: QueryTypes.SELECT,
        transaction,
      });
      return used?.userId;
    },

    /** The link as stored (when it was used), or null when there is none. */
    find: (transaction: Transaction, tokenHash: string) =>
      PasswordResetLink.findByPk(tokenHash, { attributes: ['usedAt'], transaction }),
  };
}
