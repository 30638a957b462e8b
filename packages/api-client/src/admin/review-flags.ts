import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Flag, FlagAction, FlagPage } from '@ciao/contracts';
import { apiJson, isApiError, queryKeys } from '@ciao/api-client';
import { checkResponse } from '../response-check';

/** What a failed read of the queue raises; the ApiError behind it is its `cause`. */
export const FLAGS_FAILED = 'Failed to load the flags';

/** GET /api/admin/flags?status=open: the open flags, newest first (docs/admin.md, "Flags"), and their count. */
export async function getOpenFlags({ signal }: { signal?: AbortSignal } = {}): Promise<FlagPage> {
  try {
    return checkResponse('flagPage', await apiJson('GET', '/api/admin/flags?status=open', undefined, { signal }));
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new Error(FLAGS_FAILED, { cause: error });
  }
}

/** True when the read failed because the signed-in user has no admin role (403). */
export const isNotAuthorisedForFlags = (error: unknown): boolean =>
  error instanceof Error && isApiError(error.cause, 403);

export const useOpenFlagsQuery = () =>
  useQuery(queryOptions({ queryKey: queryKeys.openFlags(), queryFn: ({ signal }) => getOpenFlags({ signal }) }));

/** POST /api/admin/flags/{id}/resolve: dismiss, claw back or suspend (support and owners). */
export async function resolveFlag(id: string, action: FlagAction, reason: string): Promise<Flag> {
  return checkResponse(
    'flag',
    await apiJson('POST', `/api/admin/flags/${encodeURIComponent(id)}/resolve`, { action, reason }),
  );
}

/** Resolving a flag reads the queue again (it leaves the open list; the count falls) and the overview (a clawback changes what is owed). */
export function useResolveFlagMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action, reason }: { id: string; action: FlagAction; reason: string }) =>
      resolveFlag(id, action, reason),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.flags() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.overviews() }),
      ]),
  });
}
