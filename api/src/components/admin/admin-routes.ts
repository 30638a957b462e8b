import { Router } from 'express';
import type { Request, Response } from 'express';
import { voucherLogFilterSchema, voucherLogPageSchema, voucherLogQuerySchema } from '@ciao/contracts';
import type { VoucherLog, VoucherLogPage } from '@ciao/contracts';
import { describeRoutes } from '../../http/api-description';
import { sendCsvDownload } from '../../http/csv-download';
import { idCursor } from '../../http/keyset-cursor';
import { parseInput } from '../../validation';
import type { VoucherLogEntry } from '../voucher-logs/voucher-log-repository';
import type { VoucherLogs } from '../voucher-logs/voucher-logs';
import { ADMIN_PATH, requireRight, signedInAdmin } from '../../http/admin-access';

const toVoucherLogResponse = (log: VoucherLogEntry): VoucherLog => ({
  id: log.id,
  createdAt: log.createdAt.toISOString(),
  voucherCode: log.voucherCode,
  userEmail: log.userEmail,
  actionType: log.actionType,
  amountUsd: log.amountUsd,
  amountCiao: log.amountCiao,
  shopifyDiscountId: log.shopifyDiscountId,
  ciaomarketsOrderId: log.ciaomarketsOrderId,
});

export const adminApi = describeRoutes(ADMIN_PATH, 'Admin', {
  'GET /voucher-logs': {
    summary: 'The voucher log, newest first',
    description:
      'Filters: part of the code or of the e-mail (any case; `%` and `_` are literal), action; an empty filter is no filter.',
    access: 'admin',
    query: voucherLogQuerySchema,
    answers: {
      200: {
        description: 'One page; pass `nextCursor` back as `cursor` (null on the last page)',
        schema: voucherLogPageSchema,
      },
    },
  },
  'GET /voucher-logs.csv': {
    summary: 'The voucher log as a CSV file',
    description: 'Every row matching the filters, streamed; each export is recorded (docs/admin.md).',
    access: 'admin',
    query: voucherLogFilterSchema,
    answers: { 200: { description: 'The file (`Content-Disposition: attachment`)', mediaType: 'text/csv' } },
  },
});

/** The voucher log's routes (docs/admin.md); app.ts mounts requireAdmin in front of every /api/admin path. */
export function adminRoutes({ voucherLogs }: { voucherLogs: VoucherLogs }): Router {
  async function readVoucherLogPage(req: Request, res: Response) {
    const { limit, cursor, ...filter } = parseInput(voucherLogQuerySchema, req.query);
    const page = await voucherLogs.readPage(filter, {
      limit,
      beforeId: cursor === undefined ? undefined : idCursor.decode(cursor),
    });
    res.json({
      logs: page.logs.map(toVoucherLogResponse),
      nextCursor: page.nextBeforeId === null ? null : idCursor.encode(page.nextBeforeId),
    } satisfies VoucherLogPage);
  }

  /** The same filters as a CSV file of every matching row, streamed (docs/admin.md). */
  async function exportVoucherLogCsv(req: Request, res: Response) {
    const { id, role } = signedInAdmin(req);
    const filter = parseInput(voucherLogFilterSchema, req.query);
    await sendCsvDownload(res, await voucherLogs.startExport({ id, role }, filter));
  }

  const router = Router();
  router.get('/voucher-logs', requireRight, readVoucherLogPage);
  router.get('/voucher-logs.csv', requireRight, exportVoucherLogCsv);
  return router;
}
