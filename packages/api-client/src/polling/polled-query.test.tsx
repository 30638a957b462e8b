import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { useTestApi } from '../testing';
import { sessionUser } from '../session-user.fixture';
import { useActiveContractsQuery } from '../user-queries';

// A polled query over real HTTP (the test API); the polls run in the page here (jsdom has no workers).
const api = useTestApi();
const path = `/api/user/${sessionUser.id}/contracts/active`;
const contract = (n: number) => ({
  id: `3f2b8c1e-9d4a-4c7b-8e6f-1a2b3c4d5e6${n}`,
  status: 'active',
  startTime: '2026-11-24T09:00:00.000Z',
  duration: 1,
  expectedReward: '10',
  actualReward: null,
});
const readsSoFar = () => api.requests.filter((request) => request.path === path).length;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Polls come every second here: a test waits for a few.
jest.setTimeout(15_000);

function renderActiveContracts() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const statuses: string[] = [];
  const hook = renderHook(
    () => {
      const query = useActiveContractsQuery(sessionUser.id);
      statuses.push(query.status);
      return query;
    },
    { wrapper },
  );
  return { ...hook, renders: () => statuses.length, statuses };
}

it('an answer that changed reaches the screen; answers that did not change render nothing', async () => {
  api.route(`GET ${path}`, { json: [contract(1)] });
  const { result, renders, unmount } = renderActiveContracts();
  await waitFor(() => expect(result.current.data).toEqual([contract(1)]));
  await waitFor(() => expect(readsSoFar()).toBeGreaterThanOrEqual(2), { timeout: 3_000 }); // the first poll
  const rendersSettled = renders();

  await waitFor(() => expect(readsSoFar()).toBeGreaterThanOrEqual(3), { timeout: 3_000 });
  expect(renders()).toBe(rendersSettled);

  api.route(`GET ${path}`, { json: [contract(2)] });
  await waitFor(() => expect(result.current.data).toEqual([contract(2)]), { timeout: 3_000 });
  expect(renders()).toBe(rendersSettled + 1);
  unmount();
});

it('a failed poll is the query error, from its own read, and the next answer clears it', async () => {
  api.route(`GET ${path}`, { json: [] });
  const { result, unmount } = renderActiveContracts();
  await waitFor(() => expect(result.current.isSuccess).toBe(true));

  api.route(`GET ${path}`, { status: 500, json: { message: 'Internal server error' } });
  await waitFor(() => expect(result.current.error?.message).toBe('500: {"message":"Internal server error"}'), {
    timeout: 3_000,
  });
  expect(result.current.data).toEqual([]);

  api.route(`GET ${path}`, { json: [contract(3)] });
  await waitFor(() => expect(result.current.isSuccess && result.current.data).toEqual([contract(3)]), {
    timeout: 3_000,
  });
  unmount();
});

it('a short refusal (503 with Retry-After) is no error: the screen keeps its data, and the poll comes back after the wait', async () => {
  api.route(`GET ${path}`, { json: [contract(1)] });
  const { result, statuses, unmount } = renderActiveContracts();
  await waitFor(() => expect(result.current.isSuccess).toBe(true));

  // The server refuses everything for a second from its first refusal, as it said it would.
  let refusedUntil: number | undefined;
  let refusals = 0;
  api.route(`GET ${path}`, () => {
    refusedUntil ??= Date.now() + 1_000;
    if (Date.now() >= refusedUntil) return { json: [contract(4)] };
    refusals += 1;
    return { status: 503, headers: { 'Retry-After': '1' }, json: { message: 'Busy' } };
  });
  await waitFor(() => expect(result.current.data).toEqual([contract(4)]), { timeout: 5_000 });
  expect(refusals).toBe(1);
  expect(statuses).not.toContain('error');
  unmount();
});

it('no reads once the screen is gone', async () => {
  api.route(`GET ${path}`, { json: [] });
  const { result, unmount } = renderActiveContracts();
  await waitFor(() => expect(result.current.isSuccess).toBe(true));
  unmount();
  const reads = readsSoFar();
  await pause(2_200);
  expect(readsSoFar()).toBe(reads);
});
