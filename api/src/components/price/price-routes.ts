import { Router } from 'express';
import type { Price } from '@ciao/contracts';
import { sendJson } from '../../http/json-answer';
import { memoizedPerObjects } from '../../memoize';
import type { PriceQuote } from './price-quote';
import type { PriceService } from './price-service';

/** Formatted once per quote (a new quote every cache period). */
const priceAnswerOf = memoizedPerObjects(
  (quote: PriceQuote): Price => ({ price: quote.price.toNumber(), change24h: quote.change24h, marketCap: quote.marketCap, volume24h: quote.volume24h }),
);

/** GET /api/price/ciao: public, cached server-side. */
export function priceRoutes(price: PriceService): Router {
  const router = Router();
  router.get('/ciao', async (_req, res) => {
    sendJson(res, priceAnswerOf(await price.current()));
  });
  return router;
}
