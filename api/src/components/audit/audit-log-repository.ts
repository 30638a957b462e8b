import { Op } from 'sequelize';
import type { CreationAttributes, InferAttributes, Transaction, WhereOptions } from 'sequelize';
import type { AuditLogFilter } from '@ciao/contracts';
import type { Database } from '../../db/database';
import type { AuditEntryRecord } from './audit-entry-model';

export type { AuditValues } from './audit-entry-model';

/** An entry as the domain reads it: a plain object. */
export type StoredAuditEntry = InferAttributes<AuditEntryRecord>;
export type NewAuditEntry = Omit<CreationAttributes<AuditEntryRecord>, 'id'>;

export type AuditLogRepository = ReturnType<typeof createAuditLogRepository>;

/** audit_log (migration 0020), owned by the audit component: appended to, never changed. */
export function createAuditLogRepository({ models }: Pick<Database, 'models'>) {
  const { AuditEntry } = models;

  /** Only the conditions of the filters given, so each is served by its own index (actor, customer, action: `(x, id DESC)`). */
  function whereOf(filter: AuditLogFilter, beforeId: string | undefined): WhereOptions<AuditEntryRecord> {
    const createdAt = {
      ...(filter.from === undefined ? {} : { [Op.gte]: new Date(filter.from) }),
      ...(filter.to === undefined ? {} : { [Op.lt]: new Date(filter.to) }),
    };
    return {
      ...(filter.actorId === undefined ? {} : { actorUserId: filter.actorId }),
      ...(filter.customerId === undefined ? {} : { customerUserId: filter.customerId }),
      ...(filter.action === undefined ? {} : { action: filter.action }),
      ...(filter.from === undefined && filter.to === undefined ? {} : { createdAt }),
      ...(beforeId === undefined ? {} : { id: { [Op.lt]: beforeId } }),
    };
  }

  return {
    /** Inside the transaction of the action it records. */
    async append(transaction: Transaction, entry: NewAuditEntry): Promise<void> {
      await AuditEntry.create(entry, { transaction, returning: false });
    },

    /** Up to `limit` matching entries older than `beforeId` (from the newest when undefined), newest first. */
    async findBefore(filter: AuditLogFilter, beforeId: string | undefined, limit: number): Promise<StoredAuditEntry[]> {
      const records = await AuditEntry.findAll({ where: whereOf(filter, beforeId), order: [['id', 'DESC']], limit });
      return records.map((record) => record.get({ plain: true }));
    },
  };
}
