import { cancelledCodeSchema } from '@ciao/contracts';
import type { ActivityPage, StoreCreditCode } from '@ciao/contracts';
import { STORE_CREDIT_MESSAGES } from '../../src/components/store-credit/store-credit';
import {
  balanceOf,
  ciaoFor,
  codesInDb,
  creditUsd,
  generate,
  getAs,
  ledgerOf,
  voucherLogsOf,
} from '../support/store-credit';
import { shopifySignature, useFakeShopify } from '../support/fake-shopify';
import { LOCK_WAITERS_SQL, reply, sideConnection } from '../support/instances';
import { jsonOf, postJson, queryRows, signedInAccount, signIn, testClock, useTestServer } from '../support/test-server';
import type { TestServer } from '../support/test-server';
import { eventually } from '../support/waiting';

// Support cancels a store-credit code (docs/admin.md, "Corrections"): credits back, the voucher log
// and the audit trail say who, the Shopify discount goes through the durable outbox; an order using
// the code at the same moment on another instance gets the use or the cancel, never both.

const clock = testClock();
const SUPPORT = { email: 'sam.support@example.com', password: 'secret1', name: 'Sam Support' };
let supportId: string;
let supportCookie: string;

const shopify = useFakeShopify();
const one = useTestServer({ clock, fixedPrice: true, env: () => shopify.env });
const two = useTestServer({ clock, fixedPrice: true, env: () => shopify.env, databaseOf: one });
beforeAll(async () => {
  supportId = (await one.accounts.createUser({ ...SUPPORT, role: 'support' })).id;
  supportCookie = await signIn(one, SUPPORT);
});

let accounts = 0;
/** A customer holding one active $3 code (with its Shopify discount). */
async function customerWithCode() {
  const user = await signedInAccount(one, `cancel${++accounts}@example.com`);
  await creditUsd(one, user.id, '3.00');
  const code = await jsonOf<StoreCreditCode>(await generate(one, user));
  const [stored] = await codesInDb(one, user.id);
  return { user, code, discountId: String(stored?.shopify_discount_id) };
}

const cancel = (server: TestServer, code: string, body: unknown = { reason: 'Customer asked for the credits back' }) =>
  postJson(`${server.url}/api/admin/codes/${encodeURIComponent(code)}/cancel`, body, { cookie: supportCookie });

const auditEntries = (code: string) =>
  queryRows<{
    actor_user_id: string;
    actor_role: string;
    customer_user_id: string;
    code: string;
    before: unknown;
    after: unknown;
    reason: string;
  }>(
    one,
    "SELECT actor_user_id, actor_role, customer_user_id, code, before, after, reason FROM audit_log WHERE action = 'code.cancelled' AND code = $1",
    [code],
  );

describe('POST /api/admin/codes/:code/cancel', () => {
  it('when support cancels an active code, then its credits are back, the customer sees it cancelled, the voucher log and the audit trail name the admin, and the Shopify discount is deactivated', async () => {
    const { user, code, discountId } = await customerWithCode();
    expect((await balanceOf(one, user.id))?.pending_ciao).toBe('0.0000000000');

    const response = await cancel(one, code.code.toLowerCase());
    expect(response.status).toBe(200);
    const body = cancelledCodeSchema.parse(await response.json());
    expect(body).toMatchObject({ code: { code: code.code, status: 'cancelled' }, pendingCiao: ciaoFor('3.00') });

    expect(await balanceOf(one, user.id)).toEqual({
      pending_ciao: `${ciaoFor('3.00')}.0000000000`,
      total_claimed_ciao: '0.0000000000',
    });
    expect((await ledgerOf(one, user.id)).map((e) => e.kind)).toEqual([
      'referral_bonus',
      'store_credit',
      'code_refund',
    ]);
    const voucherRows = await queryRows<{ action_type: string; admin_user_id: string | null }>(
      one,
      'SELECT action_type, admin_user_id FROM voucher_logs WHERE voucher_code = $1 ORDER BY id',
      [code.code],
    );
    expect(voucherRows).toEqual([
      { action_type: 'generated', admin_user_id: null },
      { action_type: 'cancelled', admin_user_id: supportId },
    ]);
    expect(await auditEntries(code.code)).toEqual([
      {
        actor_user_id: supportId,
        actor_role: 'support',
        customer_user_id: user.id,
        code: code.code,
        before: { status: 'active' },
        after: { status: 'cancelled', refundedCiao: ciaoFor('3.00') },
        reason: 'Customer asked for the credits back',
      },
    ]);
    await eventually(async () =>
      expect(shopify.discounts.get(discountId)).toMatchObject({ active: false, deactivations: 1 }),
    );

    // The customer: the code listed as cancelled, the credits back in the activity.
    expect(await jsonOf<StoreCreditCode[]>(await getAs(two, user, '/store-credit/codes'))).toEqual([
      { ...code, status: 'cancelled' },
    ]);
    const activity = await jsonOf<ActivityPage>(await getAs(two, user, '/activity'));
    expect(activity.entries[0]).toMatchObject({
      kind: 'refunded',
      amountCiao: ciaoFor('3.00'),
      code: { code: code.code },
      note: null,
    });
  });

  it('when the code is used, already cancelled or unknown, or the reason is missing, then 409, 404 or 400, and nothing changes', async () => {
    const { user, code } = await customerWithCode();
    expect((await cancel(one, code.code)).status).toBe(200);
    const books = {
      balance: await balanceOf(one, user.id),
      ledger: await ledgerOf(one, user.id),
      log: await voucherLogsOf(one, user.id),
      audit: await auditEntries(code.code),
    };

    const again = await cancel(one, code.code);
    expect(again.status).toBe(409);
    expect(await jsonOf(again)).toEqual({ message: STORE_CREDIT_MESSAGES.notCancellable });
    const unknown = await cancel(one, 'CIAO-NOSUCH-CODE00');
    expect(unknown.status).toBe(404);
    expect(await jsonOf(unknown)).toEqual({ message: STORE_CREDIT_MESSAGES.noSuchCode });
    const second = await customerWithCode();
    for (const body of [{}, { reason: 'no' }, { reason: 'A good reason', extra: 1 }]) {
      const refused = await cancel(one, second.code.code, body);
      expect(refused.status).toBe(400);
      expect(await jsonOf(refused)).toMatchObject({ message: 'Invalid request', fields: expect.any(Object) });
    }
    expect((await codesInDb(one, second.user.id))[0]?.status).toBe('active');
    expect({
      balance: await balanceOf(one, user.id),
      ledger: await ledgerOf(one, user.id),
      log: await voucherLogsOf(one, user.id),
      audit: await auditEntries(code.code),
    }).toEqual(books);
  });

  it('when the code expired, then 409 and no credits come back', async () => {
    const { user, code } = await customerWithCode();
    // Its time is up, though no sweep has marked it expired yet.
    await queryRows(one, 'UPDATE store_credit_codes SET expires_at = $2 WHERE code = $1 RETURNING 1', [
      code.code,
      clock.now(),
    ]);
    const response = await cancel(one, code.code);
    expect(response.status).toBe(409);
    expect((await ledgerOf(one, user.id)).map((e) => e.kind)).toEqual(['referral_bonus', 'store_credit']);
  });
});

