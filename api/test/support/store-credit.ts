// Shared by the store-credit and Shopify tests, on a server priced at TEST_PRICE
// (`useTestServer({ fixedPrice: true })`): the store-credit calls.
import { money, toDecimalString } from '../../src/money';
import { TEST_PRICE } from './fixed-price-feed';
import { creditCiao, postJson, queryRows } from './test-server';
import type { TestServer } from './test-server';

export const ciaoFor = (usd: string) => toDecimalString(money(usd).div(TEST_PRICE));

/** Pending $CIAO worth `usd` at TEST_PRICE. */
export const creditUsd = (server: TestServer, userId: string, usd: string) => creditCiao(server, userId, ciaoFor(usd));

type User = { id: string; cookie: string };

export const userUrl = (server: { url: string }, user: User, path: string) =>
  `${server.url}/api/user/${user.id}${path}`;

export const getAs = (server: { url: string }, user: User, path: string) =>
  fetch(userUrl(server, user, path), { headers: { cookie: user.cookie } });

export const generate = (server: { url: string }, user: User, body: unknown = {}) =>
  postJson(userUrl(server, user, '/store-credit/generate'), body, { cookie: user.cookie });

export const claim = (server: { url: string }, user: User, body: unknown = {}) =>
  postJson(userUrl(server, user, '/rewards/claim'), body, { cookie: user.cookie });

export type StoredCodeRow = {
  id: string;
  code: string;
  status: string;
  amount_usd: string;
  amount_ciao: string;
  shopify_discount_id: string | null;
  used_at: Date | null;
  ciaomarkets_order_id: string | null;
};

export const codesInDb = (server: TestServer, userId: string) =>
  queryRows<StoredCodeRow>(
    server,
    'SELECT id, code, status, amount_usd, amount_ciao, shopify_discount_id, used_at, ciaomarkets_order_id FROM store_credit_codes WHERE user_id = $1 ORDER BY generated_at',
    [userId],
  );

export type VoucherLogRow = {
  voucher_code: string;
  action_type: string;
  amount_usd: string;
  amount_ciao: string;
  shopify_discount_id: string | null;
  ciaomarkets_order_id: string | null;
};

export const voucherLogsOf = (server: TestServer, userId: string) =>
  queryRows<VoucherLogRow>(
    server,
    'SELECT voucher_code, action_type, amount_usd, amount_ciao, shopify_discount_id, ciaomarkets_order_id FROM voucher_logs WHERE user_id = $1 ORDER BY id',
    [userId],
  );

export const balanceOf = async (server: TestServer, userId: string) =>
  (
    await queryRows<{ pending_ciao: string; total_claimed_ciao: string }>(
      server,
      'SELECT pending_ciao, total_claimed_ciao FROM reward_balances WHERE user_id = $1',
      [userId],
    )
  )[0];

export const ledgerOf = (server: TestServer, userId: string) =>
  queryRows<{ kind: string; amount_ciao: string; store_credit_code_id: string | null }>(
    server,
    'SELECT kind, amount_ciao, store_credit_code_id FROM ledger_entries WHERE user_id = $1 ORDER BY id',
    [userId],
  );
