import type { Eligibility, ErrorBody, StoreCreditCode } from '@ciao/contracts';
import { STORE_CREDIT } from '@ciao/contracts';
import { MINING_MESSAGES } from '../../src/components/contracts/mining';
import { newCodeText } from '../../src/components/store-credit/code-text';
import { STORE_CREDIT_MESSAGES } from '../../src/components/store-credit/store-credit';
import {
  balanceOf,
  ciaoFor,
  claim,
  codesInDb,
  creditUsd,
  generate,
  getAs,
  ledgerOf,
  userUrl,
  voucherLogsOf,
} from '../support/store-credit';
import {
  jsonOf,
  postJson,
  queryRows,
  signedInAccount,
  signIn,
  startTestServer,
  testClock,
  useTestServer,
} from '../support/test-server';

const DAY = 86_400_000;
const HOUR = 3_600_000;

const clock = testClock();
const server = useTestServer({ clock, fixedPrice: true });

let accounts = 0;
async function newUser() {
  const email = `saver${++accounts}@example.com`;
  return { ...(await signedInAccount(server, email)), email };
}

/** Sessions last 30 days: after moving the clock that far, sign in again. */
const signInAgain = async (user: { id: string; email: string }) => ({
  ...user,
  cookie: await signIn(server, { email: user.email, password: 'secret1' }),
});

const eligibilityOf = async (user: { id: string; cookie: string }) =>
  jsonOf<Eligibility>(await getAs(server, user, '/store-credit/eligibility'));
const codesOf = async (user: { id: string; cookie: string }) => {
  const response = await getAs(server, user, '/store-credit/codes');
  expect(response.status).toBe(200);
  return jsonOf<StoreCreditCode[]>(response);
};

describe('code text', () => {
  it('is CIAO-XXXXXX-XXXXXX from upper-case letters and digits, and draws differ', () => {
    const drawn = Array.from({ length: 2_000 }, newCodeText);
    for (const code of drawn) expect(code).toMatch(STORE_CREDIT.codePattern);
    expect(new Set(drawn).size).toBe(drawn.length);
    // Every character of the alphabet turns up: the draw covers letters and digits alike.
    expect(new Set(drawn.join('').replace(/CIAO|-/g, '')).size).toBe(36);
  });
});

describe('GET /api/user/{id}/store-credit/eligibility', () => {
  it.each([
    ['2.49', false, false],
    ['2.50', true, false],
    ['5.00', true, false],
    ['5.01', true, true],
  ])(
    'when the pending credits are worth $%s, then eligible is %p and isOverLimit %p',
    async (usd, eligible, isOverLimit) => {
      const user = await newUser();
      await creditUsd(server, user.id, usd);
      expect(await eligibilityOf(user)).toEqual({
        currentValueUsd: Number(usd),
        pendingRewards: Number(ciaoFor(usd)),
        eligible,
        isOverLimit,
      });
    },
  );

  it('when the value is a fraction of a cent under $2.50, then it reads $2.49 and is not eligible', async () => {
    const user = await newUser();
    await creditUsd(server, user.id, '2.4999999');
    expect(await eligibilityOf(user)).toMatchObject({ currentValueUsd: 2.49, eligible: false });
  });

  it('when the user never earned anything, then everything is zero and not eligible', async () => {
    const user = await newUser();
    expect(await eligibilityOf(user)).toEqual({
      currentValueUsd: 0,
      pendingRewards: 0,
      eligible: false,
      isOverLimit: false,
    });
  });

  it("when asking for another user's eligibility, then 403; anonymous, 401", async () => {
    const [ann, bob] = [await newUser(), await newUser()];
    expect((await getAs(server, { id: bob.id, cookie: ann.cookie }, '/store-credit/eligibility')).status).toBe(403);
    expect((await fetch(userUrl(server, ann, '/store-credit/eligibility'))).status).toBe(401);
  });
});

