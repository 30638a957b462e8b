import type { Transact, Transaction } from '../../db/transactions';
import type { Clock } from '../../clock';
import { AppError, notAuthenticated } from '../../errors';
import { LAST_OWNER_MESSAGE, isLastActiveOwner } from '../../http/admin-rights';
import type { KnownDevices } from '../auth/known-devices';
import type { SessionRepository } from '../auth/session-repository';
import type { UserRepository } from '../users/user-repository';

export type AccountDeletion = ReturnType<typeof createAccountDeletion>;

/** What the store-credit component settles when an account goes (store-credit.ts). */
export type AccountSettlement = { settleDeletedAccount(transaction: Transaction, userId: string): Promise<void> };

/**
 * Deleting one's account (docs/accounts.md): in one transaction the personal data is erased
 * (the row stays, pseudonymous, with deleted_at), store credit and rewards are settled, and
 * every session ends, and the devices it signed in from are forgotten.
 */
export function createAccountDeletion(deps: {
  transact: Transact;
  users: UserRepository;
  sessions: SessionRepository;
  knownDevices: Pick<KnownDevices, 'forgetAll'>;
  storeCredit: AccountSettlement;
  clock: Clock;
}) {
  const { transact, users, sessions, knownDevices, storeCredit, clock } = deps;
  return {
    async deleteAccount(userId: string): Promise<void> {
      await transact(async (transaction) => {
        if (isLastActiveOwner(await users.lockOwners(transaction), userId)) throw new AppError(409, LAST_OWNER_MESSAGE);
        // Erasing first locks the row: a second deletion at the same time waits, then finds nothing.
        if (!(await users.erase(userId, clock.now(), transaction))) throw notAuthenticated();
        // Active codes cancelled (their Shopify discounts to the deactivation outbox), pending rewards forfeited.
        await storeCredit.settleDeletedAccount(transaction, userId);
        await sessions.deleteAllOfUser(userId, transaction);
        await knownDevices.forgetAll(userId, transaction);
      });
    },
  };
}
