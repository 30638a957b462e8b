import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { useTestApi } from '../testing';
import { getReferralCodeQueryOptions, useReferralCodeQuery } from './get-referral-code';
import { getReferralStats } from './get-referral-stats';
import { updateReferralCode, useUpdateReferralCodeMutation } from './update-referral-code';

const USER_ID = 'b3f1c3a2-1111-4e5f-9a7b-000000000001';

const api = useTestApi({
  'GET /api/referral/my-code': { json: { code: 'ADA12345' } },
  'GET /api/referral/stats': {
    json: { totalReferrals: 3, completedReferrals: 1, pendingRewards: '10', paidReferrals: 0, rewardLimit: 50 },
  },
  'PATCH /api/referral/update-code': (request) => ({ json: request.body }),
});

const newQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
const wrapper =
  (queryClient: QueryClient) =>
  ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;

it('reads the stats as the server sends them', async () => {
  await expect(getReferralStats()).resolves.toEqual({
    totalReferrals: 3,
    completedReferrals: 1,
    pendingRewards: '10',
    paidReferrals: 0,
    rewardLimit: 50,
  });
});

it('when the stats are not what the contract says, then reading fails', async () => {
  api.route('GET /api/referral/stats', { json: { totalReferrals: '3' } });
  await expect(getReferralStats()).rejects.toThrow();
  api.route('GET /api/referral/stats', {
    json: { totalReferrals: 3, completedReferrals: 1, pendingRewards: '10', paidReferrals: 0, rewardLimit: 50 },
  });
});

it('sends a new code trimmed and upper-cased', async () => {
  await expect(updateReferralCode('  myCode42 ')).resolves.toEqual({ code: 'MYCODE42' });
  expect(api.requests[0]).toMatchObject({
    method: 'PATCH',
    path: '/api/referral/update-code',
    body: { code: 'MYCODE42' },
  });
});

it.each(['ABCDE', 'A'.repeat(21), 'MY-CODE', ''])('when the new code is %p, then nothing is sent', async (code) => {
  await expect(updateReferralCode(code)).rejects.toThrow();
  expect(api.requests).toHaveLength(0);
});

it('when the code is taken, then the error carries the server answer', async () => {
  api.route('PATCH /api/referral/update-code', {
    status: 409,
    json: { message: 'This referral code is already taken' },
  });
  await expect(updateReferralCode('TAKEN123')).rejects.toThrow(
    '409: {"message":"This referral code is already taken"}',
  );
  api.route('PATCH /api/referral/update-code', (request) => ({ json: request.body }));
});

it('when a code is saved, then the cached code of that user is the new one', async () => {
  const queryClient = newQueryClient();
  const { result } = renderHook(
    () => ({ code: useReferralCodeQuery(USER_ID), update: useUpdateReferralCodeMutation(USER_ID) }),
    {
      wrapper: wrapper(queryClient),
    },
  );
  await waitFor(() => expect(result.current.code.data).toEqual({ code: 'ADA12345' }));

  await act(() => result.current.update.mutateAsync('newcode99'));

  expect(queryClient.getQueryData(getReferralCodeQueryOptions(USER_ID).queryKey)).toEqual({ code: 'NEWCODE99' });
  expect(api.requests.filter((r) => r.path === '/api/referral/my-code')).toHaveLength(1);
});

it('without a signed-in user, the code is not fetched', () => {
  renderHook(() => useReferralCodeQuery(undefined), { wrapper: wrapper(newQueryClient()) });
  expect(api.requests).toHaveLength(0);
});
