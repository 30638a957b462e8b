import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Overview, OverviewQuery } from '@ciao/contracts';
import { apiJson, isApiError, queryKeys } from '@ciao/api-client';
import { checkResponse } from '../response-check';

/** What a failed read raises; the ApiError behind it is its `cause`. */
export const OVERVIEW_FAILED = 'Failed to load the overview';

/** `?from=...&to=...` with the ends that are set ('' when none: the API's last 30 days). */
const periodSearch = ({ from, to }: OverviewQuery): string => {
  const params = new URLSearchParams();
  if (from) params.set('from', from);
  if (to) params.set('to', to);
  const search = params.toString();
  return search ? `?${search}` : '';
};

/** GET /api/admin/overview: what the programme owes, its days and rates. Admins only. */
export async function getOverview(period: OverviewQuery, { signal }: { signal?: AbortSignal } = {}): Promise<Overview> {
  try {
    return checkResponse(
      'overview',
      await apiJson('GET', `/api/admin/overview${periodSearch(period)}`, undefined, { signal }),
    );
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new Error(OVERVIEW_FAILED, { cause: error });
  }
}

/** The CSV of the period's days: a download link (same origin), not a fetch. */
export const overviewCsvPath = (period: OverviewQuery): string => `/api/admin/overview.csv${periodSearch(period)}`;

/** True when the read failed because the signed-in user has no admin role (403). */
export const isNotAuthorisedForOverview = (error: unknown): boolean =>
  error instanceof Error && isApiError(error.cause, 403);

export const useOverviewQuery = (period: OverviewQuery) =>
  useQuery(
    queryOptions({ queryKey: queryKeys.overview(period), queryFn: ({ signal }) => getOverview(period, { signal }) }),
  );
