import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GeolocationResponse } from '@ciao/contracts';
import { GEOLOCATION_FALLBACK } from '@ciao/contracts/web';
import { apiJson } from '../api-request';
import { queryKeys } from '../query-keys';
import { checkResponse } from '../response-check';

/**
 * GET /api/geolocation/detect: the caller's country and its minimum age. Any failure gives the
 * spec's fallback (United States, 18, message 'Failed to detect location'): the age form must work
 * without it, and the server checks the age again anyway.
 */
export async function detectLocation({ signal }: { signal?: AbortSignal } = {}): Promise<GeolocationResponse> {
  try {
    return checkResponse('detectedLocation', await apiJson('GET', '/api/geolocation/detect', undefined, { signal }));
  } catch (error) {
    // A cancelled read is not a failure: let React Query drop it.
    if (signal?.aborted) throw error;
    return { ...GEOLOCATION_FALLBACK };
  }
}

export const getDetectLocationQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.detectedLocation(),
    queryFn: ({ signal }) => detectLocation({ signal }),
  });

export const useDetectLocationQuery = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...getDetectLocationQueryOptions(), enabled });
