import type { ErrorBody, ProductsResponse, StoreCreditCode, StoreInfo } from '@ciao/contracts';
import { SHOPIFY_MESSAGES } from '../../src/components/shopify/shopify-routes';
import { CATALOGUE_CACHE_TTL_MS } from '../../src/components/shopify/shopify';
import { STORE_CREDIT_MESSAGES } from '../../src/components/store-credit/store-credit';
import {
  balanceOf,
  codesInDb,
  creditUsd,
  generate,
  getAs,
  ledgerOf,
  userUrl,
  voucherLogsOf,
} from '../support/store-credit';
import { FAKE_SHOPIFY_TOKENS, shopifySignature, useFakeShopify } from '../support/fake-shopify';
import {
  jsonOf,
  postJson,
  queryRows,
  sendJson,
  signedInAccount,
  signIn,
  testClock,
  useTestServer,
} from '../support/test-server';
import { eventually } from '../support/waiting';

const DAY = 86_400_000;
const HOUR = 3_600_000;

const clock = testClock();
const shopify = useFakeShopify();
const server = useTestServer({ clock, fixedPrice: true, env: () => shopify.env });
beforeEach(() => {
  shopify.failDiscounts('none');
  shopify.failStorefront(false);
});

let accounts = 0;
async function newUser() {
  const email = `shopper${++accounts}@example.com`;
  return { ...(await signedInAccount(server, email)), email };
}
const getSignedIn = (path: string, cookie: string) => fetch(`${server.url}${path}`, { headers: { cookie } });

describe('GET /api/shopify/store and /api/shopify/products (Storefront API)', () => {
  it('when the store cannot be read and nothing was read before, then 502 with the screen texts', async () => {
    const user = await newUser();
    shopify.failStorefront(true);
    const store = await getSignedIn('/api/shopify/store', user.cookie);
    expect(store.status).toBe(502);
    expect(await jsonOf<ErrorBody>(store)).toEqual({ message: SHOPIFY_MESSAGES.storeUnavailable });
    const products = await getSignedIn('/api/shopify/products', user.cookie);
    expect(products.status).toBe(502);
    expect(await jsonOf<ErrorBody>(products)).toEqual({ message: SHOPIFY_MESSAGES.productsUnavailable });
  });

  it('when connected, then the shop and its products come from the Storefront API, with its token, and are cached', async () => {
    const user = await newUser();
    const before = shopify.calls.length;
    const stores = await Promise.all(
      [1, 2, 3].map(() => getSignedIn('/api/shopify/store', user.cookie).then((r) => jsonOf<StoreInfo>(r))),
    );
    expect(stores).toEqual(
      Array(3).fill({
        storeName: 'Ciao Markets',
        currency: 'EUR',
        country: 'IT',
        storeUrl: 'https://shop.ciaomarkets.example',
        connected: true,
      }),
    );
    const products = await jsonOf<ProductsResponse>(await getSignedIn('/api/shopify/products', user.cookie));
    expect(products).toEqual({
      products: [
        {
          id: 'gid://shopify/Product/1001',
          title: 'Genesis Hoodie',
          vendor: 'Ciao Markets',
          productType: 'Hoodie',
          handle: 'genesis-hoodie',
          images: [{ src: 'https://cdn.shopify.example/hoodie.png', alt: 'A black hoodie' }],
          variants: [{ price: '45', compareAtPrice: '55' }],
        },
        {
          id: 'gid://shopify/Product/1002',
          title: 'Block Mug',
          vendor: 'Ciao Markets',
          productType: 'Mug',
          handle: 'block-mug',
          images: [],
          variants: [{ price: '12.5', compareAtPrice: null }],
        },
      ],
    });
    await getSignedIn('/api/shopify/products', user.cookie);
    const calls = shopify.calls.slice(before);
    expect(calls.map((c) => [c.api, c.operation])).toEqual([
      ['storefront', 'shop'],
      ['storefront', 'products'],
    ]);
    expect(calls[0]?.headers['x-shopify-storefront-access-token']).toBe(FAKE_SHOPIFY_TOKENS.storefront);
    expect(calls[1]?.variables).toEqual({ first: 50 });
  });

  it('when the cache is old and Shopify fails, then the last good copy is served', async () => {
    const user = await newUser();
    await getSignedIn('/api/shopify/store', user.cookie);
    clock.advance(CATALOGUE_CACHE_TTL_MS);
    shopify.failStorefront(true);
    const before = shopify.calls.length;
    const store = await getSignedIn('/api/shopify/store', user.cookie);
    expect(store.status).toBe(200);
    expect(await jsonOf<StoreInfo>(store)).toMatchObject({ storeName: 'Ciao Markets', connected: true });
    expect(shopify.calls.length).toBe(before + 1);
  });

  it('when nobody is signed in, then 401', async () => {
    expect((await fetch(`${server.url}/api/shopify/store`)).status).toBe(401);
    expect((await fetch(`${server.url}/api/shopify/products`)).status).toBe(401);
  });
});

