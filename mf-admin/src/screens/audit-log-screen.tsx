import { useSearchParams } from '@ciao/shell/router';
import { useSession } from '@ciao/shell';
import { isApiError, messageOr } from '@ciao/api-client';
import { auditLogCsvPath, useAuditLogQuery } from '@ciao/api-client/signed-in';
import type { AuditLogFilter } from '@ciao/contracts';
import { AUDIT_ACTIONS } from '@ciao/contracts/web';
import {
  AuditLogView,
  TEXTS,
  type AuditLogScreenFilter,
  type AuditLogState,
} from '../features/audit-log/audit-log-view';

const UTC_DATE = /^\d{4}-\d{2}-\d{2}$/;
const ACCOUNT_ID = /^[0-9a-f-]{36}$/i;
/** The export names customers and admins by e-mail: owners and support only (ADMIN_RIGHTS). */
const EXPORTERS = ['owner', 'support'];

/** The filter in the address; a value the API would refuse is dropped. */
function filterFromSearch(search: URLSearchParams): AuditLogScreenFilter {
  const filter: AuditLogScreenFilter = {};
  for (const key of ['actorId', 'customerId'] as const) {
    const value = search.get(key);
    if (value && ACCOUNT_ID.test(value)) filter[key] = value;
  }
  const action = search.get('action');
  if (action && AUDIT_ACTIONS.some((known) => known === action)) filter.action = action;
  for (const key of ['from', 'to'] as const) {
    const value = search.get(key);
    if (value && UTC_DATE.test(value)) filter[key] = value;
  }
  return filter;
}

/** The day after a UTC date, as the API's exclusive `to`. */
const dayAfter = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString();

/** UTC dates (both included) as the API's times (`from` inclusive, `to` exclusive). */
const apiFilter = ({ action, from, to, ...ids }: AuditLogScreenFilter): AuditLogFilter => ({
  ...ids,
  action: action as AuditLogFilter['action'],
  from: from ? `${from}T00:00:00.000Z` : undefined,
  to: to ? dayAfter(to) : undefined,
});

/** The audit log screen: the filter from the address, 'More entries' by keyset pages, 403 as 'Not authorised'. */
export function AuditLogScreen() {
  const [searchParams, setSearchParams] = useSearchParams();
  const { user } = useSession();
  const filter = filterFromSearch(searchParams);
  const log = useAuditLogQuery(apiFilter(filter));

  let state: AuditLogState;
  if (log.data)
    state = {
      status: 'ready',
      entries: log.data.pages.flatMap(({ entries }) => entries),
      loadingMore: log.isFetchingNextPage,
      onMore: log.hasNextPage ? () => void log.fetchNextPage() : undefined,
    };
  else if (log.isError)
    state = isApiError(log.error, 403)
      ? { status: 'not-authorised' }
      : { status: 'failed', message: messageOr(log.error, TEXTS.failed), onRetry: () => void log.refetch() };
  else state = { status: 'loading' };

  return (
    <AuditLogView
      filter={filter}
      onFilterChange={(next) => setSearchParams(new URLSearchParams(next as Record<string, string>))}
      exportHref={EXPORTERS.includes(user?.role ?? '') ? auditLogCsvPath(apiFilter(filter)) : undefined}
      state={state}
    />
  );
}

export default AuditLogScreen;
