import type { Platform } from '../../component';
import { transactOn } from '../../db/transactions';
import { createAuditLog, createAuditTrail } from './audit-log';
import type { AccountEmails } from './audit-log';
import { createAuditLogRepository } from './audit-log-repository';
import { auditLogRoutes } from './audit-log-routes';

/**
 * The audit trail (docs/admin.md): its writing side first, for the components that act; its
 * reading side (log and routes) once the users component, which names the accounts, is built.
 */
export function createAuditComponent({ database, clock }: Pick<Platform, 'database' | 'clock'>) {
  const repository = createAuditLogRepository(database);
  const auditTrail = createAuditTrail({ repository, clock });
  return {
    auditTrail,
    reading(accountEmails: AccountEmails) {
      const auditLog = createAuditLog({
        repository,
        auditTrail,
        accountEmails,
        transact: transactOn(database.sequelize),
        clock,
      });
      return { auditLog, routes: auditLogRoutes({ auditLog }) };
    },
  };
}