describe('generating a code with Shopify connected', () => {
  it('when a code is generated, then a single-use fixed-amount discount is created for it, ending at its expiry, and its id is kept', async () => {
    const user = await newUser();
    await creditUsd(server, user.id, '3.00');
    const before = shopify.callsOf('discountCodeBasicCreate').length;
    const response = await generate(server, user);
    expect(response.status).toBe(201);
    const code = await jsonOf<StoreCreditCode>(response);

    const [call] = shopify.callsOf('discountCodeBasicCreate').slice(before);
    expect(call?.api).toBe('admin');
    expect(call?.headers['x-shopify-access-token']).toBe(FAKE_SHOPIFY_TOKENS.admin);
    expect(call?.variables).toEqual({
      basicCodeDiscount: {
        title: `$CIAO store credit ${code.code}`,
        code: code.code,
        startsAt: code.generatedAt,
        endsAt: code.expiresAt,
        usageLimit: 1,
        appliesOncePerCustomer: true,
        context: { all: 'ALL' },
        customerGets: { value: { discountAmount: { amount: '3.00', appliesOnEachItem: false } }, items: { all: true } },
      },
    });
    const [stored] = await codesInDb(server, user.id);
    expect(stored?.shopify_discount_id).toMatch(/^gid:\/\/shopify\/DiscountCodeNode\/\d+$/);
    expect(shopify.discounts.get(String(stored?.shopify_discount_id))).toEqual({ code: code.code, active: true });
    expect(await voucherLogsOf(server, user.id)).toEqual([
      expect.objectContaining({ action_type: 'generated', shopify_discount_id: stored?.shopify_discount_id }),
    ]);
  });

  it.each(['http', 'userErrors'] as const)(
    'when Shopify fails (%s), then 502, no code, nothing logged and the balance unchanged',
    async (mode) => {
      const user = await newUser();
      await creditUsd(server, user.id, '3.00');
      expect(
        (await postJson(userUrl(server, user, '/contracts'), { duration: 1, miningRate: '1' }, { cookie: user.cookie }))
          .status,
      ).toBe(201);
      clock.advance(HOUR);
      await getAs(server, user, '/rewards/pending'); // the contract completes
      const balance = await balanceOf(server, user.id);
      const ledger = await ledgerOf(server, user.id);
      shopify.failDiscounts(mode);

      const response = await generate(server, user);
      expect(response.status).toBe(502);
      expect(await jsonOf<ErrorBody>(response)).toEqual({ message: STORE_CREDIT_MESSAGES.storeUnavailable });
      expect(await codesInDb(server, user.id)).toEqual([]);
      expect(await voucherLogsOf(server, user.id)).toEqual([]);
      expect(await balanceOf(server, user.id)).toEqual(balance);
      expect(await ledgerOf(server, user.id)).toEqual(ledger);
      expect(await queryRows(server, 'SELECT status FROM contracts WHERE user_id = $1', [user.id])).toEqual([
        { status: 'completed' },
      ]);

      shopify.failDiscounts('none');
      expect((await generate(server, user)).status).toBe(201);
    },
  );
});

