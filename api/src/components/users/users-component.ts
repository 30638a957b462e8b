import type { Platform } from '../../component';
import type { AuditTrail } from '../audit/audit-log';
import { createUserAccounts } from './user-accounts';
import type { UserAccountsDeps } from './user-accounts';
import { createUserRepository } from './user-repository';

/** The accounts: no routes of its own (auth and profile serve them). */
export function createUsersComponent({
  database,
  auditTrail,
  suspicions,
}: Pick<Platform, 'database'> & { auditTrail: AuditTrail; suspicions?: UserAccountsDeps['suspicions'] }) {
  const users = createUserRepository(database);
  return { users, accounts: createUserAccounts({ users, auditTrail, suspicions }) };
}
