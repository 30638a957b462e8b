import { useInfiniteQuery } from '@tanstack/react-query';
import type { AuditLogFilter, AuditLogPage } from '@ciao/contracts';
import { apiJson, queryKeys } from '@ciao/api-client';
import { checkResponse } from '../response-check';

/** `?actorId=...&...` with only the fields that are set ('' when none). */
function auditLogSearch(request: AuditLogFilter & { cursor?: string }): string {
  const params = new URLSearchParams();
  for (const key of ['actorId', 'customerId', 'action', 'from', 'to', 'cursor'] as const) {
    const value = request[key];
    if (value !== undefined && value !== '') params.set(key, value);
  }
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** GET /api/admin/audit-log: one page of the audit trail, newest first, filtered. Admins only. */
export async function getAuditLog(
  request: AuditLogFilter & { cursor?: string },
  { signal }: { signal?: AbortSignal } = {},
): Promise<AuditLogPage> {
  return checkResponse(
    'auditLogPage',
    await apiJson('GET', `/api/admin/audit-log${auditLogSearch(request)}`, undefined, { signal }),
  );
}

/** GET /api/admin/audit-log.csv: every entry of the filter, a download link (same origin), not a fetch. */
export const auditLogCsvPath = (filter: AuditLogFilter): string => `/api/admin/audit-log.csv${auditLogSearch(filter)}`;

/** Page after page ('More entries'), newest first. */
export const useAuditLogQuery = (filter: AuditLogFilter) =>
  useInfiniteQuery({
    queryKey: queryKeys.auditLog(filter),
    queryFn: ({ pageParam, signal }) => getAuditLog({ ...filter, cursor: pageParam }, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });
