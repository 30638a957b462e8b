import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { useTestApi } from '../testing';
import { getSessionQueryOptions, useSessionQuery } from '../auth/get-session';
import { useDeleteAccountMutation } from './delete-account';
import { useUpdateProfileMutation } from './update-profile';
import { sessionUser } from '../session-user.fixture';

// A copy: the tests change it the way the server would.
const user = { ...sessionUser };

let current = { ...user };

const api = useTestApi({
  'GET /api/auth/session': () => ({ json: { user: current } }),
  'PATCH /api/user/profile': (request) => {
    const body = request.body as { nickname: string; profileImageUrl: string };
    current = { ...current, nickname: body.nickname || null, profileImageUrl: body.profileImageUrl || null };
    return { json: { user: current } };
  },
  'DELETE /api/user/profile': { json: { ok: true } },
});
beforeEach(() => {
  current = { ...user };
});

const newQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });

function wrapper(queryClient = newQueryClient()) {
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
}

it('when the profile is saved, then it sends both fields and the session is fetched again', async () => {
  const queryClient = newQueryClient();
  const { result } = renderHook(() => ({ session: useSessionQuery(), update: useUpdateProfileMutation() }), {
    wrapper: wrapper(queryClient),
  });
  await waitFor(() => expect(result.current.session.data?.nickname).toBeNull());

  await act(() =>
    result.current.update.mutateAsync({ nickname: 'ada', profileImageUrl: 'https://example.com/ada.png' }),
  );

  // Refreshed before the mutation resolved, so the caller's toast and close see the new profile.
  expect(queryClient.getQueryData(getSessionQueryOptions().queryKey)).toMatchObject({
    nickname: 'ada',
    profileImageUrl: 'https://example.com/ada.png',
  });
  const patch = api.requests.find((r) => r.method === 'PATCH');
  expect(patch?.path).toBe('/api/user/profile');
  expect(patch?.body).toEqual({ nickname: 'ada', profileImageUrl: 'https://example.com/ada.png' });
});

it('when saving fails, then the error carries the status and body', async () => {
  api.route('PATCH /api/user/profile', { status: 500, json: { message: 'Internal error' } });
  try {
    const { result } = renderHook(() => useUpdateProfileMutation(), { wrapper: wrapper() });

    await act(async () => {
      await expect(result.current.mutateAsync({ nickname: 'ada', profileImageUrl: '' })).rejects.toThrow(
        '500: {"message":"Internal error"}',
      );
    });
  } finally {
    api.route('PATCH /api/user/profile', { json: { user } });
  }
});

it('when the account is deleted, then it sends a bare DELETE and the session is empty without another read', async () => {
  const { result } = renderHook(() => ({ session: useSessionQuery(), remove: useDeleteAccountMutation() }), {
    wrapper: wrapper(),
  });
  await waitFor(() => expect(result.current.session.data).toEqual(user));

  await act(() => result.current.remove.mutateAsync());

  await waitFor(() => expect(result.current.session.data).toBeNull());
  expect(api.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
    'GET /api/auth/session',
    'DELETE /api/user/profile',
  ]);
  expect(api.requests[1]?.raw).toBe('');
  expect(api.requests[1]?.headers['content-type']).toBeUndefined();
});
