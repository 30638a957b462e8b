import { queryOptions, useQuery } from '@tanstack/react-query';
import { geolocationResponseSchema, type GeolocationResponse } from '@ciao/contracts';
import { GEOLOCATION_FALLBACK } from '@ciao/contracts/web';
import { apiJson } from '../api-request';

/**
 * GET /api/geolocation/detect: the caller's country and its minimum age. Any failure gives the
 * spec's fallback (United States, 18, message 'Failed to detect location'): the age form must work
 * without it, and the server checks the age again anyway.
 */
export async function detectLocation({ signal }: { signal?: AbortSignal } = {}): Promise<GeolocationResponse> {
  try {
    const location = await apiJson<GeolocationResponse>('GET', '/api/geolocation/detect', undefined, { signal });
    if (process.env.NODE_ENV !== 'production') geolocationResponseSchema.parse(location);
    return location;
  } catch (error) {
    // A cancelled read is not a failure: let React Query drop it.
    if (signal?.aborted) throw error;
    return { ...GEOLOCATION_FALLBACK };
  }
}

export const getDetectLocationQueryOptions = () =>
  queryOptions({
    queryKey: ['geolocation', 'detect'] as const,
    queryFn: ({ signal }) => detectLocation({ signal }),
  });

export const useDetectLocationQuery = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...getDetectLocationQueryOptions(), enabled });