describe('POST /api/shopify/webhooks/orders', () => {
  let delivery = 0;

  /** An active code of a new user. */
  async function activeCode() {
    const user = await newUser();
    await creditUsd(server, user.id, '2.80');
    return { user, code: await jsonOf<StoreCreditCode>(await generate(server, user)) };
  }

  const orderFor = (code: string, id = 5_123_456_789_012) =>
    JSON.stringify({
      id,
      admin_graphql_api_id: `gid://shopify/Order/${id}`,
      name: '#1042',
      created_at: clock.now().toISOString(),
      discount_codes: [{ code: code.toLowerCase(), amount: '2.80', type: 'fixed_amount' }],
    });

  function deliver(body: string, options: { signature?: string | null; webhookId?: string; topic?: string } = {}) {
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      'x-shopify-topic': options.topic ?? 'orders/create',
      'x-shopify-webhook-id': options.webhookId ?? `delivery-${++delivery}`,
    };
    const signature = options.signature === undefined ? shopifySignature(body) : options.signature;
    if (signature !== null) headers['x-shopify-hmac-sha256'] = signature;
    return fetch(`${server.url}/api/shopify/webhooks/orders`, { method: 'POST', headers, body });
  }

  const deliveries = () =>
    queryRows<{ webhook_id: string }>(server, 'SELECT webhook_id FROM shopify_webhook_deliveries');

  it('when a signed order carries a code, then the code is used with the order id, and logged', async () => {
    const { user, code } = await activeCode();
    const response = await deliver(orderFor(code.code));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });

    const now = clock.now().toISOString();
    expect(await jsonOf(await getAs(server, user, '/store-credit/codes'))).toEqual([
      { ...code, status: 'used', usedAt: now, ciaomarketsOrderId: '5123456789012' },
    ]);
    expect(await voucherLogsOf(server, user.id)).toEqual([
      expect.objectContaining({ action_type: 'generated' }),
      expect.objectContaining({
        voucher_code: code.code,
        action_type: 'used',
        amount_usd: '2.80',
        ciaomarkets_order_id: '5123456789012',
        shopify_discount_id: expect.any(String),
      }),
    ]);
  });

  it.each([
    ['a wrong signature', shopifySignature('{}')],
    ['a signature under another secret', 'other'],
    ['no signature', null],
    ['a signature that is not base64', 'not base64!'],
  ])('when the delivery has %s, then 401 and nothing changes', async (_name, signature) => {
    const { user, code } = await activeCode();
    const body = orderFor(code.code);
    const sent = signature === 'other' ? shopifySignature(body, 'another-secret') : signature;
    const before = await deliveries();
    const response = await deliver(body, { signature: sent });
    expect(response.status).toBe(401);
    expect(await jsonOf<ErrorBody>(response)).toEqual({ message: 'Invalid webhook signature' });
    expect(await codesInDb(server, user.id)).toEqual([
      expect.objectContaining({ status: 'active', used_at: null, ciaomarkets_order_id: null }),
    ]);
    expect((await voucherLogsOf(server, user.id)).map((l) => l.action_type)).toEqual(['generated']);
    expect(await deliveries()).toEqual(before);
  });

  it('when the body was changed after signing, then 401', async () => {
    const { user, code } = await activeCode();
    const body = orderFor(code.code);
    const response = await deliver(body.replace('#1042', '#1043'), { signature: shopifySignature(body) });
    expect(response.status).toBe(401);
    expect((await codesInDb(server, user.id))[0]?.status).toBe('active');
  });

  it('when the same delivery arrives twice (even at once), then the code changes once', async () => {
    const { user, code } = await activeCode();
    const body = orderFor(code.code, 5_000_000_000_001);
    const statuses = await Promise.all(
      [deliver(body, { webhookId: 'same-delivery' }), deliver(body, { webhookId: 'same-delivery' })].map(
        async (r) => (await r).status,
      ),
    );
    expect(statuses).toEqual([200, 200]);
    expect((await deliver(body, { webhookId: 'same-delivery' })).status).toBe(200);
    expect((await voucherLogsOf(server, user.id)).map((l) => l.action_type)).toEqual(['generated', 'used']);
    expect((await deliveries()).filter((d) => d.webhook_id === 'same-delivery')).toHaveLength(1);
  });

  it('when a second topic (orders/paid) reports the same order, then the code is not used twice', async () => {
    const { user, code } = await activeCode();
    const body = orderFor(code.code, 5_000_000_000_002);
    expect((await deliver(body, { topic: 'orders/create' })).status).toBe(200);
    clock.advance(60_000);
    expect((await deliver(body, { topic: 'orders/paid' })).status).toBe(200);
    const [stored] = await codesInDb(server, user.id);
    expect(stored?.used_at?.toISOString()).toBe(new Date(clock.now().getTime() - 60_000).toISOString());
    expect((await voucherLogsOf(server, user.id)).map((l) => l.action_type)).toEqual(['generated', 'used']);
  });

  it('when the order was placed before the expiry but the webhook comes after it expired, then the code becomes used; after the expiry, not', async () => {
    const { user, code } = await activeCode();
    const late = await activeCode();
    clock.advance(30 * DAY);
    for (const owner of [user, late.user]) {
      const cookie = await signIn(server, { email: owner.email, password: 'secret1' }); // sessions last 30 days
      expect(await jsonOf(await getAs(server, { id: owner.id, cookie }, '/store-credit/codes'))).toEqual([
        expect.objectContaining({ status: 'expired' }),
      ]);
    }

    const placedBefore = new Date(new Date(code.expiresAt).getTime() - HOUR).toISOString();
    expect(
      (await deliver(JSON.stringify({ id: 77, created_at: placedBefore, discount_codes: [{ code: code.code }] })))
        .status,
    ).toBe(200);
    expect(await codesInDb(server, user.id)).toEqual([
      expect.objectContaining({ status: 'used', ciaomarkets_order_id: '77' }),
    ]);
    expect((await voucherLogsOf(server, user.id)).map((l) => l.action_type)).toEqual(['generated', 'expired', 'used']);

    const placedAfter = new Date(new Date(late.code.expiresAt).getTime() + 1).toISOString();
    expect(
      (await deliver(JSON.stringify({ id: 78, created_at: placedAfter, discount_codes: [{ code: late.code.code }] })))
        .status,
    ).toBe(200);
    expect((await codesInDb(server, late.user.id))[0]?.status).toBe('expired');
  });

  it('when the order carries no code of ours, or the topic is another, then 200 and nothing changes', async () => {
    const { user, code } = await activeCode();
    expect(
      (await deliver(JSON.stringify({ id: 1, discount_codes: [{ code: 'SUMMER10' }, { code: 'CIAO-NOPE00-NOPE00' }] })))
        .status,
    ).toBe(200);
    expect((await deliver(orderFor(code.code), { topic: 'orders/cancelled' })).status).toBe(200);
    expect((await codesInDb(server, user.id))[0]?.status).toBe('active');
  });

  it('when the webhook id is missing, or the signed body is not an order, then 400 and nothing changes', async () => {
    const { user, code } = await activeCode();
    const body = orderFor(code.code);
    const noId = await fetch(`${server.url}/api/shopify/webhooks/orders`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-shopify-topic': 'orders/create',
        'x-shopify-hmac-sha256': shopifySignature(body),
      },
      body,
    });
    expect(noId.status).toBe(400);
    expect((await deliver('{"id":')).status).toBe(400);
    expect((await deliver(JSON.stringify({ discount_codes: 'CIAO' }))).status).toBe(400);
    expect((await codesInDb(server, user.id))[0]?.status).toBe('active');
  });

  it('when called from a browser page of another origin, then the signature alone decides (no session, no origin check)', async () => {
    const { user, code } = await activeCode();
    const body = orderFor(code.code, 5_000_000_000_003);
    const response = await fetch(`${server.url}/api/shopify/webhooks/orders`, {
      method: 'POST',
      headers: {
        origin: 'https://evil.example',
        'x-shopify-topic': 'orders/create',
        'x-shopify-webhook-id': 'cross-origin',
        'x-shopify-hmac-sha256': shopifySignature('tampered'),
      },
      body,
    });
    expect(response.status).toBe(401);
    expect((await codesInDb(server, user.id))[0]?.status).toBe('active');
  });
});

