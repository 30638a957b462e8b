import type { Platform } from '../../component';
import { createUserAccounts } from './user-accounts';
import { createUserRepository } from './user-repository';

/** The accounts: no routes of its own (auth and profile serve them). */
export function createUsersComponent({ database }: Pick<Platform, 'database'>) {
  const users = createUserRepository(database);
  return { users, accounts: createUserAccounts({ users }) };
}
