import { ApiError, queryKeys } from '@ciao/api-client';
import { createQueryClient } from './query-client';

it('has the spec defaults: no refetch on focus, never stale, no retries', () => {
  const options = createQueryClient().getDefaultOptions();

  expect(options.queries).toMatchObject({ refetchOnWindowFocus: false, staleTime: Infinity, retry: false });
  expect(options.mutations).toMatchObject({ retry: false });
});

const refused = (status: number) => () => Promise.reject(new ApiError(status, 'Refused', '{"message":"Refused"}'));

async function sessionAfterARead(status: number) {
  const client = createQueryClient();
  await client.fetchQuery({ queryKey: queryKeys.session(), queryFn: () => ({ id: 'u1' }) });
  await expect(client.fetchQuery({ queryKey: ['user', 'u1', 'stats'], queryFn: refused(status) })).rejects.toThrow();
  return client.getQueryState(queryKeys.session());
}

it('when a read is answered 401 (the session ended elsewhere), then the session is to be read again', async () => {
  expect((await sessionAfterARead(401))?.isInvalidated).toBe(true);
});

it('when a read fails otherwise, then the session stays as it is', async () => {
  expect((await sessionAfterARead(503))?.isInvalidated).toBe(false);
});
