import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { GEOLOCATION_FALLBACK } from '@ciao/contracts/web';
import { useTestApi } from '../testing';
import { detectLocation, useDetectLocationQuery } from './detect-location';

const france = {
  country: 'France',
  countryCode: 'FR',
  isEuCountry: true,
  ageRequirement: 18,
  requiresDocumentVerification: false,
  message: 'Location detected: France',
};

const api = useTestApi({ 'GET /api/geolocation/detect': { json: france } });
afterEach(() => api.route('GET /api/geolocation/detect', { json: france }));

it('returns the detected country and its minimum age', async () => {
  await expect(detectLocation()).resolves.toEqual(france);
});

it.each([
  ['a server error', { status: 500, json: { message: 'Internal error' } }],
  ['an unexpected body', { json: { country: 'France' } }],
  ['a body that is not JSON', { text: '<html>oops</html>' }],
])('when it gets %s, then it falls back to the spec default', async (_case, reply) => {
  api.route('GET /api/geolocation/detect', reply);

  await expect(detectLocation()).resolves.toEqual(GEOLOCATION_FALLBACK);
});

it('the query never fails: a failed detection is the fallback', async () => {
  api.route('GET /api/geolocation/detect', { status: 503 });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const { result } = renderHook(() => useDetectLocationQuery(), {
    wrapper: ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    ),
  });

  await waitFor(() => expect(result.current.isSuccess).toBe(true));
  expect(result.current.data).toEqual(GEOLOCATION_FALLBACK);
  expect(result.current.data?.message).toBe('Failed to detect location');
});
