import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import {
  decodeRegistrationChallenge,
  registrationChallenge,
  registrationChallengeSolution,
  useTestApi,
} from '../testing';
import { getSessionQueryOptions, useSessionQuery } from './get-session';
import { register, useRegisterMutation } from './register';
import { prepareRegistrationChallenge } from './registration-challenge';
import { verifyAge } from './verify-age';
import { sessionUser } from '../session-user.fixture';

const user = sessionUser;

let signedIn = false;

const api = useTestApi({
  'GET /api/auth/session': () =>
    signedIn ? { json: { user } } : { status: 401, json: { message: 'Not authenticated' } },
  'POST /api/auth/register': () => {
    signedIn = true;
    return { status: 201, json: { user } };
  },
  'POST /api/auth/verify-age': { json: { isEligible: true, message: 'You are eligible to use this service.' } },
  'GET /api/auth/registration-challenge': { json: registrationChallenge },
});
beforeEach(() => {
  signedIn = false;
});

const newQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });

function wrapper(queryClient = newQueryClient()) {
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
}

describe('register', () => {
  it('when the account is created, then it posts exactly name, email and password, with the solved challenge in its header, and returns the user', async () => {
    await expect(register({ name: 'Ada', email: 'ada@example.com', password: 'secret1' })).resolves.toEqual(user);

    expect(api.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /api/auth/registration-challenge',
      'POST /api/auth/register',
    ]);
    expect(api.requests[1]?.body).toEqual({ name: 'Ada', email: 'ada@example.com', password: 'secret1' });
    expect(decodeRegistrationChallenge(api.requests[1]?.headers['x-registration-challenge'])).toEqual(
      registrationChallengeSolution,
    );
  });

  it('when the challenge was prepared beforehand, then registering uses it, and the next registration solves a new one', async () => {
    prepareRegistrationChallenge();
    await waitFor(() => expect(api.requests).toHaveLength(1));
    await register({ name: 'Ada', email: 'ada@example.com', password: 'secret1' });
    await register({ name: 'Ada', email: 'ada@example.com', password: 'secret1' });

    expect(api.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /api/auth/registration-challenge',
      'POST /api/auth/register',
      'GET /api/auth/registration-challenge',
      'POST /api/auth/register',
    ]);
  });

  it('when the mutation succeeds, then the session is fetched again before it resolves', async () => {
    const queryClient = newQueryClient();
    const { result } = renderHook(() => ({ session: useSessionQuery(), register: useRegisterMutation() }), {
      wrapper: wrapper(queryClient),
    });
    await waitFor(() => expect(result.current.session.data).toBeNull());

    await act(() =>
      result.current.register.mutateAsync({ name: 'Ada', email: 'ada@example.com', password: 'secret1' }),
    );

    expect(queryClient.getQueryData(getSessionQueryOptions().queryKey)).toEqual(user);
    expect(api.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /api/auth/session',
      'GET /api/auth/registration-challenge',
      'POST /api/auth/register',
      'GET /api/auth/session',
    ]);
  });

  it('when the age proof is missing, then it fails with the 403 body', async () => {
    api.route('POST /api/auth/register', { status: 403, json: { message: 'Age verification required' } });

    await expect(register({ name: 'Ada', email: 'ada@example.com', password: 'secret1' })).rejects.toThrow(
      '403: {"message":"Age verification required"}',
    );
  });
});

describe('verifyAge', () => {
  it('posts the three fields and returns the decision', async () => {
    const input = { dateOfBirth: '1990-05-17', country: 'France' as const, confirmAdult: true };

    await expect(verifyAge(input)).resolves.toEqual({
      isEligible: true,
      message: 'You are eligible to use this service.',
    });
    expect(api.requests[0]?.body).toEqual(input);
  });

  it('when the server says ineligible, then that is an answer, not an error', async () => {
    const message = 'You must be at least 19 years old to use this service in Canada';
    api.route('POST /api/auth/verify-age', { json: { isEligible: false, message } });

    await expect(verifyAge({ dateOfBirth: '2007-01-01', country: 'Canada', confirmAdult: true })).resolves.toEqual({
      isEligible: false,
      message,
    });
  });

  it('when the server refuses, then the error carries its message', async () => {
    api.route('POST /api/auth/verify-age', {
      status: 429,
      headers: { 'Retry-After': '60' },
      json: { message: 'Too many attempts. Please try again in 1 minute.' },
    });

    await expect(verifyAge({ dateOfBirth: '1990-05-17', country: 'France', confirmAdult: true })).rejects.toThrow(
      '429: {"message":"Too many attempts. Please try again in 1 minute."}',
    );
  });
});
