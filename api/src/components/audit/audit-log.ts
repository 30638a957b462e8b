import type { Transaction } from '../../db/transactions';
import type { AdminRole, AuditAction, AuditLogFilter } from '@ciao/contracts';
import type { Clock } from '../../clock';
import { csvLine, fileStamp, keysetCsvChunks } from '../../csv';
import type { CsvExport } from '../../csv';
import { keysetPage } from '../../db/keyset-page';
import type { Transact } from '../../db/transactions';
import type { AuditLogRepository, AuditValues, StoredAuditEntry } from './audit-log-repository';

/** Who acted: an admin and the role they had, or null for the command line. */
export type AuditActor = { id: string; role: AdminRole } | null;

/** What an action records: which customer or code, the values before and after, the reason typed. */
type AuditRecord = {
  actor: AuditActor;
  action: AuditAction;
  customerId?: string | null;
  code?: string | null;
  before?: AuditValues | null;
  after?: AuditValues | null;
  reason?: string | null;
};

/** What an acting component asks of the audit component: one entry, inside the action's own transaction. */
export type AuditTrail = { record(transaction: Transaction, entry: AuditRecord): Promise<void> };

/** What the audit log asks of the users component to show who is who: the current e-mail of live accounts. */
export type AccountEmails = { emailsOf(ids: string[]): Promise<Map<string, string>> };

/** An entry with the accounts' current e-mails (null once erased). */
export type AuditLogEntry = StoredAuditEntry & { actorEmail: string | null; customerEmail: string | null };

const AUDIT_CSV_HEADER = [
  'Date',
  'Actor e-mail',
  'Actor role',
  'Action',
  'Customer e-mail',
  'Customer id',
  'Code',
  'Before',
  'After',
  'Reason',
] as const;

const json = (values: AuditValues | null) => (values === null ? null : JSON.stringify(values));

const csvRow = (entry: AuditLogEntry): string =>
  csvLine([
    entry.createdAt.toISOString(),
    entry.actorEmail ?? (entry.actorUserId === null ? 'command line' : null),
    entry.actorRole,
    entry.action,
    entry.customerEmail,
    entry.customerUserId,
    entry.code,
    json(entry.before),
    json(entry.after),
    entry.reason,
  ]);

/** The writing side, built before the components that act (docs/admin.md, "The audit trail"). */
export function createAuditTrail({ repository, clock }: { repository: AuditLogRepository; clock: Clock }): AuditTrail {
  return {
    record: (transaction, entry) =>
      repository.append(transaction, {
        createdAt: clock.now(),
        actorUserId: entry.actor?.id ?? null,
        actorRole: entry.actor?.role ?? null,
        action: entry.action,
        customerUserId: entry.customerId ?? null,
        code: entry.code ?? null,
        before: entry.before ?? null,
        after: entry.after ?? null,
        reason: entry.reason ?? null,
      }),
  };
}

export type AuditLog = ReturnType<typeof createAuditLog>;

/** The reading side: pages newest first and CSV exports (themselves recorded), with the accounts' e-mails. */
export function createAuditLog(deps: {
  repository: AuditLogRepository;
  auditTrail: AuditTrail;
  accountEmails: AccountEmails;
  transact: Transact;
  clock: Clock;
}) {
  const { repository, auditTrail, accountEmails, transact, clock } = deps;

  async function withEmails(entries: StoredAuditEntry[]): Promise<AuditLogEntry[]> {
    const ids = new Set(
      entries.flatMap((entry) => [entry.actorUserId, entry.customerUserId].filter((id) => id !== null)),
    );
    const emails = await accountEmails.emailsOf([...ids]);
    const emailOf = (id: string | null) => (id === null ? null : (emails.get(id) ?? null));
    return entries.map((entry) => ({
      ...entry,
      actorEmail: emailOf(entry.actorUserId),
      customerEmail: emailOf(entry.customerUserId),
    }));
  }

  return {
    /** Up to `limit` entries matching `filter`, older than `beforeId` (from the newest when undefined). */
    async readPage(filter: AuditLogFilter, { limit, beforeId }: { limit: number; beforeId?: string | undefined }) {
      const { rows, next } = keysetPage(
        await repository.findBefore(filter, beforeId, limit + 1),
        limit,
        (entry) => entry.id,
      );
      return { entries: await withEmails(rows), nextBeforeId: next };
    },

    /** Records the export (who, which filter) before the first byte, then streams every matching entry. */
    async startExport(actor: NonNullable<AuditActor>, filter: AuditLogFilter): Promise<CsvExport> {
      const startedAt = clock.now();
      await transact((transaction) =>
        auditTrail.record(transaction, { actor, action: 'audit-log.exported', after: { filter } }),
      );
      return {
        filename: `audit-log-${fileStamp(startedAt)}.csv`,
        chunks: keysetCsvChunks({
          header: AUDIT_CSV_HEADER,
          readBatch: (beforeId, limit) => repository.findBefore(filter, beforeId, limit),
          toCsv: async (entries) => (await withEmails(entries)).map(csvRow).join(''),
        }),
      };
    },
  };
}
