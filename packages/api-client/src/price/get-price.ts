import { queryOptions } from '@tanstack/react-query';
import type { Price } from '@ciao/contracts';
import { MARKET_PRICE_STALE_MS, POLL_INTERVALS_MS, PRICE_PATH } from '@ciao/contracts/web';
import { apiJson, firstAnswer, queryKeys } from '@ciao/api-client';
import { pollMeta, usePolledQuery } from '../polling/polled-query';
import { checkResponse } from '../response-check';

/** GET /api/price/ciao: price, change24h, marketCap, volume24h (numbers, as the spec lists them). */
export async function getPrice({ signal }: { signal?: AbortSignal } = {}): Promise<Price> {
  return checkResponse('price', await apiJson('GET', PRICE_PATH, undefined, { signal }));
}

export const getPriceQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.price(),
    queryFn: ({ signal }) => getPrice({ signal }),
    initialData: () => firstAnswer('price', PRICE_PATH),
  });

/**
 * Where the price is read (spec section 7): most widgets every 30 s; the market card every 3 s with
 * a 3 s stale time; the FAQ page every 3 s.
 */
export type PriceReader = 'widget' | 'marketCard' | 'faq';

const READERS: Record<PriceReader, { every: number; staleTime?: number }> = {
  widget: { every: POLL_INTERVALS_MS.price },
  marketCard: { every: POLL_INTERVALS_MS.marketPrice, staleTime: MARKET_PRICE_STALE_MS },
  faq: { every: POLL_INTERVALS_MS.faqPrice },
};

/** The price query as `reader` polls it. */
const priceReaderQueryOptions = (reader: PriceReader) => {
  const { every, ...rest } = READERS[reader];
  return {
    ...getPriceQueryOptions(),
    ...rest,
    meta: pollMeta({ path: PRICE_PATH, every, schema: 'price', live: { price: true } }),
  };
};

export const usePriceQuery = (reader: PriceReader = 'widget') => usePolledQuery(priceReaderQueryOptions(reader));
