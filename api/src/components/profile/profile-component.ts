import type { Platform } from '../../component';
import { transactOnceOn } from '../../db/transactions';
import type { KnownDevices } from '../auth/known-devices';
import type { SessionRepository } from '../auth/session-repository';
import type { Sessions } from '../auth/sessions';
import type { UserAccounts } from '../users/user-accounts';
import type { UserRepository } from '../users/user-repository';
import { createAccountDeletion } from './account-deletion';
import type { AccountSettlement } from './account-deletion';
import { profileRoutes } from './profile-routes';
import type { RunningEnvironment } from '../../env-values';

/** /api/user/profile: editing one's profile and deleting one's account. */
export function createProfileComponent(
  deps: Pick<Platform<RunningEnvironment>, 'config' | 'database' | 'clock'> & {
    users: UserRepository;
    accounts: UserAccounts;
    sessions: Sessions;
    sessionRepository: SessionRepository;
    knownDevices: KnownDevices;
    storeCredit: AccountSettlement;
  },
) {
  const { config, database, clock, users, accounts, sessions, sessionRepository, knownDevices, storeCredit } = deps;
  const accountDeletion = createAccountDeletion({
    transact: transactOnceOn(database.sequelize),
    users,
    sessions: sessionRepository,
    knownDevices,
    storeCredit,
    clock,
  });
  return { routes: profileRoutes({ config, accounts, accountDeletion, sessions }) };
}
