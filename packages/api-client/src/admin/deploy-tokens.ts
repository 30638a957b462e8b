import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DeployTokenCreated, DeployTokenCreateRequest, DeployTokensPage } from '@ciao/contracts';
import { apiJson, queryKeys } from '@ciao/api-client';
import { checkResponse } from '../response-check';

/** GET /api/admin/deploy-tokens: every remote's deploy tokens, never the tokens themselves (owners). */
async function getDeployTokens({ signal }: { signal?: AbortSignal } = {}): Promise<DeployTokensPage> {
  return checkResponse('deployTokensPage', await apiJson('GET', '/api/admin/deploy-tokens', undefined, { signal }));
}

export const useDeployTokensQuery = () =>
  useQuery(queryOptions({ queryKey: queryKeys.deployTokens(), queryFn: ({ signal }) => getDeployTokens({ signal }) }));

/** POST /api/admin/deploy-tokens: the answer holds the token, shown once. */
async function createDeployToken(request: DeployTokenCreateRequest): Promise<DeployTokenCreated> {
  return checkResponse('deployTokenCreated', await apiJson('POST', '/api/admin/deploy-tokens', request));
}

/** POST /api/admin/deploy-tokens/{id}/revoke, with the reason the audit trail keeps. */
async function revokeDeployToken(id: string, reason: string): Promise<void> {
  await apiJson('POST', `/api/admin/deploy-tokens/${encodeURIComponent(id)}/revoke`, { reason });
}

/** Making or revoking a token reads the list again. */
function useTokenMutation<Variables, Result>(mutationFn: (variables: Variables) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.deployTokens() }),
  });
}

export const useCreateDeployTokenMutation = () => useTokenMutation(createDeployToken);
export const useRevokeDeployTokenMutation = () =>
  useTokenMutation(({ id, reason }: { id: string; reason: string }) => revokeDeployToken(id, reason));
