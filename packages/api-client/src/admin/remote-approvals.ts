import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReleaseChange, RemoteApprovalsPage } from '@ciao/contracts';
import { apiJson, isApiError, queryKeys } from '@ciao/api-client';
import { checkResponse } from '../response-check';

/** GET /api/admin/remote-approvals: the new remotes, what they declare and the owner's decisions (owners). */
async function getRemoteApprovals({ signal }: { signal?: AbortSignal } = {}): Promise<RemoteApprovalsPage> {
  try {
    return checkResponse(
      'remoteApprovalsPage',
      await apiJson('GET', '/api/admin/remote-approvals', undefined, { signal }),
    );
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new Error('Failed to load the new remotes', { cause: error });
  }
}

/** True when the read failed because the signed-in user is not an owner (403). */
export const isNotAuthorisedForApprovals = (error: unknown): boolean =>
  error instanceof Error && isApiError(error.cause, 403);

export const useRemoteApprovalsQuery = () =>
  useQuery(
    queryOptions({ queryKey: queryKeys.remoteApprovals(), queryFn: ({ signal }) => getRemoteApprovals({ signal }) }),
  );

export type RemoteDecision = 'approve' | 'refuse' | 'withdraw';

/** POST /api/admin/remote-approvals/{remote}/approve, /refuse or /withdraw, with the reason the audit trail keeps. */
export async function decideOnRemote(remote: string, decision: RemoteDecision, reason: string): Promise<ReleaseChange> {
  return checkResponse(
    'releaseChange',
    await apiJson('POST', `/api/admin/remote-approvals/${encodeURIComponent(remote)}/${decision}`, { reason }),
  );
}

/** A decision reads the new remotes and the registry again. */
export function useDecideOnRemoteMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ remote, decision, reason }: { remote: string; decision: RemoteDecision; reason: string }) =>
      decideOnRemote(remote, decision, reason),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.remoteApprovals() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.releases() }),
      ]),
  });
}
