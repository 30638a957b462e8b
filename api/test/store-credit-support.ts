// Shared by the store-credit and Shopify tests: a price feed at a round price (so a USD value is an
// exact $CIAO amount), a server on it, and the store-credit calls.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Clock } from '../src/clock';
import { money, toDecimalString } from '../src/money';
import { creditCiao, postJson, queryRows, startTestServer } from './support/test-server';
import type { TestServer } from './support/test-server';

/** USD per $CIAO: $1 is exactly 1,000,000 $CIAO. */
export const TEST_PRICE = '0.000001';

export const ciaoFor = (usd: string) => toDecimalString(money(usd).div(TEST_PRICE));

/** A DexScreener-shaped feed always quoting TEST_PRICE. */
async function startFixedPriceFeed() {
  const feed = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify({ pairs: [{ priceUsd: TEST_PRICE, priceChange: { h24: 0 }, marketCap: 1_000_000_000, volume: { h24: 1_000_000 }, liquidity: { usd: 1_000_000 } }] }),
    );
  });
  await new Promise<void>((resolve) => feed.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(feed.address() as AddressInfo).port}/tokens/ciao`,
    close: () => new Promise<void>((resolve) => feed.close(() => resolve())),
  };
}

/** The real API priced at TEST_PRICE; `close` also stops the feed. */
export async function startStoreCreditServer(options: { clock: Clock; env?: Record<string, string> }): Promise<TestServer> {
  const feed = await startFixedPriceFeed();
  const server = await startTestServer({ clock: options.clock, env: { PRICE_PROVIDER: 'dex', PRICE_FEED_URL: feed.url, ...options.env } });
  return {
    ...server,
    close: async () => {
      await server.close();
      await feed.close();
    },
  };
}

/** Pending $CIAO worth `usd` at TEST_PRICE. */
export const creditUsd = (server: TestServer, userId: string, usd: string) => creditCiao(server, userId, ciaoFor(usd));

type User = { id: string; cookie: string };

export const userUrl = (server: { url: string }, user: User, path: string) => `${server.url}/api/user/${user.id}${path}`;

export const getAs = (server: { url: string }, user: User, path: string) => fetch(userUrl(server, user, path), { headers: { cookie: user.cookie } });

export const generate = (server: { url: string }, user: User, body: unknown = {}) => postJson(userUrl(server, user, '/store-credit/generate'), body, { cookie: user.cookie });

export const claim = (server: { url: string }, user: User, body: unknown = {}) => postJson(userUrl(server, user, '/rewards/claim'), body, { cookie: user.cookie });

export type StoredCodeRow = { id: string; code: string; status: string; amount_usd: string; amount_ciao: string; shopify_discount_id: string | null; used_at: Date | null; ciaomarkets_order_id: string | null };

export const codesInDb = (server: TestServer, userId: string) =>
  queryRows<StoredCodeRow>(server, 'SELECT id, code, status, amount_usd, amount_ciao, shopify_discount_id, used_at, ciaomarkets_order_id FROM store_credit_codes WHERE user_id = $1 ORDER BY generated_at', [userId]);

export type VoucherLogRow = { voucher_code: string; action_type: string; amount_usd: string; amount_ciao: string; shopify_discount_id: string | null; ciaomarkets_order_id: string | null };

export const voucherLogsOf = (server: TestServer, userId: string) =>
  queryRows<VoucherLogRow>(
    server,
    'SELECT voucher_code, action_type, amount_usd, amount_ciao, shopify_discount_id, ciaomarkets_order_id FROM voucher_logs WHERE user_id = $1 ORDER BY id',
    [userId],
  );

export const balanceOf = async (server: TestServer, userId: string) =>
  (await queryRows<{ pending_ciao: string; total_claimed_ciao: string }>(server, 'SELECT pending_ciao, total_claimed_ciao FROM reward_balances WHERE user_id = $1', [userId]))[0];

export const ledgerOf = (server: TestServer, userId: string) =>
  queryRows<{ kind: string; amount_ciao: string; store_credit_code_id: string | null }>(
    server,
    'SELECT kind, amount_ciao, store_credit_code_id FROM ledger_entries WHERE user_id = $1 ORDER BY id',
    [userId],
  );
