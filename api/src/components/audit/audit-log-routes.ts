import { Router } from 'express';
import type { Request, Response } from 'express';
import { auditLogFilterSchema, auditLogPageSchema, auditLogQuerySchema } from '@ciao/contracts';
import type { AuditEntry, AuditLogPage } from '@ciao/contracts';
import { describeRoutes } from '../../http/api-description';
import { sendCsvDownload } from '../../http/csv-download';
import { idCursor } from '../../http/keyset-cursor';
import { parseInput } from '../../validation';
import { ADMIN_PATH, requireRight, signedInAdmin } from '../../http/admin-access';
import type { AuditLog, AuditLogEntry } from './audit-log';

export const toAuditEntryResponse = (entry: AuditLogEntry): AuditEntry => ({
  id: entry.id,
  createdAt: entry.createdAt.toISOString(),
  actorId: entry.actorUserId,
  actorEmail: entry.actorEmail,
  actorRole: entry.actorRole,
  action: entry.action,
  customerId: entry.customerUserId,
  customerEmail: entry.customerEmail,
  code: entry.code,
  before: entry.before,
  after: entry.after,
  reason: entry.reason,
});

export const auditLogApi = describeRoutes(ADMIN_PATH, 'Admin', {
  'GET /audit-log': {
    summary: 'The audit trail, newest first',
    description:
      'Every admin action, export and role change (docs/admin.md). Filters: actor, customer, action, `from` (inclusive) and `to` (exclusive); an empty filter is no filter.',
    access: 'admin',
    query: auditLogQuerySchema,
    answers: {
      200: {
        description: 'One page; pass `nextCursor` back as `cursor` (null on the last page)',
        schema: auditLogPageSchema,
      },
    },
  },
  'GET /audit-log.csv': {
    summary: 'The audit trail as a CSV file',
    description: 'Every entry matching the filters, streamed; the export is itself recorded.',
    access: 'admin',
    query: auditLogFilterSchema,
    answers: { 200: { description: 'The file (`Content-Disposition: attachment`)', mediaType: 'text/csv' } },
  },
});

/** The audit log's routes; app.ts mounts requireAdmin in front of every /api/admin path. */
export function auditLogRoutes({ auditLog }: { auditLog: AuditLog }): Router {
  async function readAuditLogPage(req: Request, res: Response) {
    const { limit, cursor, ...filter } = parseInput(auditLogQuerySchema, req.query);
    const page = await auditLog.readPage(filter, {
      limit,
      beforeId: cursor === undefined ? undefined : idCursor.decode(cursor),
    });
    res.json({
      entries: page.entries.map(toAuditEntryResponse),
      nextCursor: page.nextBeforeId === null ? null : idCursor.encode(page.nextBeforeId),
    } satisfies AuditLogPage);
  }

  async function exportAuditLogCsv(req: Request, res: Response) {
    const { id, role } = signedInAdmin(req);
    const filter = parseInput(auditLogFilterSchema, req.query);
    await sendCsvDownload(res, await auditLog.startExport({ id, role }, filter));
  }

  const router = Router();
  router.get('/audit-log', requireRight, readAuditLogPage);
  router.get('/audit-log.csv', requireRight, exportAuditLogCsv);
  return router;
}
