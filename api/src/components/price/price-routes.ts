import { Router } from 'express';
import type { Price } from '@ciao/contracts';
import type { PriceService } from './price-service';

/** GET /api/price/ciao: public, cached server-side. */
export function priceRoutes(price: PriceService): Router {
  const router = Router();
  router.get('/ciao', async (_req, res) => {
    const quote = await price.current();
    res.json({ price: quote.price.toNumber(), change24h: quote.change24h, marketCap: quote.marketCap, volume24h: quote.volume24h } satisfies Price);
  });
  return router;
}
