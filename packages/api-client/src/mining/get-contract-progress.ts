import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContractProgress } from '@ciao/contracts';
import { POLL_INTERVALS_MS } from '@ciao/contracts/web';
import { apiJson } from '../api-request';
import { queryKeys } from '../query-keys';
import { checkResponse } from '../response-check';

/** GET /api/contracts/{id}/progress: progress (0-100), currentReward, timeRemaining (ms). */
export async function getContractProgress(contractId: string, { signal }: { signal?: AbortSignal } = {}): Promise<ContractProgress> {
  const path = `/api/contracts/${encodeURIComponent(contractId)}/progress`;
  return checkResponse('contractProgress', await apiJson('GET', path, undefined, { signal }));
}

/** Polled every 1 s (spec section 7). */
export const getContractProgressQueryOptions = (contractId: string) =>
  queryOptions({
    queryKey: queryKeys.contractProgress(contractId),
    queryFn: ({ signal }) => getContractProgress(contractId, { signal }),
    refetchInterval: POLL_INTERVALS_MS.progress,
  });

/** Runs only while there is a contract to follow. */
export const useContractProgressQuery = (contractId: string | undefined) =>
  useQuery({ ...getContractProgressQueryOptions(contractId ?? ''), enabled: contractId !== undefined });
