import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { useTestApi } from '../testing';
import { pollOf } from '../polling/polled-query';
import { getPriceQueryOptions } from '../price/get-price';
import { sessionUser } from '../session-user.fixture';
import { getProducts } from '../shopify/get-products';
import { getStoreInfo } from '../shopify/get-store-info';
import {
  getClaimsTotalQueryOptions,
  getEligibilityQueryOptions,
  getPendingRewardsQueryOptions,
  getStatsQueryOptions,
  getStoreCreditCodes,
  getStoreCreditCodesQueryOptions,
} from '../user-queries';
import { claimRewards, useClaimRewardsMutation } from './claim-rewards';
import { generateStoreCredit, useGenerateStoreCreditMutation } from './generate-store-credit';

const userId = sessionUser.id;
const user = `/api/user/${userId}`;
const code = {
  id: '0b6f3c52-52c5-4a4e-9a53-52e8b3d6d0a1',
  code: 'CIAO-ABC123-XYZ789',
  status: 'active',
  amountUsd: '3.04',
  generatedAt: '2026-01-15T12:00:00.000Z',
  expiresAt: '2026-02-14T12:00:00.000Z',
  usedAt: null,
  ciaomarketsOrderId: null,
};
const product = {
  id: 'demo-1',
  title: '$CIAO Classic Tee',
  vendor: '$CIAO Markets',
  productType: 'T-Shirt',
  handle: 'ciao-classic-tee',
  images: [{ src: '/api/shopify/demo-images/ciao-classic-tee.svg', alt: '$CIAO Classic Tee' }],
  variants: [{ price: '24.00', compareAtPrice: '29.00' }],
};

const api = useTestApi({
  [`GET ${user}/store-credit/codes`]: {
    json: [
      code,
      {
        ...code,
        id: 'c1e4a0a8-5a8e-4c39-a1f6-2a7f0f6f1b11',
        status: 'used',
        usedAt: '2026-01-20T10:00:00.000Z',
        ciaomarketsOrderId: '1042',
      },
    ],
  },
  [`POST ${user}/store-credit/generate`]: { status: 201, json: code },
  [`POST ${user}/rewards/claim`]: { status: 201, json: code },
  ['GET /api/shopify/store']: {
    json: {
      storeName: '$CIAO Demo Store',
      currency: 'USD',
      country: 'US',
      storeUrl: '/api/shopify/demo-store',
      connected: false,
    },
  },
  ['GET /api/shopify/products']: { json: { products: [product] } },
});

it('reads the codes, the store and its products, checking their shape', async () => {
  await expect(getStoreCreditCodes(userId)).resolves.toHaveLength(2);
  await expect(getStoreInfo()).resolves.toMatchObject({ storeName: '$CIAO Demo Store', connected: false });
  await expect(getProducts()).resolves.toEqual([product]);
  expect(api.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
    `GET ${user}/store-credit/codes`,
    'GET /api/shopify/store',
    'GET /api/shopify/products',
  ]);

  api.route('GET /api/shopify/products', {
    json: { products: [{ ...product, variants: [{ price: 24, compareAtPrice: null }] }] },
  });
  await expect(getProducts()).rejects.toThrow();
});

it('reads the codes again every 30 s while they are shown, so a code used at the store turns used without a reload', () => {
  expect(pollOf(getStoreCreditCodesQueryOptions(userId))).toMatchObject({
    path: `${user}/store-credit/codes`,
    every: 30_000,
  });
});

it('generates with no payload, and claims with an empty object', async () => {
  await expect(generateStoreCredit(userId)).resolves.toEqual(code);
  await expect(claimRewards(userId)).resolves.toEqual(code);
  expect(api.requests[0]).toMatchObject({ method: 'POST', path: `${user}/store-credit/generate`, raw: '' });
  expect(api.requests[0]?.headers['content-type']).toBeUndefined();
  expect(api.requests[1]).toMatchObject({
    method: 'POST',
    path: `${user}/rewards/claim`,
    body: {},
    headers: { 'content-type': 'application/json' },
  });
});

it('when generating fails, then the error reads STATUS: body', async () => {
  api.route(`POST ${user}/store-credit/generate`, { status: 409, json: { message: 'Not enough' } });
  await expect(generateStoreCredit(userId)).rejects.toThrow('409: {"message":"Not enough"}');
  api.route(`POST ${user}/store-credit/generate`, { status: 201, json: code });
});

describe.each([
  ['useGenerateStoreCreditMutation', useGenerateStoreCreditMutation],
  ['useClaimRewardsMutation', useClaimRewardsMutation],
])('%s', (_name, useRedeem) => {
  function setup(id: string | undefined) {
    const queryClient = new QueryClient({
      defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } },
    });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    return { queryClient, ...renderHook(() => useRedeem(id), { wrapper }) };
  }

  it('when it succeeds, then eligibility, codes, stats, pending rewards and claims total are refreshed (and nothing else)', async () => {
    const { queryClient, result } = setup(userId);
    const keys: readonly (readonly unknown[])[] = [
      getEligibilityQueryOptions(userId).queryKey,
      getStoreCreditCodesQueryOptions(userId).queryKey,
      getStatsQueryOptions(userId).queryKey,
      getPendingRewardsQueryOptions(userId).queryKey,
      getClaimsTotalQueryOptions(userId).queryKey,
    ];
    for (const key of keys) queryClient.setQueryData(key, {});
    queryClient.setQueryData(getPriceQueryOptions().queryKey, { price: 1, change24h: 0, marketCap: 0, volume24h: 0 });

    await act(() => result.current.mutateAsync());

    for (const key of keys) expect(queryClient.getQueryState(key)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(getPriceQueryOptions().queryKey)?.isInvalidated).toBe(false);
  });

  it("when there is no user, then it fails with 'User not authenticated' and sends nothing", async () => {
    const { result } = setup(undefined);
    act(() => result.current.mutate());
    await waitFor(() => expect(result.current.error?.message).toBe('User not authenticated'));
    expect(api.requests).toHaveLength(0);
  });
});
