import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReleaseChange, ReleasesPage } from '@ciao/contracts';
import { apiJson, isApiError, queryKeys } from '@ciao/api-client';
import { checkResponse } from '../response-check';

/** What a failed read of the registry raises; the ApiError behind it is its `cause`. */
export const RELEASES_FAILED = 'Failed to load the releases';

/** GET /api/admin/releases: every remote's live release, canary, releases and history (owners). */
async function getReleases({ signal }: { signal?: AbortSignal } = {}): Promise<ReleasesPage> {
  try {
    return checkResponse('releasesPage', await apiJson('GET', '/api/admin/releases', undefined, { signal }));
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new Error(RELEASES_FAILED, { cause: error });
  }
}

/** True when the read failed because the signed-in user is not an owner (403). */
export const isNotAuthorisedForReleases = (error: unknown): boolean =>
  error instanceof Error && isApiError(error.cause, 403);

export const useReleasesQuery = () =>
  useQuery(queryOptions({ queryKey: queryKeys.releases(), queryFn: ({ signal }) => getReleases({ signal }) }));

export type ReleaseAction = 'promote' | 'rollback';

/** POST /api/admin/releases/{remote}/promote or /rollback, with the reason the audit trail keeps. */
export async function changeRelease(remote: string, action: ReleaseAction, reason: string): Promise<ReleaseChange> {
  return checkResponse(
    'releaseChange',
    await apiJson('POST', `/api/admin/releases/${encodeURIComponent(remote)}/${action}`, { reason }),
  );
}

/** A promotion or rollback reads the registry again. */
export function useChangeReleaseMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ remote, action, reason }: { remote: string; action: ReleaseAction; reason: string }) =>
      changeRelease(remote, action, reason),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.releases() }),
  });
}

/** What an owner makes live: a published version, for everyone or (with `percent`) as a canary. */
export type LiveRelease = { version: string; percent?: number | undefined };

/** POST /api/admin/releases/{remote}/activate, or /canary with a percentage, with the reason. */
async function setLiveRelease(remote: string, { version, percent }: LiveRelease, reason: string) {
  const path = `/api/admin/releases/${encodeURIComponent(remote)}`;
  return checkResponse(
    'releaseChange',
    percent === undefined
      ? await apiJson('POST', `${path}/activate`, { version, reason })
      : await apiJson('POST', `${path}/canary`, { version, percent, reason }),
  );
}

/** An activation or a canary reads the registry again. */
export function useSetLiveReleaseMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ remote, live, reason }: { remote: string; live: LiveRelease; reason: string }) =>
      setLiveRelease(remote, live, reason),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.releases() }),
  });
}
