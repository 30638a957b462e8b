import type { Transaction } from '../../db/transactions';
import type { VoucherAction, VoucherLogFilter } from '@ciao/contracts';
import type { Clock } from '../../clock';
import { fileStamp, keysetCsvChunks } from '../../csv';
import type { CsvExport } from '../../csv';
import { keysetPage } from '../../db/keyset-page';
import { toDecimalString } from '../../money';
import type { Money } from '../../money';
import type { AuditActor, AuditTrail } from '../audit/audit-log';
import { CSV_HEADER, csvRow } from './voucher-log-csv';
import type { VoucherLogEntry, VoucherLogRepository } from './voucher-log-repository';

/** A store-credit code at one of its transitions, as the log records it. */
export type LoggedCode = {
  id: string;
  code: string;
  userId: string;
  amountUsd: Money;
  amountCiao: Money;
  shopifyDiscountId: string | null;
  orderId: string | null;
};

/** A page of the log, newest first; `nextBeforeId` continues it (null on the last page). */
export type VoucherLogPage = { logs: VoucherLogEntry[]; nextBeforeId: string | null };

export type VoucherLogs = ReturnType<typeof createVoucherLogs>;

/**
 * The voucher log (docs/admin.md): one row per store-credit code transition, appended by store
 * credit inside the transaction that makes it; read by the admin as pages newest first, and as CSV
 * exports that are themselves recorded.
 */
export function createVoucherLogs({
  repository,
  clock,
  auditTrail,
}: {
  repository: VoucherLogRepository;
  clock: Clock;
  auditTrail: AuditTrail;
}) {
  return {
    /**
     * One row per code for `action` at `at`, inside the caller's transaction; a transition already
     * logged is not logged again. `adminId`: the admin who made it (a code cancelled by support).
     */
    append(
      transaction: Transaction,
      codes: LoggedCode[],
      action: VoucherAction,
      at: Date,
      adminId: string | null = null,
    ): Promise<void> {
      return repository.append(
        transaction,
        codes.map((code) => ({
          createdAt: at,
          storeCreditCodeId: code.id,
          voucherCode: code.code,
          userId: code.userId,
          actionType: action,
          amountUsd: toDecimalString(code.amountUsd),
          amountCiao: toDecimalString(code.amountCiao),
          shopifyDiscountId: code.shopifyDiscountId,
          ciaomarketsOrderId: code.orderId,
          adminUserId: adminId,
        })),
      );
    },

    /** Up to `limit` rows matching `filter`, older than `beforeId` (from the newest when undefined). */
    async readPage(
      filter: VoucherLogFilter,
      { limit, beforeId }: { limit: number; beforeId?: string | undefined },
    ): Promise<VoucherLogPage> {
      const { rows, next } = keysetPage(
        await repository.findBefore(filter, beforeId, limit + 1),
        limit,
        (log) => log.id,
      );
      return { logs: rows, nextBeforeId: next };
    },

    /** Records the export (who, when, which filter) and its audit entry before the first byte, then streams it. */
    async startExport(admin: NonNullable<AuditActor>, filter: VoucherLogFilter): Promise<CsvExport> {
      const startedAt = clock.now();
      const exportId = await repository.transact(async (transaction) => {
        await auditTrail.record(transaction, { actor: admin, action: 'voucher-log.exported', after: { filter } });
        return repository.recordExport(transaction, { adminUserId: admin.id, createdAt: startedAt, filter });
      });
      return {
        filename: `voucher-logs-${fileStamp(startedAt)}.csv`,
        chunks: keysetCsvChunks({
          header: CSV_HEADER,
          readBatch: (beforeId, limit) => repository.findBefore(filter, beforeId, limit),
          toCsv: (logs) => logs.map(csvRow).join(''),
          // Only a finished export gets its count: a NULL row_count is an export the client abandoned.
          completed: (rowCount) => repository.completeExport(exportId, rowCount),
        }),
      };
    },
  };
}
