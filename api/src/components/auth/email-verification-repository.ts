import { QueryTypes } from 'sequelize';
import type { Sequelize } from 'sequelize';
import { transactOn } from '../../db/transactions';
import type { Transaction } from '../../db/transactions';
import { defineEmailVerificationLinkModel } from './email-verification-link-model';

/** Uses a link that still works, at once for every instance (the row's update is the claim). */
const USE_LINK = `
  UPDATE email_verification_links SET used_at = $2
  WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2
  RETURNING user_id AS "userId", email`;

export type EmailVerificationRepository = ReturnType<typeof createEmailVerificationRepository>;

/** Table email_verification_links (migration 0024; model: email-verification-link-model.ts). */
export function createEmailVerificationRepository({ sequelize }: { sequelize: Sequelize }) {
  const EmailVerificationLink = defineEmailVerificationLinkModel(sequelize);
  return {
    transact: transactOn(sequelize),

    /** The account's only link from now on (its earlier ones are deleted), inside `transaction`. */
    async replace(
      transaction: Transaction,
      link: { tokenHash: string; userId: string; email: string; createdAt: Date; expiresAt: Date },
    ): Promise<void> {
      await EmailVerificationLink.destroy({ where: { userId: link.userId }, transaction });
      await EmailVerificationLink.create(link, { transaction });
    },

    /** Marks the link used if it still works at `now`; its account and address, or undefined. */
    async use(
      transaction: Transaction,
      tokenHash: string,
      now: Date,
    ): Promise<{ userId: string; email: string } | undefined> {
      const [used] = await sequelize.query<{ userId: string; email: string }>(USE_LINK, {
        bind: [tokenHash, now],
        type: QueryTypes.SELECT,
        transaction,
      });
      return used;
    },

    /** The link as stored (when it was used), or null when there is none. */
    find: (transaction: Transaction, tokenHash: string) =>
      EmailVerificationLink.findByPk(tokenHash, { attributes: ['usedAt'], transaction }),
  };
}
