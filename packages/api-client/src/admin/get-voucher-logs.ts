import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { VoucherLogPage } from '@ciao/contracts';
import { apiJson, isApiError, queryKeys } from '@ciao/api-client';
import { checkResponse } from '../response-check';
import { voucherLogSearch, type VoucherLogRequest } from './voucher-log-search';

/** What a failed read raises (spec section 7); the ApiError behind it is its `cause`. */
export const VOUCHER_LOGS_FAILED = 'Failed to fetch logs';

/** GET /api/admin/voucher-logs: one page of the voucher log, newest first, filtered. Admins only. */
export async function getVoucherLogs(
  request: VoucherLogRequest,
  { signal }: { signal?: AbortSignal } = {},
): Promise<VoucherLogPage> {
  try {
    return checkResponse(
      'voucherLogPage',
      await apiJson('GET', `/api/admin/voucher-logs${voucherLogSearch(request)}`, undefined, { signal }),
    );
  } catch (error) {
    // A cancelled read is not a failure: let React Query drop it.
    if (signal?.aborted) throw error;
    throw new Error(VOUCHER_LOGS_FAILED, { cause: error });
  }
}

/** True when the read failed because the signed-in user is not an admin (403). */
export function isNotAuthorisedForVoucherLogs(error: unknown): boolean {
  return error instanceof Error && isApiError(error.cause, 403);
}

export const getVoucherLogsQueryOptions = (request: VoucherLogRequest) =>
  queryOptions({
    queryKey: queryKeys.voucherLogs(request),
    queryFn: ({ signal }) => getVoucherLogs(request, { signal }),
  });

/** The previous page stays on screen while the next one loads. */
export const useVoucherLogsQuery = (request: VoucherLogRequest) =>
  useQuery({ ...getVoucherLogsQueryOptions(request), placeholderData: keepPreviousData });
