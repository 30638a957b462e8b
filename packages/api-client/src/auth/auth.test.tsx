import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { useTestApi } from '../testing';
import { getSession, useSessionQuery } from './get-session';
import { useSignInMutation } from './sign-in';
import { useSignOutMutation } from './sign-out';
import { sessionUser } from '../session-user.fixture';

const user = sessionUser;

let signedIn = false;

const api = useTestApi({
  'GET /api/auth/session': () =>
    signedIn ? { json: { user } } : { status: 401, json: { message: 'Not authenticated' } },
  'POST /api/auth/signin': (request) => {
    const body = request.body as { username: string; password: string };
    if (body.password !== 'secret1') return { status: 401, json: { message: 'Invalid credentials' } };
    signedIn = true;
    return { json: { user } };
  },
  'POST /api/auth/signout': () => {
    signedIn = false;
    return { json: { ok: true } };
  },
});
beforeEach(() => {
  signedIn = false;
});

function wrapper() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
}

describe('session', () => {
  it('when the server answers 401, then there is no user', async () => {
    await expect(getSession()).resolves.toBeNull();
  });

  it('when signed in, then it returns the session user', async () => {
    signedIn = true;
    await expect(getSession()).resolves.toEqual(user);
  });

  it('when the server fails otherwise, then the error surfaces', async () => {
    api.route('GET /api/auth/session', { status: 500, json: { message: 'Internal error' } });
    try {
      await expect(getSession()).rejects.toThrow('500: {"message":"Internal error"}');
    } finally {
      api.route('GET /api/auth/session', () =>
        signedIn ? { json: { user } } : { status: 401, json: { message: 'Not authenticated' } },
      );
    }
  });
});

describe('sign in and sign out', () => {
  it('when sign-in succeeds, then the session is fetched again and holds the user', async () => {
    const { result } = renderHook(() => ({ session: useSessionQuery(), signIn: useSignInMutation() }), {
      wrapper: wrapper(),
    });
    await waitFor(() => expect(result.current.session.isSuccess).toBe(true));
    expect(result.current.session.data).toBeNull();

    await act(() => result.current.signIn.mutateAsync({ username: 'ada@example.com', password: 'secret1' }));

    await waitFor(() => expect(result.current.session.data).toEqual(user));
    expect(api.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /api/auth/session',
      'POST /api/auth/signin',
      'GET /api/auth/session',
    ]);
    expect(api.requests[1]?.body).toEqual({ username: 'ada@example.com', password: 'secret1' });
  });

  it('when sign-in is refused, then the mutation fails with the server message in its error', async () => {
    const { result } = renderHook(() => useSignInMutation(), { wrapper: wrapper() });

    await act(async () => {
      await expect(result.current.mutateAsync({ username: 'ada@example.com', password: 'nope' })).rejects.toThrow(
        '401: {"message":"Invalid credentials"}',
      );
    });
  });

  it('when sign-out succeeds, then it posted an empty object and the session is gone', async () => {
    signedIn = true;
    const { result } = renderHook(() => ({ session: useSessionQuery(), signOut: useSignOutMutation() }), {
      wrapper: wrapper(),
    });
    await waitFor(() => expect(result.current.session.data).toEqual(user));

    await act(() => result.current.signOut.mutateAsync());

    await waitFor(() => expect(result.current.session.data).toBeNull());
    expect(api.requests.find((r) => r.path === '/api/auth/signout')?.raw).toBe('{}');
  });
});
