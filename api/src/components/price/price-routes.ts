import { priceSchema } from '@ciao/contracts';
import type { Price } from '@ciao/contracts';
import { describeRoutes } from '../../http/api-description';
import { publicReadPoll } from '../../http/polled-routes';
import type { PolledRoute, ReadRoute } from '../../http/polled-routes';
import { memoizedPerObjects } from '../../memoize';
import type { PriceQuote } from './price-quote';
import type { PriceService } from './price-service';

/** Formatted once per quote (a new quote every cache period). */
export const priceAnswerOf = memoizedPerObjects((quote: PriceQuote): Price => ({
  price: quote.price.toNumber(),
  change24h: quote.change24h,
  marketCap: quote.marketCap,
  volume24h: quote.volume24h,
}));

export const priceApi = describeRoutes('/api/price', 'Mining', {
  'GET /ciao': {
    summary: 'The $CIAO price in USD (polled)',
    description:
      'Cached 10 seconds on the server; on a feed failure the last good price, then the simulated market (docs/mining.md).',
    access: 'public',
    answers: { 200: { description: 'The price', schema: priceSchema } },
  },
});

/** GET /api/price/ciao: public, cached server-side; polled, so app.ts mounts it ahead of the routers. */
export const pricePolls = (price: PriceService): (PolledRoute & ReadRoute)[] => [
  publicReadPoll(`${priceApi.path}/ciao`, async () => priceAnswerOf(await price.current())),
];
