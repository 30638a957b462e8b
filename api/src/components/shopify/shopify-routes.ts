import path from 'node:path';
import { Router } from 'express';
import type { Request, Response } from 'express';
import { z } from 'zod';
import { productsResponseSchema, storeInfoSchema } from '@ciao/contracts';
import type { ProductsResponse, StoreInfo } from '@ciao/contracts';
import { AppError } from '../../errors';
import { describeRoutes } from '../../http/api-description';
import type { Logger } from '../../logger';
import { signedInUser } from '../../http/request-user';
import { DEMO_PRODUCTS, DEMO_STORE } from './demo-catalogue';
import { demoProductPage, demoStorePage } from './demo-store-pages';
import type { StoreCatalogue } from './store-catalogue';

export const SHOPIFY_MESSAGES = {
  storeUnavailable: 'Unable to load store information',
  productsUnavailable: 'Unable to load products',
} as const;

const DEMO_IMAGES_DIR = path.join(__dirname, 'demo-images');
const DEMO_HANDLES = new Set(DEMO_PRODUCTS.map((p) => p.handle));
/** The demo's own files: no scripts, nothing fetched from elsewhere. */
const DEMO_CSP = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'";

const HTML_PAGE = 'text/html';

export const shopifyApi = describeRoutes('/api/shopify', 'Store', {
  'GET /store': {
    summary: 'The store',
    description: 'Shopify when configured, else the local demo catalogue (`connected: false`).',
    access: 'signed-in',
    answers: {
      200: { description: 'The store', schema: storeInfoSchema },
      502: `'${SHOPIFY_MESSAGES.storeUnavailable}': Shopify cannot be read and nothing is cached`,
    },
  },
  'GET /products': {
    summary: "The store's products (cached 5 minutes)",
    access: 'signed-in',
    answers: {
      200: { description: 'The products', schema: productsResponseSchema },
      502: `'${SHOPIFY_MESSAGES.productsUnavailable}': Shopify cannot be read and nothing is cached`,
    },
  },
  'GET /demo-images/:file': {
    summary: "A demo product's picture",
    access: 'public',
    params: z.object({ file: z.string().regex(/^[a-z0-9-]+\.svg$/) }),
    answers: { 200: { description: 'The picture', mediaType: 'image/svg+xml' }, 404: "'Not found'" },
  },
  'GET /demo-store': {
    summary: "The demo store's page",
    access: 'public',
    answers: { 200: { description: 'The page', mediaType: HTML_PAGE } },
  },
  'GET /demo-store/products/:handle': {
    summary: "A demo product's page",
    access: 'public',
    answers: {
      200: { description: 'The page', mediaType: HTML_PAGE },
      404: { description: 'No such product: the store page saying so', mediaType: HTML_PAGE },
    },
  },
});

/** /api/shopify: the store and its products (signed in), and the demo store's pictures and pages. */
export function shopifyRoutes(deps: { catalogue: StoreCatalogue; logger: Logger }): Router {
  const { catalogue, logger } = deps;
  const router = Router();

  async function readStore(req: Request, res: Response) {
    signedInUser(req);
    const store = await catalogue.storeInfo().catch((error: unknown) => {
      logger.error({ err: error }, 'store information unavailable');
      throw new AppError(502, SHOPIFY_MESSAGES.storeUnavailable);
    });
    res.json(store satisfies StoreInfo);
  }
  router.get('/store', readStore);

  async function readProducts(req: Request, res: Response) {
    signedInUser(req);
    const products = await catalogue.products().catch((error: unknown) => {
      logger.error({ err: error }, 'products unavailable');
      throw new AppError(502, SHOPIFY_MESSAGES.productsUnavailable);
    });
    res.json({ products } satisfies ProductsResponse);
  }
  router.get('/products', readProducts);

  function sendDemoImage(req: Request<{ file: string }>, res: Response) {
    const handle = /^([a-z0-9-]+)\.svg$/.exec(req.params.file)?.[1];
    if (!handle || !DEMO_HANDLES.has(handle)) throw new AppError(404, 'Not found');
    res.set({ 'Content-Security-Policy': DEMO_CSP, 'Cache-Control': 'public, max-age=86400' });
    res.type('image/svg+xml').sendFile(path.join(DEMO_IMAGES_DIR, `${handle}.svg`));
  }
  router.get('/demo-images/:file', sendDemoImage);

  function sendDemoStorePage(_req: Request, res: Response) {
    res.set('Content-Security-Policy', DEMO_CSP).type('html').send(demoStorePage());
  }
  router.get('/demo-store', sendDemoStorePage);

  function sendDemoProductPage(req: Request<{ handle: string }>, res: Response) {
    const product = DEMO_PRODUCTS.find((p) => p.handle === req.params.handle);
    res.set('Content-Security-Policy', DEMO_CSP).type('html');
    if (!product) {
      res.status(404).send(demoStorePage(`No product "${req.params.handle}" in ${DEMO_STORE.storeName}.`));
      return;
    }
    res.send(demoProductPage(product));
  }
  router.get('/demo-store/products/:handle', sendDemoProductPage);

  return router;
}
