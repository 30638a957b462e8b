import type { z } from 'zod';
import type { VoucherLogFilter, VoucherLogPage, voucherLogQuerySchema } from '@ciao/contracts';
import type { Clock } from '../../clock';
import { CSV_HEADER, csvLine, csvRow } from './voucher-log-csv';
import { decodeCursor, encodeCursor } from './voucher-log-cursor';
import type { VoucherLogRepository } from './voucher-log-repository';

/** Rows per read while exporting: memory stays bounded by one batch whatever the export's size. */
export const EXPORT_BATCH_SIZE = 1_000;

export type VoucherLogPageQuery = z.output<typeof voucherLogQuerySchema>;

/** A CSV export under way: its file name and its text, produced one batch at a time as it is read. */
export type VoucherLogExport = { filename: string; chunks: AsyncIterable<string> };

export type VoucherLogs = ReturnType<typeof createVoucherLogs>;

/** The admin voucher log: pages newest first, and CSV exports that are themselves recorded. */
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
    async readPage(query: VoucherLogPageQuery): Promise<VoucherLogPage> {
      const { limit, cursor, ...filter } = query;
      const beforeId = cursor === undefined ? undefined : decodeCursor(cursor);
      const rows = await repository.findBefore(filter, beforeId, limit + 1);
      const logs = rows.slice(0, limit);
      const last = logs.at(-1);
      return { logs, nextCursor: rows.length > limit && last ? encodeCursor(last.id) : null };
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
