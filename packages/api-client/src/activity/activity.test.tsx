import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ActivityEntry } from '@ciao/contracts';
import { useTestApi, type Route } from '../testing';
import { sessionUser } from '../session-user.fixture';
import { getActivity, useActivityInfiniteQuery } from './get-activity';

const userId = sessionUser.id;
const path = `/api/user/${userId}/activity`;

const entry = (id: string, amountCiao: string): ActivityEntry => ({
  id,
  kind: amountCiao.startsWith('-') ? 'redeemed' : 'mining_reward',
  amountCiao,
  amountUsd: null,
  createdAt: '2026-01-15T12:00:00.000Z',
  contract: null,
  code: null,
  note: null,
});

/** Two pages: the newest two entries, then the oldest one. */
const twoPages: Route = (request) =>
  request.query.includes('cursor=next')
    ? { json: { entries: [entry('1', '10')], nextCursor: null } }
    : { json: { entries: [entry('3', '-5'), entry('2', '7.5')], nextCursor: 'next' } };

const api = useTestApi({ [`GET ${path}`]: twoPages });

it('asks for pages of the session user with limit and cursor, and checks their shape', async () => {
  await expect(getActivity(userId, { limit: 2 })).resolves.toEqual({
    entries: [entry('3', '-5'), entry('2', '7.5')],
    nextCursor: 'next',
  });
  await getActivity(userId, { limit: 2, cursor: 'next' });
  expect(api.requests.map((r) => `${r.path}${r.query}`)).toEqual([`${path}?limit=2`, `${path}?limit=2&cursor=next`]);
});

it('when an answer is not an activity page, then the read fails', async () => {
  api.route(`GET ${path}`, { json: { entries: [{ ...entry('1', '1'), amountCiao: 1 }], nextCursor: null } });
  await expect(getActivity(userId)).rejects.toThrow();
  api.route(`GET ${path}`, twoPages);
});

it('when more is loaded, then the next page continues from the cursor until there is none', async () => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(() => useActivityInfiniteQuery(userId, 2), { wrapper });

  await waitFor(() => expect(result.current.hasNextPage).toBe(true));
  await act(() => result.current.fetchNextPage());
  await waitFor(() =>
    expect(result.current.data?.pages.flatMap((p) => p.entries.map((e) => e.id))).toEqual(['3', '2', '1']),
  );
  expect(result.current.hasNextPage).toBe(false);
  // Stale at once: a later visit to the screen reads the list again.
  expect(result.current.isStale).toBe(true);
});
