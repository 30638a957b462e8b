import type { ProductsResponse, StoreInfo } from '@ciao/contracts';
import { loadConfig } from '../../src/config';
import { DEMO_PRODUCTS, DEMO_STORE } from '../../src/components/shopify/demo-catalogue';
import { shopifySignature } from '../support/fake-shopify';
import { jsonOf, signedInAccount, useTestServer } from '../support/test-server';

let cookie: string;

const server = useTestServer();
beforeAll(async () => {
  ({ cookie } = await signedInAccount(server, 'browser@example.com'));
});

const get = (path: string, headers: Record<string, string> = { cookie }) => fetch(`${server.url}${path}`, { headers });

describe('the demo store (Shopify not configured)', () => {
  it('when the store is read, then it is the demo store, not connected', async () => {
    const response = await get('/api/shopify/store');
    expect(response.status).toBe(200);
    expect(await jsonOf<StoreInfo>(response)).toEqual({
      storeName: '$CIAO Demo Store',
      currency: 'USD',
      country: 'US',
      storeUrl: '/api/shopify/demo-store',
      connected: false,
    });
  });

  it('when the products are read, then the seeded catalogue with local images, prices and compare-at prices', async () => {
    const { products } = await jsonOf<ProductsResponse>(await get('/api/shopify/products'));
    expect(products).toHaveLength(DEMO_PRODUCTS.length);
    expect(products[0]).toEqual({
      id: 'demo-1',
      title: '$CIAO Classic Tee',
      vendor: '$CIAO Markets',
      productType: 'T-Shirt',
      handle: 'ciao-classic-tee',
      images: [{ src: '/api/shopify/demo-images/ciao-classic-tee.svg', alt: '$CIAO Classic Tee' }],
      variants: [{ price: '24.00', compareAtPrice: '29.00' }],
    });
    expect(products.some((p) => p.variants[0]?.compareAtPrice === null)).toBe(true);
    expect(new Set(products.map((p) => p.handle)).size).toBe(products.length);
  });

  it('when a product image is requested, then it is an SVG served without a session, locked down by its CSP', async () => {
    const { products } = await jsonOf<ProductsResponse>(await get('/api/shopify/products'));
    for (const product of products) {
      const response = await get(product.images[0]?.src ?? '', {});
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
      expect(response.headers.get('content-security-policy')).toBe(
        "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'",
      );
      expect(await response.text()).toMatch(/^<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    }
  });

  it.each(['unknown.svg', 'ciao-cap.png', '..%2Fshopify.ts', '..%2F..%2F..%2Fpackage.json'])(
    'when the image %p is requested, then 404',
    async (file) => {
      expect((await get(`/api/shopify/demo-images/${file}`, {})).status).toBe(404);
    },
  );

  it("when 'View Product' opens a product page of the demo store, then it shows that product", async () => {
    const response = await get(`${DEMO_STORE.storeUrl}/products/ciao-hoodie`, {});
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html).toContain('<h1>$CIAO Hoodie</h1>');
    expect(html).toContain('<s>$59.00</s> $49.00');
    expect(html).toContain('src="/api/shopify/demo-images/ciao-hoodie.svg"');
    expect((await get(`${DEMO_STORE.storeUrl}/products/no-such-thing`, {})).status).toBe(404);
    expect((await get(DEMO_STORE.storeUrl, {})).status).toBe(200);
  });

  it('when nobody is signed in, then store and products answer 401', async () => {
    expect((await get('/api/shopify/store', {})).status).toBe(401);
    expect((await get('/api/shopify/products', {})).status).toBe(401);
  });

  it('when a webhook arrives without a configured store, then 404 and nothing is read', async () => {
    const body = JSON.stringify({ id: 1, discount_codes: [] });
    const response = await fetch(`${server.url}/api/shopify/webhooks/orders`, {
      method: 'POST',
      headers: {
        'x-shopify-hmac-sha256': shopifySignature(body),
        'x-shopify-webhook-id': 'demo',
        'x-shopify-topic': 'orders/create',
      },
      body,
    });
    expect(response.status).toBe(404);
  });
});

describe('Shopify configuration', () => {
  const complete = {
    SHOPIFY_SHOP_DOMAIN: 'Ciao-Markets.myshopify.com',
    SHOPIFY_ADMIN_TOKEN: 'shpat_x',
    SHOPIFY_STOREFRONT_TOKEN: 'sf_x',
    SHOPIFY_WEBHOOK_SECRET: 'whsec_x',
  };

  it('when nothing is set, then there is no store (demo mode)', () => {
    expect(loadConfig({}).shopify).toBeNull();
  });

  it('when all four are set, then the store is configured, its APIs on the shop domain unless SHOPIFY_API_URL says otherwise', () => {
    expect(loadConfig(complete).shopify).toEqual({
      shopDomain: 'ciao-markets.myshopify.com',
      adminToken: 'shpat_x',
      storefrontToken: 'sf_x',
      webhookSecret: 'whsec_x',
      apiUrl: 'https://ciao-markets.myshopify.com',
    });
    expect(loadConfig({ ...complete, SHOPIFY_API_URL: 'http://127.0.0.1:9999/' }).shopify?.apiUrl).toBe(
      'http://127.0.0.1:9999',
    );
  });

  it('when only some are set, then the configuration is refused naming the missing ones', () => {
    expect(() => loadConfig({ SHOPIFY_SHOP_DOMAIN: 'x.myshopify.com', SHOPIFY_ADMIN_TOKEN: 'a' })).toThrow(
      /SHOPIFY_STOREFRONT_TOKEN: required[\s\S]*SHOPIFY_WEBHOOK_SECRET: required/,
    );
    expect(() => loadConfig({ SHOPIFY_WEBHOOK_SECRET: 'only' })).toThrow(/SHOPIFY_SHOP_DOMAIN: required/);
  });

  it('when the domain or the API URL is not one, then the configuration is refused', () => {
    expect(() => loadConfig({ ...complete, SHOPIFY_SHOP_DOMAIN: 'https://x.myshopify.com/' })).toThrow(
      /SHOPIFY_SHOP_DOMAIN: Expected a shop domain/,
    );
    expect(() => loadConfig({ ...complete, SHOPIFY_API_URL: 'ftp://x' })).toThrow(/SHOPIFY_API_URL/);
    expect(() => loadConfig({ SHOPIFY_API_URL: 'http://127.0.0.1:1' })).toThrow(
      /SHOPIFY_API_URL: only with the other SHOPIFY_\* variables/,
    );
  });
});
