import type { Sequelize, Transaction } from 'sequelize';
import type { Clock } from '../../clock';
import { notAuthenticated } from '../../errors';
import type { SessionRepository } from '../auth/session-repository';
import type { UserRepository } from '../users/user-repository';

export type AccountDeletion = ReturnType<typeof createAccountDeletion>;

/**
 * Deleting one's account (docs/accounts.md): in one transaction the personal data is erased
 * (the row stays, pseudonymous, with deleted_at), store credit and rewards are settled, and
 * every session ends.
 */
export function createAccountDeletion(deps: { sequelize: Sequelize; users: UserRepository; sessions: SessionRepository; clock: Clock }) {
  const { sequelize, users, sessions, clock } = deps;
  return {
    async deleteAccount(userId: string): Promise<void> {
      await sequelize.transaction(async (transaction) => {
        // Erasing first locks the row: a second deletion at the same time waits, then finds nothing.
        if (!(await users.erase(userId, clock.now(), transaction))) throw notAuthenticated();
        await settleStoreCreditAndRewards(userId, transaction);
        await sessions.deleteAllOfUser(userId, transaction);
      });
    },
  };
}

/**
 * Seam for the store-credit and rewards issues (product-decisions, "Delete account"): inside this
 * transaction, cancel the user's active store-credit codes (voucher log 'cancelled') and forfeit
 * their pending rewards. Nothing to settle until those components exist.
 */
async function settleStoreCreditAndRewards(_userId: string, _transaction: Transaction): Promise<void> {}