describe('a cancel and an order using the same code at the same moment, on two instances', () => {
  let delivery = 0;
  const orderFor = (code: string, id: number) =>
    JSON.stringify({
      id,
      admin_graphql_api_id: `gid://shopify/Order/${id}`,
      name: `#${id}`,
      created_at: clock.now().toISOString(),
      discount_codes: [{ code, amount: '3.00', type: 'fixed_amount' }],
    });
  const deliver = (server: TestServer, body: string) =>
    fetch(`${server.url}/api/shopify/webhooks/orders`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-shopify-topic': 'orders/create',
        'x-shopify-webhook-id': `race-${++delivery}`,
        'x-shopify-hmac-sha256': shopifySignature(body),
      },
      body,
    });

  it('when both wait for the code at once, then it is either used (no refund) or cancelled (credits back), never both, whichever instance takes which side', async () => {
    const side = await sideConnection(one.database.url);
    try {
      for (let round = 0; round < 4; round += 1) {
        const { user, code } = await customerWithCode();
        const [stored] = await codesInDb(one, user.id);
        const [cancelOn, orderOn] = round % 2 === 0 ? [one, two] : [two, one];
        // The code's row held by the test: both requests reach it and wait, a real race.
        const held = await side.sequelize.transaction();
        await side.sequelize.query('SELECT id FROM store_credit_codes WHERE id = $1 FOR UPDATE', {
          bind: [stored?.id],
          transaction: held,
        });
        const racing = Promise.all([
          reply(cancel(cancelOn, code.code)),
          reply(deliver(orderOn, orderFor(code.code, 7_000_000_000 + round))),
        ]);
        await eventually(async () => expect((await side.rows<{ n: number }>(LOCK_WAITERS_SQL))[0]?.n).toBe(2));
        await held.rollback();
        const [cancelled, ordered] = await racing;

        expect(ordered).toEqual({ status: 200, body: { ok: true } });
        const [after] = await codesInDb(one, user.id);
        const kinds = (await ledgerOf(one, user.id)).map((e) => e.kind);
        const logged = (await voucherLogsOf(one, user.id)).map((l) => l.action_type);
        const pending = (await balanceOf(one, user.id))?.pending_ciao;
        if (cancelled?.status === 200) {
          expect({ status: after?.status, kinds, logged, pending }).toEqual({
            status: 'cancelled',
            kinds: ['referral_bonus', 'store_credit', 'code_refund'],
            logged: ['generated', 'cancelled'],
            pending: `${ciaoFor('3.00')}.0000000000`,
          });
        } else {
          expect(cancelled).toEqual({ status: 409, body: { message: STORE_CREDIT_MESSAGES.notCancellable } });
          expect({ status: after?.status, kinds, logged, pending }).toEqual({
            status: 'used',
            kinds: ['referral_bonus', 'store_credit'],
            logged: ['generated', 'used'],
            pending: '0.0000000000',
          });
        }
      }
    } finally {
      await side.close();
    }
  });
});
