import type { Transaction } from 'sequelize';
import type { VoucherAction, VoucherLogFilter } from '@ciao/contracts';
import type { Clock } from '../../clock';
import { keysetPage } from '../../db/keyset-page';
import { toDecimalString } from '../../money';
import type { Money } from '../../money';
import { CSV_HEADER, csvLine, csvRow } from './voucher-log-csv';
import type { VoucherLogEntry, VoucherLogRepository } from './voucher-log-repository';

/** Rows per read while exporting: memory stays bounded by one batch whatever the export's size. */
export const EXPORT_BATCH_SIZE = 1_000;

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

/** A CSV export under way: its file name and its text, produced one batch at a time as it is read. */
export type VoucherLogExport = { filename: string; chunks: AsyncIterable<string> };

export type VoucherLogs = ReturnType<typeof createVoucherLogs>;

/**
 * The voucher log (docs/admin.md): one row per store-credit code transition, appended by store
 * credit inside the transaction that makes it; read by the admin as pages newest first, and as CSV
 * exports that are themselves recorded.
 */
export function createVoucherLogs({ repository, clock }: { repository: VoucherLogRepository; clock: Clock }) {
  /**
   * Keyset batches from the newest row down: each is one indexed read, rows logged after the
   * export started are never included, and nothing is held between batches but the last id.
   */
  async function* exportChunks(exportId: string, filter: VoucherLogFilter): AsyncGenerator<string> {
    yield csvLine(CSV_HEADER);
    let rowCount = 0;
    let beforeId: string | undefined;
    for (;;) {
      const batch = await repository.findBefore(filter, beforeId, EXPORT_BATCH_SIZE);
      if (batch.length > 0) yield batch.map(csvRow).join('');
      rowCount += batch.length;
      const last = batch.at(-1);
      if (!last || batch.length < EXPORT_BATCH_SIZE) break;
      beforeId = last.id;
    }
    // Only a finished export gets its count: a NULL row_count is an export the client abandoned.
    await repository.completeExport(exportId, rowCount);
  }

  return {
    /** One row per code for `action` at `at`, inside the caller's transaction; a transition already logged is not logged again. */
    append(transaction: Transaction, codes: LoggedCode[], action: VoucherAction, at: Date): Promise<void> {
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
        })),
      );
    },

    /** Up to `limit` rows matching `filter`, older than `beforeId` (from the newest when undefined). */
    async readPage(filter: VoucherLogFilter, { limit, beforeId }: { limit: number; beforeId?: string | undefined }): Promise<VoucherLogPage> {
      const { rows, next } = keysetPage(await repository.findBefore(filter, beforeId, limit + 1), limit, (log) => log.id);
      return { logs: rows, nextBeforeId: next };
    },

    /** Records the export (who, when, which filter) before the first byte, then streams it. */
    async startExport(adminUserId: string, filter: VoucherLogFilter): Promise<VoucherLogExport> {
      const startedAt = clock.now();
      const exportId = await repository.recordExport({ adminUserId, createdAt: startedAt, filter });
      return { filename: `voucher-logs-${fileStamp(startedAt)}.csv`, chunks: exportChunks(exportId, filter) };
    },
  };
}

/** 2026-01-15T12:00:00.000Z -> 20260115-120000 (UTC). */
const fileStamp = (date: Date) => date.toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-');
