import { queryOptions } from '@tanstack/react-query';
import type { ContractProgress } from '@ciao/contracts';
import { contractProgressPath, POLL_INTERVALS_MS } from '@ciao/contracts/web';
import { apiJson, firstAnswer, queryKeys } from '@ciao/api-client';
import { pollMeta, usePolledQuery } from '../polling/polled-query';
import { checkResponse } from '../response-check';

/** GET /api/contracts/{id}/progress: progress (0-100), currentReward, timeRemaining (ms). */
export async function getContractProgress(
  contractId: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<ContractProgress> {
  return checkResponse(
    'contractProgress',
    await apiJson('GET', contractProgressPath(contractId), undefined, { signal }),
  );
}

/** Polled every 1 s (spec section 7), while the progress cannot be computed in the page (a contract without `endsAt`: not from the live stream). */
export const getContractProgressQueryOptions = (contractId: string) => {
  const path = contractProgressPath(contractId);
  return queryOptions({
    queryKey: queryKeys.contractProgress(contractId),
    queryFn: ({ signal }) => getContractProgress(contractId, { signal }),
    initialData: () => firstAnswer('contractProgress', path),
    meta: pollMeta({ path, every: POLL_INTERVALS_MS.progress, schema: 'contractProgress' }),
  });
};

/** Runs only while there is a contract to follow. */
export const useContractProgressQuery = (contractId: string | undefined) =>
  usePolledQuery({ ...getContractProgressQueryOptions(contractId ?? ''), enabled: contractId !== undefined });