describe('POST /api/user/{id}/store-credit/generate', () => {
  it('when the credits are below $2.50, then 409 with the reason and nothing changes', async () => {
    const user = await newUser();
    await creditUsd(server, user.id, '2.49');
    const response = await generate(server, user);
    expect(response.status).toBe(409);
    expect(await jsonOf<ErrorBody>(response)).toEqual({ message: STORE_CREDIT_MESSAGES.belowMinimum });
    expect(await codesInDb(server, user.id)).toEqual([]);
    expect(await voucherLogsOf(server, user.id)).toEqual([]);
    expect(await balanceOf(server, user.id)).toEqual({
      pending_ciao: '2490000.0000000000',
      total_claimed_ciao: '0.0000000000',
    });
  });

  it('when eligible, then one code for the whole value: 30 days, debited, logged, contracts claimed, claims total updated', async () => {
    const user = await newUser();
    await creditUsd(server, user.id, '3.00');
    // A completed contract adds its reward ($0.06 less 30 % = $0.042) and must become 'claimed'.
    expect(
      (await postJson(userUrl(server, user, '/contracts'), { duration: 1, miningRate: '1' }, { cookie: user.cookie }))
        .status,
    ).toBe(201);
    clock.advance(HOUR);
    expect(await eligibilityOf(user)).toMatchObject({ currentValueUsd: 3.04, eligible: true });

    const response = await generate(server, user);
    expect(response.status).toBe(201);
    const code = await jsonOf<StoreCreditCode>(response);
    const now = clock.now();
    expect(code).toEqual({
      id: expect.any(String),
      code: expect.stringMatching(STORE_CREDIT.codePattern),
      status: 'active',
      amountUsd: '3.04',
      generatedAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + 30 * DAY).toISOString(),
      usedAt: null,
      ciaomarketsOrderId: null,
    });

    expect(await balanceOf(server, user.id)).toEqual({
      pending_ciao: '0.0000000000',
      total_claimed_ciao: '3042000.0000000000',
    });
    expect(await ledgerOf(server, user.id)).toEqual([
      { kind: 'referral_bonus', amount_ciao: '3000000.0000000000', store_credit_code_id: null },
      { kind: 'contract_reward', amount_ciao: '42000.0000000000', store_credit_code_id: null },
      { kind: 'store_credit', amount_ciao: '-3042000.0000000000', store_credit_code_id: code.id },
    ]);
    expect(await voucherLogsOf(server, user.id)).toEqual([
      {
        voucher_code: code.code,
        action_type: 'generated',
        amount_usd: '3.04',
        amount_ciao: '3042000.0000000000',
        shopify_discount_id: null,
        ciaomarkets_order_id: null,
      },
    ]);
    expect(await queryRows(server, 'SELECT status FROM contracts WHERE user_id = $1', [user.id])).toEqual([
      { status: 'claimed' },
    ]);
    expect(await jsonOf(await getAs(server, user, '/claims/total'))).toEqual({ totalClaimed: '3042000' });
    expect(await eligibilityOf(user)).toEqual({
      currentValueUsd: 0,
      pendingRewards: 0,
      eligible: false,
      isOverLimit: false,
    });
    expect(await codesOf(user)).toEqual([code]);
  });

  it('when the value has a fraction of a cent, then the code is cut to the cent and the whole balance is redeemed', async () => {
    const user = await newUser();
    await creditUsd(server, user.id, '3.2199');
    const code = await jsonOf<StoreCreditCode>(await generate(server, user));
    expect(code.amountUsd).toBe('3.21');
    expect(await balanceOf(server, user.id)).toMatchObject({
      pending_ciao: '0.0000000000',
      total_claimed_ciao: '3219900.0000000000',
    });
  });

  it('when redeemed through POST /rewards/claim, then it is the same operation', async () => {
    const user = await newUser();
    await creditUsd(server, user.id, '2.50');
    const response = await claim(server, user);
    expect(response.status).toBe(201);
    expect(await jsonOf<StoreCreditCode>(response)).toMatchObject({ amountUsd: '2.50', status: 'active' });
    expect((await codesInDb(server, user.id)).length).toBe(1);
    expect((await claim(server, user)).status).toBe(409);
  });

  it('when no body is sent, then it is accepted like an empty object', async () => {
    const user = await newUser();
    await creditUsd(server, user.id, '2.50');
    const response = await fetch(userUrl(server, user, '/store-credit/generate'), {
      method: 'POST',
      headers: { cookie: user.cookie },
    });
    expect(response.status).toBe(201);
  });

  it.each([
    ['an unknown field', { amountUsd: '5.00' }, { message: 'Invalid request', fields: { amountUsd: 'Unknown field' } }],
    ['malformed JSON', '{"amountUsd":', { message: 'Malformed JSON body' }],
    ['an array', [], { message: 'Invalid request', fields: { '(body)': expect.any(String) } }],
  ])('when the body is %s, then 400 and nothing changes', async (_name, body, answer) => {
    const user = await newUser();
    await creditUsd(server, user.id, '3.00');
    for (const send of [generate, claim]) {
      const response = await send(server, user, body);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual(answer);
    }
    expect(await codesInDb(server, user.id)).toEqual([]);
    expect(await balanceOf(server, user.id)).toMatchObject({ pending_ciao: '3000000.0000000000' });
  });

  it('when generating for another user, then 403 and nothing changes; anonymous, 401', async () => {
    const [ann, bob] = [await newUser(), await newUser()];
    await creditUsd(server, bob.id, '3.00');
    expect((await generate(server, { id: bob.id, cookie: ann.cookie })).status).toBe(403);
    expect((await postJson(userUrl(server, bob, '/store-credit/generate'), {})).status).toBe(401);
    expect(await codesInDb(server, bob.id)).toEqual([]);
  });

  it('when 20 generate and claim requests arrive at once, then exactly one code and one debit, and the others 409', async () => {
    const user = await newUser();
    await creditUsd(server, user.id, '4.00');
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => (i % 2 === 0 ? generate : claim)(server, user)),
    );
    const statuses = responses.map((r) => r.status).sort();
    expect(statuses).toEqual([201, ...Array(19).fill(409)]);
    for (const response of responses.filter((r) => r.status === 409)) {
      expect(await jsonOf<ErrorBody>(response)).toEqual({ message: STORE_CREDIT_MESSAGES.belowMinimum });
    }
    expect(await codesInDb(server, user.id)).toEqual([
      expect.objectContaining({ amount_usd: '4.00', status: 'active' }),
    ]);
    expect((await ledgerOf(server, user.id)).filter((e) => e.kind === 'store_credit')).toEqual([
      expect.objectContaining({ amount_ciao: '-4000000.0000000000' }),
    ]);
    expect((await voucherLogsOf(server, user.id)).map((l) => l.action_type)).toEqual(['generated']);
    expect(await balanceOf(server, user.id)).toEqual({
      pending_ciao: '0.0000000000',
      total_claimed_ciao: '4000000.0000000000',
    });
  });
});

