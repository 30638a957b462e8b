import { createHmac } from 'node:crypto';
import { createServer } from 'node:http';
import type { IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SHOPIFY_API_VERSION } from '../../src/components/shopify/shopify-graphql';
import { useStarted } from './use-started';

/** One GraphQL call the fake received. */
export type FakeShopifyCall = {
  api: 'admin' | 'storefront';
  /** The operation's root field, e.g. discountCodeBasicCreate, shop, products. */
  operation: string;
  variables: Record<string, unknown>;
  headers: IncomingHttpHeaders;
};

/** How the fake answers discount creation: normally, with an HTTP error, or with Shopify user errors. */
export type DiscountFailure = 'none' | 'http' | 'userErrors';

export const FAKE_SHOPIFY_TOKENS = { admin: 'shpat_test_admin', storefront: 'storefront_test_token' } as const;
export const FAKE_SHOPIFY_WEBHOOK_SECRET = 'whsec_test_secret_for_signatures';

export const FAKE_SHOP = {
  name: 'Ciao Markets',
  primaryDomain: { url: 'https://shop.ciaomarkets.example' },
  paymentSettings: { currencyCode: 'EUR', countryCode: 'IT' },
};

export const FAKE_PRODUCTS = [
  {
    id: 'gid://shopify/Product/1001',
    title: 'Genesis Hoodie',
    vendor: 'Ciao Markets',
    productType: 'Hoodie',
    handle: 'genesis-hoodie',
    images: { nodes: [{ url: 'https://cdn.shopify.example/hoodie.png', altText: 'A black hoodie' }] },
    variants: { nodes: [{ price: { amount: '45.0' }, compareAtPrice: { amount: '55.00' } }] },
  },
  {
    id: 'gid://shopify/Product/1002',
    title: 'Block Mug',
    vendor: 'Ciao Markets',
    productType: 'Mug',
    handle: 'block-mug',
    images: { nodes: [] },
    variants: { nodes: [{ price: { amount: '12.5' }, compareAtPrice: null }] },
  },
];

/**
 * A local stand-in for a Shopify store's Admin and Storefront GraphQL APIs, on real HTTP. It checks
 * the access tokens, records every call, creates and deactivates discounts, and can be told to fail.
 */