describe('account deletion with Shopify connected', () => {
  it('when the account is deleted, then its active codes are cancelled and their discounts deactivated in Shopify', async () => {
    const user = await newUser();
    await creditUsd(server, user.id, '2.90');
    const code = await jsonOf<StoreCreditCode>(await generate(server, user));
    const [stored] = await codesInDb(server, user.id);
    const discountId = String(stored?.shopify_discount_id);

    expect(
      (await sendJson('DELETE', `${server.url}/api/user/profile`, undefined, { cookie: user.cookie })).status,
    ).toBe(200);
    expect(await codesInDb(server, user.id)).toEqual([
      expect.objectContaining({ code: code.code, status: 'cancelled' }),
    ]);
    // Through the deactivation outbox, started right after the deletion's commit (test/store-credit/shopify-deactivation-outbox.test.ts).
    await eventually(async () =>
      expect(shopify.discounts.get(discountId)).toEqual({ code: code.code, active: false, deactivations: 1 }),
    );
    expect(shopify.callsOf('discountCodeDeactivate').map((c) => c.variables)).toContainEqual({ id: discountId });
    await eventually(async () =>
      expect(await queryRows(server, 'SELECT 1 FROM shopify_discount_deactivations')).toEqual([]),
    );
    expect((await voucherLogsOf(server, user.id)).map((l) => [l.action_type, l.shopify_discount_id])).toEqual([
      ['generated', discountId],
      ['cancelled', discountId],
    ]);
  });
});
