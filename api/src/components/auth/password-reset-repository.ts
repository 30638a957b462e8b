import type { Sequelize } from 'sequelize';
import { singleUseLinks } from '../../db/single-use-link';
import type { Transaction } from '../../db/transactions';
import { definePasswordResetLinkModel } from './password-reset-link-model';
import type { PasswordResetLinkRecord } from './password-reset-link-model';

export type PasswordResetRepository = ReturnType<typeof createPasswordResetRepository>;

/** Table password_reset_links (migration 0026; model: password-reset-link-model.ts): an account's one link. */
export function createPasswordResetRepository({ sequelize }: { sequelize: Sequelize }) {
  const links = singleUseLinks<PasswordResetLinkRecord, { userId: string }>(
    sequelize,
    definePasswordResetLinkModel(sequelize),
    'password_reset_links',
    'user_id AS "userId"',
  );
  return {
    ...links,

    /** The account's link stops working (its password was changed another way). */
    async forgetOf(transaction: Transaction, userId: string): Promise<void> {
      await sequelize.query('DELETE FROM password_reset_links WHERE user_id = $1', { bind: [userId], transaction });
    },

    /** Marks the link used if it still works at `now`; its account, or undefined. */
    async use(transaction: Transaction, tokenHash: string, now: Date): Promise<string | undefined> {
      return (await links.use(transaction, tokenHash, now))?.userId;
    },
  };
}