export async function startFakeShopify() {
  const calls: FakeShopifyCall[] = [];
  /** Every discount created, by id; `deactivations` counts the successful discountCodeDeactivate calls. */
  const discounts = new Map<string, { code: string; active: boolean; deactivations?: number }>();
  let discountFailure: DiscountFailure = 'none';
  let deactivationFailure: DiscountFailure = 'none';
  let deactivationDelayMs = 0;
  let storefrontDown = false;
  let nextId = 1;

  const server = createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (raw += chunk));
    req.on('end', () => {
      const reply = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      };
      const api =
        req.url === `/admin/api/${SHOPIFY_API_VERSION}/graphql.json`
          ? 'admin'
          : req.url === `/api/${SHOPIFY_API_VERSION}/graphql.json`
            ? 'storefront'
            : null;
      if (req.method !== 'POST' || !api) return reply(404, { errors: 'Not Found' });
      const token =
        api === 'admin' ? req.headers['x-shopify-access-token'] : req.headers['x-shopify-storefront-access-token'];
      if (token !== FAKE_SHOPIFY_TOKENS[api]) return reply(401, { errors: '[API] Invalid API key or access token' });

      const { query, variables = {} } = JSON.parse(raw) as { query: string; variables?: Record<string, unknown> };
      const operation = /\{\s*(\w+)/.exec(query.replace(/^[^{]*/, ''))?.[1] ?? '';
      calls.push({ api, operation, variables, headers: req.headers });

      if (api === 'storefront') {
        if (storefrontDown) return reply(503, { errors: 'Service Unavailable' });
        if (operation === 'shop') return reply(200, { data: { shop: FAKE_SHOP } });
        if (operation === 'products')
          return reply(200, { data: { products: { nodes: FAKE_PRODUCTS.slice(0, Number(variables.first)) } } });
        return reply(200, { errors: [{ message: `Field '${operation}' doesn't exist on type 'QueryRoot'` }] });
      }

      if (operation === 'discountCodeBasicCreate') {
        if (discountFailure === 'http') return reply(500, { errors: 'Internal Server Error' });
        if (discountFailure === 'userErrors') {
          return reply(200, {
            data: {
              discountCodeBasicCreate: {
                codeDiscountNode: null,
                userErrors: [{ field: ['basicCodeDiscount', 'code'], message: 'Code must be unique.' }],
              },
            },
          });
        }
        const input = variables.basicCodeDiscount as { code: string };
        const id = `gid://shopify/DiscountCodeNode/${nextId++}`;
        discounts.set(id, { code: input.code, active: true });
        return reply(200, { data: { discountCodeBasicCreate: { codeDiscountNode: { id }, userErrors: [] } } });
      }
      if (operation === 'discountCodeDeactivate') {
        if (deactivationFailure === 'http') return reply(503, { errors: 'Service Unavailable' });
        if (deactivationFailure === 'userErrors') {
          return reply(200, {
            data: {
              discountCodeDeactivate: {
                codeDiscountNode: null,
                userErrors: [{ field: null, message: 'Throttled, try again later' }],
              },
            },
          });
        }
        const discount = discounts.get(String(variables.id));
        if (!discount)
          return reply(200, {
            data: {
              discountCodeDeactivate: {
                codeDiscountNode: null,
                userErrors: [{ field: ['id'], message: 'Discount does not exist' }],
              },
            },
          });
        const answer = () => {
          discount.active = false;
          discount.deactivations = (discount.deactivations ?? 0) + 1;
          reply(200, { data: { discountCodeDeactivate: { codeDiscountNode: { id: variables.id }, userErrors: [] } } });
        };
        if (deactivationDelayMs > 0) return void setTimeout(answer, deactivationDelayMs);
        return answer();
      }
      return reply(200, { errors: [{ message: `Field '${operation}' doesn't exist on type 'Mutation'` }] });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    calls,
    discounts,
    /** The API's environment to talk to this fake. */
    env: {
      SHOPIFY_SHOP_DOMAIN: 'ciao-test.myshopify.com',
      SHOPIFY_ADMIN_TOKEN: FAKE_SHOPIFY_TOKENS.admin,
      SHOPIFY_STOREFRONT_TOKEN: FAKE_SHOPIFY_TOKENS.storefront,
      SHOPIFY_WEBHOOK_SECRET: FAKE_SHOPIFY_WEBHOOK_SECRET,
      SHOPIFY_API_URL: url,
    },
    failDiscounts(mode: DiscountFailure) {
      discountFailure = mode;
    },
    /** How discountCodeDeactivate answers: normally, with an HTTP error, or with Shopify user errors. */
    failDeactivations(mode: DiscountFailure) {
      deactivationFailure = mode;
    },
    /** A successful discountCodeDeactivate answers after this long (to make concurrent callers overlap). */
    slowDeactivations(ms: number) {
      deactivationDelayMs = ms;
    },
    failStorefront(down: boolean) {
      storefrontDown = down;
    },
    callsOf(operation: string) {
      return calls.filter((c) => c.operation === operation);
    },
    close() {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type FakeShopify = Awaited<ReturnType<typeof startFakeShopify>>;

/** X-Shopify-Hmac-Sha256 of a body, as Shopify computes it. */
export function shopifySignature(body: string | Buffer, secret = FAKE_SHOPIFY_WEBHOOK_SECRET): string {
  return createHmac('sha256', secret).update(body).digest('base64');
}

/** The fake Shopify for the tests of a file (support/use-started.ts); `env` points the API at it. */
export const useFakeShopify = () => useStarted(startFakeShopify);
