import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Price } from '@ciao/contracts';
import { MARKET_PRICE_STALE_MS, POLL_INTERVALS_MS } from '@ciao/contracts/web';
import { apiJson } from '../api-request';
import { queryKeys } from '../query-keys';
import { checkResponse } from '../response-check';

/** GET /api/price/ciao: price, change24h, marketCap, volume24h (numbers, as the spec lists them). */
export async function getPrice({ signal }: { signal?: AbortSignal } = {}): Promise<Price> {
  return checkResponse('price', await apiJson('GET', '/api/price/ciao', undefined, { signal }));
}

export const getPriceQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.price(),
    queryFn: ({ signal }) => getPrice({ signal }),
  });

/**
 * Where the price is read (spec section 7): most widgets every 30 s; the market card every 3 s with
 * a 3 s stale time; the FAQ page every 3 s.
 */
export type PriceReader = 'widget' | 'marketCard' | 'faq';

const READERS: Record<PriceReader, { refetchInterval: number; staleTime?: number }> = {
  widget: { refetchInterval: POLL_INTERVALS_MS.price },
  marketCard: { refetchInterval: POLL_INTERVALS_MS.marketPrice, staleTime: MARKET_PRICE_STALE_MS },
  faq: { refetchInterval: POLL_INTERVALS_MS.faqPrice },
};

export const usePriceQuery = (reader: PriceReader = 'widget') => useQuery({ ...getPriceQueryOptions(), ...READERS[reader] });
