import { createQueryClient } from './query-client';

it('has the spec defaults: no refetch on focus, never stale, no retries', () => {
  const options = createQueryClient().getDefaultOptions();

  expect(options.queries).toMatchObject({ refetchOnWindowFocus: false, staleTime: Infinity, retry: false });
  expect(options.mutations).toMatchObject({ retry: false });
});
