import { useState } from 'react';
import { useSearchParams } from '@ciao/shell/router';
import {
  isNotAuthorisedForVoucherLogs,
  useVoucherLogsQuery,
  voucherLogSearch,
  voucherLogsCsvPath,
} from '@ciao/api-client/signed-in';
import type { VoucherLogFilter } from '@ciao/contracts';
import { filterFromSearch, searchFromFilter } from '../features/voucher-logs/voucher-log-filter-params';
import { VoucherLogView, type VoucherLogState } from '../features/voucher-logs/voucher-log-view';

/**
 * The voucher log screen: the filter from the address, keyset pages (the cursors walked so far, so
 * 'Previous page' goes back without the API counting rows), and the 403 shown as 'Not authorised'.
 */
export function VoucherLogScreen() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filter = filterFromSearch(searchParams);
  const filterKey = voucherLogSearch(filter);
  // The cursors of the pages walked so far under this filter; a new filter starts again at the newest.
  const [walked, setWalked] = useState<{ filterKey: string; cursors: (string | undefined)[] }>({
    filterKey,
    cursors: [undefined],
  });
  const cursors = walked.filterKey === filterKey ? walked.cursors : [undefined];
  const query = useVoucherLogsQuery({ ...filter, cursor: cursors.at(-1) });

  const applyFilter = (next: VoucherLogFilter) => setSearchParams(searchFromFilter(next));

  let state: VoucherLogState;
  if (query.isError) {
    state = isNotAuthorisedForVoucherLogs(query.error)
      ? { status: 'not-authorised' }
      : { status: 'failed', onRetry: () => void query.refetch() };
  } else if (!query.data) {
    state = { status: 'loading' };
  } else {
    const { nextCursor, logs } = query.data;
    state = {
      status: 'ready',
      logs,
      pageNumber: cursors.length,
      loadingPage: query.isPlaceholderData,
      onNextPage:
        nextCursor && !query.isPlaceholderData
          ? () => setWalked({ filterKey, cursors: [...cursors, nextCursor] })
          : undefined,
      onPreviousPage: cursors.length > 1 ? () => setWalked({ filterKey, cursors: cursors.slice(0, -1) }) : undefined,
    };
  }

  return (
    <VoucherLogView
      filter={filter}
      onFilterChange={applyFilter}
      exportHref={voucherLogsCsvPath(filter)}
      state={state}
    />
  );
}

export default VoucherLogScreen;
