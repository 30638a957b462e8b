import type { VoucherLogFilter } from '@ciao/contracts';
import { voucherLogSearch } from './voucher-log-search';

/**
 * GET /api/admin/voucher-logs.csv: every row matching the filter, as a CSV file the API streams.
 * Used as a download link, not fetched: the browser writes the stream to disk as it arrives, so an
 * export of any size never sits in the page's memory. Same-origin path, like every other call.
 */
export function voucherLogsCsvPath(filter: VoucherLogFilter): string {
  const { voucherCode, userEmail, actionType } = filter;
  return `/api/admin/voucher-logs.csv${voucherLogSearch({ voucherCode, userEmail, actionType })}`;
}