describe('over the limit', () => {
  it('when the credits are worth more than $5.00, then starting is refused; the code is for $5.00, the rest stays pending and starting works again', async () => {
    const user = await newUser();
    await creditUsd(server, user.id, '7.25');
    const start = () =>
      postJson(userUrl(server, user, '/contracts'), { duration: 9, miningRate: '1' }, { cookie: user.cookie });
    const refused = await start();
    expect(refused.status).toBe(409);
    expect(await jsonOf<ErrorBody>(refused)).toEqual({ message: MINING_MESSAGES.overLimit });
    expect(await eligibilityOf(user)).toMatchObject({ currentValueUsd: 7.25, eligible: true, isOverLimit: true });

    const code = await jsonOf<StoreCreditCode>(await generate(server, user));
    expect(code.amountUsd).toBe('5.00');
    expect(await balanceOf(server, user.id)).toEqual({
      pending_ciao: '2250000.0000000000',
      total_claimed_ciao: '5000000.0000000000',
    });
    expect(await voucherLogsOf(server, user.id)).toEqual([
      expect.objectContaining({ action_type: 'generated', amount_usd: '5.00', amount_ciao: '5000000.0000000000' }),
    ]);
    expect(await eligibilityOf(user)).toEqual({
      currentValueUsd: 2.25,
      pendingRewards: 2_250_000,
      eligible: false,
      isOverLimit: false,
    });
    expect((await start()).status).toBe(201);
  });
});

describe('expiry', () => {
  it('when 30 days have passed, then the code reads expired and the expiry is logged once', async () => {
    let user = await newUser();
    await creditUsd(server, user.id, '2.75');
    const code = await jsonOf<StoreCreditCode>(await generate(server, user));

    clock.advance(30 * DAY - 1);
    user = await signInAgain(user);
    expect(await codesOf(user)).toEqual([expect.objectContaining({ code: code.code, status: 'active' })]);
    clock.advance(1);
    const [first, second] = await Promise.all([codesOf(user), codesOf(user)]);
    expect(first).toEqual([{ ...code, status: 'expired' }]);
    expect(second).toEqual(first);
    expect(await codesOf(user)).toEqual(first);
    expect(await voucherLogsOf(server, user.id)).toEqual([
      expect.objectContaining({ voucher_code: code.code, action_type: 'generated' }),
      {
        voucher_code: code.code,
        action_type: 'expired',
        amount_usd: '2.75',
        amount_ciao: '2750000.0000000000',
        shopify_discount_id: null,
        ciaomarkets_order_id: null,
      },
    ]);
  });

  it('when codes are listed, then newest first, each with its own state', async () => {
    let user = await newUser();
    await creditUsd(server, user.id, '2.60');
    const older = await jsonOf<StoreCreditCode>(await generate(server, user));
    clock.advance(31 * DAY);
    user = await signInAgain(user);
    await creditUsd(server, user.id, '2.70');
    const newer = await jsonOf<StoreCreditCode>(await generate(server, user));
    expect(await codesOf(user)).toEqual([newer, { ...older, status: 'expired' }]);
  });
});

describe('the expiry sweep', () => {
  it('when nobody reads the codes, then the periodic sweep expires them, logging once', async () => {
    const sweepClock = testClock();
    const swept = await startTestServer({ clock: sweepClock, fixedPrice: true, env: { SWEEP_INTERVAL_MS: '100' } });
    try {
      const user = await signedInAccount(swept, 'sweep@example.com');
      await creditUsd(swept, user.id, '2.50');
      const code = await jsonOf<StoreCreditCode>(await generate(swept, user));
      sweepClock.advance(30 * DAY);
      await waitUntil(async () => (await codesInDb(swept, user.id))[0]?.status === 'expired');
      const cookie = await signIn(swept, { email: 'sweep@example.com', password: 'secret1' });
      expect((await voucherLogsOf(swept, user.id)).map((l) => [l.voucher_code, l.action_type])).toEqual([
        [code.code, 'generated'],
        [code.code, 'expired'],
      ]);
      expect(await jsonOf(await getAs(swept, { id: user.id, cookie }, '/store-credit/codes'))).toEqual([
        { ...code, status: 'expired' },
      ]);
      expect((await voucherLogsOf(swept, user.id)).length).toBe(2);
    } finally {
      await swept.close();
    }
  });
});

/** Polls until `condition` holds (the sweep runs on its own timer); fails after 10 s. */
async function waitUntil(condition: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met within 10 s');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
