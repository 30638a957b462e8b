import { createECDH } from 'node:crypto';
import fc from 'fast-check';
import { z } from 'zod';
import { safeParse } from 'zod/v4/core';
import type { $ZodType } from 'zod/v4/core';
import {
  campaignAudienceRequestSchema,
  campaignDraftSchema,
  campaignSendRequestSchema,
  activityQuerySchema,
  adjustmentRequestSchema,
  adminReasonRequestSchema,
  releaseCanaryRequestSchema,
  releaseVersionRequestSchema,
  storybookSettingsRequestSchema,
  visualDecisionRequestSchema,
  adminReleaseVersionRequestSchema,
  adminReleaseCanaryRequestSchema,
  deployTokenCreateRequestSchema,
  auditLogFilterSchema,
  auditLogQuerySchema,
  changePasswordRequestSchema,
  claimRequestSchema,
  contractHistoryQuerySchema,
  createContractRequestSchema,
  customerSearchQuerySchema,
  flagQuerySchema,
  flagResolveRequestSchema,
  notificationSettingsSchema,
  referralReminderRequestSchema,
  referralTeamQuerySchema,
  unsubscribeRequestSchema,
  overviewQuerySchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  pushSubscriptionRequestSchema,
  pushUnsubscribeRequestSchema,
  registerRequestSchema,
  remoteFailureReportSchema,
  roleChangeRequestSchema,
  signinRequestSchema,
  updateProfileRequestSchema,
  updateReferralCodeRequestSchema,
  useReferralCodeRequestSchema,
  verifyEmailRequestSchema,
  voucherLogFilterSchema,
  voucherLogQuerySchema,
} from '@ciao/contracts';
import { seedUsers } from '../../bench/seed';
import { REFERENCE_BUNDLE_URL } from '../../src/components/api-docs/api-docs-routes';
import { verifyAgeInputSchema } from '../../src/components/age-verification/age-verification';
import { DEMO_PRODUCTS } from '../../src/components/shopify/demo-catalogue';
import { forTestServer } from '../support/instances';
import { apiRoutesOf, fillPath } from '../support/routes';
import { queryRows, testClock, useTestServer } from '../support/test-server';
import type { TestServer } from '../support/test-server';

/**
 * Fuzzing every route under /api (docs/testing.md): the API's own request schemas drive generated
 * bodies, queries and path parameters, valid and not. Whatever the request: never a 5xx. A request
 * the schema (or the path, or the session) refuses: a 4xx, and nothing stored changes.
 */
const clock = testClock();
/** A new seed each run (more of the space over time); FUZZ_SEED=<n> replays one. Failures name the seed and the request. */
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2_147_483_647);
const RATE_LIMITS_OFF = Object.fromEntries(
  [
    'SIGNIN_ACCOUNT',
    'SIGNIN_IP',
    'REGISTER_IP',
    'VERIFY_AGE_IP',
    'REFERRAL_USE',
    'REFERRAL_REMINDER',
    'SIGNIN_ACCOUNT_ADDRESS',
    'PUSH_SUBSCRIPTION',
    'PASSWORD_RESET_ACCOUNT',
    'PASSWORD_RESET_IP',
    'VERIFICATION_MAIL',
    'REMOTE_FAILURES_IP',
    'UNSUBSCRIBE_IP',
  ].map((n) => [`RATE_LIMIT_${n}`, 'off']),
);

type Schemas = { body?: $ZodType; query?: $ZodType; public?: boolean; destructive?: boolean };

/** Every route the app serves, and the schemas its handler parses (the test fails if a route is missing here). */
const ROUTES: Record<string, Schemas> = {
  'GET /api/health': { public: true },
  'GET /api/ready': { public: true },
  'GET /api/openapi.json': { public: true },
  'GET /api/docs': { public: true },
  [`GET ${REFERENCE_BUNDLE_URL}`]: { public: true },
  'POST /api/shopify/webhooks/orders': { public: true },
  'GET /api/auth/session': {},
  'POST /api/auth/signin': { body: signinRequestSchema, public: true },
  'POST /api/auth/register': { body: registerRequestSchema, public: true },
  // The route's own schema (not exported): `{}` or nothing.
  'POST /api/auth/signout': { body: z.strictObject({}).optional(), public: true, destructive: true },
  'POST /api/auth/verify-age': { body: verifyAgeInputSchema(clock.now().toISOString().slice(0, 10)), public: true },
  'GET /api/auth/registration-challenge': { public: true },
  'GET /api/geolocation/detect': { public: true },
  'PATCH /api/user/profile': { body: updateProfileRequestSchema },
  'DELETE /api/user/profile': { destructive: true },
  'POST /api/user/:userId/contracts': { body: createContractRequestSchema },
  'GET /api/user/:userId/contracts/active': {},
  'GET /api/user/:userId/contracts/history': { query: contractHistoryQuerySchema },
  'GET /api/user/:userId/activity': { query: activityQuerySchema },
  'GET /api/user/:userId/stats': {},
  'GET /api/user/:userId/rewards/pending': {},
  'GET /api/user/:userId/claims/total': {},
  'GET /api/user/:userId/store-credit/eligibility': {},
  'GET /api/user/:userId/store-credit/codes': {},
  'POST /api/user/:userId/store-credit/generate': { body: claimRequestSchema.optional() },
  'POST /api/user/:userId/rewards/claim': { body: claimRequestSchema.optional() },
  'GET /api/contracts/:contractId/progress': {},
  'GET /api/price/ciao': { public: true },
  'GET /api/shopify/store': {},
  'GET /api/shopify/products': {},
  'GET /api/shopify/demo-images/:file': { public: true },
  'GET /api/shopify/demo-store': { public: true },
  'GET /api/shopify/demo-store/products/:handle': { public: true },
  'GET /api/referral/my-code': {},
  'GET /api/referral/stats': {},
  'POST /api/referral/use-code': { body: useReferralCodeRequestSchema },
  'PATCH /api/referral/update-code': { body: updateReferralCodeRequestSchema },
  'GET /api/referral/team': { query: referralTeamQuerySchema },
  'POST /api/referral/team/:memberId/reminder': { body: referralReminderRequestSchema },
  'GET /api/notifications/settings': {},
  'POST /api/notifications/settings': { body: notificationSettingsSchema },
  'POST /api/notifications/unsubscribe': { body: unsubscribeRequestSchema, public: true },
  'GET /api/push/public-key': { public: true },
  'POST /api/user/:userId/push-subscription': { body: pushSubscriptionRequestSchema },
  'DELETE /api/user/:userId/push-subscription': { body: pushUnsubscribeRequestSchema },
  'POST /api/telemetry/remote-failures': { body: remoteFailureReportSchema, public: true },
  'GET /api/admin/voucher-logs': { query: voucherLogQuerySchema },
  'GET /api/admin/voucher-logs.csv': { query: voucherLogFilterSchema },
  'GET /api/admin/audit-log': { query: auditLogQuerySchema },
  'GET /api/admin/audit-log.csv': { query: auditLogFilterSchema },
  'GET /api/admin/users': { query: customerSearchQuerySchema },
  'GET /api/admin/users/:id': {},
  'POST /api/admin/users/:id/sessions/revoke': { body: adminReasonRequestSchema },
  'POST /api/admin/users/:id/adjustments': { body: adjustmentRequestSchema },
  'POST /api/admin/users/:id/suspend': { body: adminReasonRequestSchema },
  'POST /api/admin/users/:id/reinstate': { body: adminReasonRequestSchema },
  'POST /api/admin/users/:id/role': { body: roleChangeRequestSchema },
  'POST /api/admin/codes/:code/cancel': { body: adminReasonRequestSchema },
  'GET /api/admin/releases': {},
  'POST /api/admin/releases/:remote/promote': { body: adminReasonRequestSchema },
  'POST /api/admin/releases/:remote/rollback': { body: adminReasonRequestSchema },
  'GET /api/admin/remote-approvals': {},
  'POST /api/admin/remote-approvals/:remote/approve': { body: adminReasonRequestSchema },
  'POST /api/admin/remote-approvals/:remote/refuse': { body: adminReasonRequestSchema },
  'POST /api/admin/remote-approvals/:remote/withdraw': { body: adminReasonRequestSchema },
  'GET /api/admin/releases/:remote/:version/visual-review': {},
  'GET /api/admin/releases/:remote/:version/visual-review/:side/:story/:width': {},
  'POST /api/admin/releases/:remote/:version/visual-review/decision': { body: visualDecisionRequestSchema },
  'GET /api/admin/storybook-settings': {},
  'PUT /api/admin/storybook-settings': { body: storybookSettingsRequestSchema },
  'POST /api/admin/releases/:remote/activate': { body: adminReleaseVersionRequestSchema },
  'POST /api/admin/releases/:remote/canary': { body: adminReleaseCanaryRequestSchema },
  'GET /api/admin/deploy-tokens': {},
  'POST /api/admin/deploy-tokens': { body: deployTokenCreateRequestSchema },
  'POST /api/admin/deploy-tokens/:id/revoke': { body: adminReasonRequestSchema },
  'POST /api/releases/:remote': {},
  'POST /api/releases/:remote/activate': { body: releaseVersionRequestSchema },
  'POST /api/releases/:remote/canary': { body: releaseCanaryRequestSchema },
  'POST /api/releases/:remote/canary/stop': {},
  'POST /api/releases/:remote/promote': {},
  'POST /api/releases/:remote/rollback': {},
  'GET /api/admin/overview': { query: overviewQuerySchema },
  'GET /api/admin/overview.csv': { query: overviewQuerySchema },
  'GET /api/admin/flags': { query: flagQuerySchema },
  'POST /api/admin/flags/:id/resolve': { body: flagResolveRequestSchema },
  'GET /api/admin/campaigns': {},
  'POST /api/admin/campaigns': { body: campaignDraftSchema },
  'POST /api/admin/campaigns/audience': { body: campaignAudienceRequestSchema },
  'POST /api/admin/campaigns/preview': { body: campaignDraftSchema },
  'GET /api/admin/campaigns/:id': {},
  'PUT /api/admin/campaigns/:id': { body: campaignDraftSchema },
  'POST /api/admin/campaigns/:id/cancel': {},
  'POST /api/admin/campaigns/:id/test': {},
  'POST /api/admin/campaigns/:id/send': { body: campaignSendRequestSchema },
  'POST /api/user/:userId/campaigns/:id/opened': {},
  'GET /api/user/:userId/live': {},
  'POST /api/auth/password-reset': { body: passwordResetRequestSchema, public: true },
  'POST /api/auth/password-reset/confirm': { body: passwordResetConfirmSchema, public: true },
  'POST /api/auth/verify-email': { body: verifyEmailRequestSchema, public: true },
  // The route's own schema (not exported): `{}` or nothing.
  'POST /api/user/:userId/verification-mail': { body: z.strictObject({}).optional() },
  'GET /api/user/:userId/sessions': {},
  'DELETE /api/user/:userId/sessions/:sessionId': {},
  // The route's own schema (not exported): `{}` or nothing.
  'POST /api/user/:userId/sessions/sign-out-others': { body: z.strictObject({}).optional() },
  'POST /api/user/:userId/password': { body: changePasswordRequestSchema },
};

const keysOf = (schema: $ZodType | undefined): string[] => {
  const inner = (schema as { _zod?: { def?: { innerType?: $ZodType; shape?: Record<string, unknown> } } } | undefined)
    ?._zod?.def;
  if (inner?.shape) return Object.keys(inner.shape);
  return inner?.innerType ? keysOf(inner.innerType) : [];
};
const accepts = (schema: $ZodType, value: unknown) => safeParse(schema, value).success;

/** Values that pass some field of some schema, and junk that passes none. */
const plausible = fc.constantFrom<unknown>(
  'ann.fuzz@example.com',
  'secret1',
  'Ann',
  'ABCDEF',
  'FUZZCODE1',
  '1',
  '0.5',
  '0',
  '1996-01-15',
  '2030-02-30',
  'United Kingdom',
  'Narnia',
  'https://example.com/a.png',
  '',
  ' ',
  'generated',
  'used',
  1,
  3,
  24,
  2,
  0,
  -1,
  1.5,
  true,
  false,
  null,
);
const huge = fc.string({ minLength: 5_000, maxLength: 20_000 });
const junk: fc.Arbitrary<unknown> = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }),
  huge,
);
const value = fc.oneof({ weight: 3, arbitrary: plausible }, { weight: 2, arbitrary: junk });

const base64url = (bytes: Uint8Array | Buffer) => Buffer.from(bytes).toString('base64url');
/** Cursors shaped as the API writes them, with keys a client can tamper with: ids of any size and sign, uuid-like text, times of any year. */
const cursor = fc
  .oneof(
    // Around the edge of bigint (2^63-1) as well as anywhere: the edge is where a regex of digits stops being enough.
    fc
      .oneof(fc.bigInt({ min: 2n ** 63n - 2n, max: 10n ** 19n }), fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }))
      .map((id) => `before:${id}`),
    fc
      .tuple(
        fc.oneof(
          fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
          fc.string({ maxLength: 30 }),
          fc.double(),
        ),
        fc.oneof(
          fc.uuid(),
          fc.string({ minLength: 36, maxLength: 36, unit: fc.constantFrom(...'0123456789abcdef-') }),
          fc.string({ maxLength: 40 }),
        ),
      )
      .map((key) => JSON.stringify(key)),
    fc.string({ maxLength: 60 }),
  )
  .map((text) => base64url(Buffer.from(text, 'utf8')));
const P256_POINTS = Array.from({ length: 4 }, () => {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return ecdh.getPublicKey('base64url');
});
/** A push subscription's keys of the right lengths: real P-256 points, random bytes (rarely on the curve), and junk. */
const pushKeys = fc.record(
  {
    p256dh: fc.oneof(
      fc.constantFrom(...P256_POINTS),
      fc.uint8Array({ minLength: 65, maxLength: 65 }).map(base64url),
      value,
    ),
    auth: fc.oneof(
      fc.uint8Array({ minLength: 16, maxLength: 16 }).map(base64url),
      fc.string({ minLength: 22, maxLength: 22 }),
      value,
    ),
  },
  { requiredKeys: [] },
);
/** Endpoints the server must never POST to, and push services' own. */
const endpoint = fc.constantFrom(
  'https://fcm.googleapis.com/fcm/send/fuzz',
  'https://127.0.0.1/push',
  'https://localhost:3000/push',
  'http://example.com/push',
  'https://10.0.0.1/push',
  'https://169.254.169.254/latest',
  'https://[::1]/push',
  'https://[::ffff:127.0.0.1]/push',
  'https://[fd00::1]/push',
  'https://[fe80::1%25eth0]/push',
  'https://0x7f000001/push',
);
/** Fields whose values need their own shapes to get past the schemas (else the fuzz only hits the schema's refusals). */
const FIELD_VALUES: Record<string, fc.Arbitrary<unknown>> = {
  cursor: fc.oneof({ weight: 3, arbitrary: cursor }, { weight: 1, arbitrary: value }),
  keys: fc.oneof({ weight: 3, arbitrary: pushKeys }, { weight: 1, arbitrary: value }),
  endpoint: fc.oneof({ weight: 3, arbitrary: endpoint }, { weight: 1, arbitrary: value }),
};

/** A body shaped by the schema's fields: some missing, some wrong, sometimes an unknown one; or not an object at all. */
const bodyFor = (schema: $ZodType | undefined): fc.Arbitrary<unknown> => {
  const keys = keysOf(schema);
  const shaped = fc
    .tuple(
      fc.record(Object.fromEntries(keys.map((k) => [k, FIELD_VALUES[k] ?? value])), { requiredKeys: [] }),
      fc.option(fc.tuple(fc.constantFrom('extra', 'userId', 'role', '__proto__', 'constructor', 'amountUsd'), value), {
        nil: undefined,
      }),
    )
    .map(([record, extra]) => (extra ? { ...record, [extra[0]]: extra[1] } : record));
  return fc.oneof({ weight: 4, arbitrary: shaped }, { weight: 1, arbitrary: junk });
};

/** How the bytes are sent: JSON, malformed JSON, the wrong content type, or nothing. */
type Encoding = 'json' | 'malformed' | 'text/plain' | 'form' | 'none';
const encoding = fc.constantFrom<Encoding>('json', 'json', 'json', 'malformed', 'text/plain', 'form', 'none');
const MALFORMED = [
  '{"code":',
  '{',
  'nul',
  '[1,2',
  '{"a":1}}',
  '\u0000',
  '{"duration": 1, "miningRate": "1"',
  '"unterminated',
];

type Who = 'own' | 'other' | 'random' | 'junk' | 'anonymous' | 'bogus-cookie';

const querySegment = (q: Record<string, unknown>) =>
  Object.entries(q)
    .map(
      ([k, v]) =>
        `${encodeURIComponent(k)}=${encodeURIComponent(typeof v === 'string' ? v : (JSON.stringify(v) ?? ''))}`,
    )
    .join('&');

const TABLES = [
  'users',
  'contracts',
  'ledger_entries',
  'reward_balances',
  'store_credit_codes',
  'referrals',
  'referral_reminders',
  'notification_settings',
  'sessions',
  'voucher_logs',
  'push_subscriptions',
];
const snapshot = async (server: TestServer) =>
  (
    await queryRows<{ t: string; n: number; h: string | null }>(
      server,
      TABLES.map(
        (t) =>
          `SELECT '${t}' AS t, (SELECT count(*)::int FROM ${t}) AS n, (SELECT md5(string_agg(x::text, '|' ORDER BY x::text)) FROM ${t} x) AS h`,
      ).join(' UNION ALL '),
    )
  ).map((r) => `${r.t}:${r.n}:${r.h}`);

describe('fuzzing every /api route', () => {
  const server = useTestServer({ clock, env: RATE_LIMITS_OFF });
  const limited = useTestServer({ clock, databaseOf: server });
  let me: { id: string; cookie: string; contractId: string };
  let other: { id: string; cookie: string; contractId: string };
  let spares: { id: string; cookie: string }[];

  beforeAll(async () => {
    [me, other] = (await seedUsers(server.database.url, { prefix: 'fuzz', count: 2, history: 2 })).map(
      forTestServer,
    ) as [typeof me, typeof other];
    spares = (await seedUsers(server.database.url, { prefix: 'spare', count: 60, history: 0 })).map(forTestServer);
    // The fuzzing user is an admin (the admin routes' queries are reached too), and has no running
    // contract, so a start gets as far as its body.
    await queryRows(server, "UPDATE users SET role = 'owner' WHERE id = $1", [me.id]);
    await queryRows(
      server,
      "UPDATE contracts SET status = 'completed', actual_reward = expected_reward, completed_at = start_time WHERE id = $1",
      [me.contractId],
    );
  }, 60_000);

  it('signs the fuzzing users in (else every case would be a 401 and prove nothing)', async () => {
    for (const user of [me, other, spares[0]])
      expect((await fetch(`${server.url}/api/auth/session`, { headers: { cookie: user?.cookie ?? '' } })).status).toBe(
        200,
      );
  });

  it('has a schema entry for every route the app serves', () => {
    expect(
      apiRoutesOf(server.app)
        .map((r) => `${r.method} ${r.path}`)
        .sort(),
    ).toEqual(Object.keys(ROUTES).sort());
  });

  const routes = () => apiRoutesOf(server.app);

  async function send(
    target: TestServer,
    route: { method: string; path: string },
    c: { who: Who; body: unknown; enc: Encoding; query: Record<string, unknown>; raw: string },
    user = me,
  ) {
    const ids = { own: user.id, other: other.id, random: '3f0c3b1e-8d3a-4d6e-9b1f-2a7c9e0d4b5a', junk: c.raw };
    const param = (own: string, theirs: string) =>
      c.who === 'other' ? theirs : c.who === 'random' ? ids.random : c.who === 'junk' ? c.raw : own;
    const path = fillPath(route.path, {
      userId: param(user.id, other.id),
      contractId: param(me.contractId, other.contractId),
      // No session of anybody's has this id: a valid id is 404, anything else 400.
      sessionId: c.who === 'junk' ? c.raw : ids.random,
      // The fuzzing user has no team: a valid member id is 404, anything else 400.
      memberId: c.who === 'junk' ? c.raw : ids.random,
      file: c.who === 'own' ? `${DEMO_PRODUCTS[0]?.handle}.svg` : c.raw,
      handle: c.who === 'own' ? (DEMO_PRODUCTS[0]?.handle ?? '') : c.raw,
    });
    const q = querySegment(c.query);
    const headers: Record<string, string> = {};
    if (c.who !== 'anonymous')
      headers.cookie = c.who === 'bogus-cookie' ? `ciao_session=${encodeURIComponent(c.raw)}` : user.cookie;
    let body: string | undefined;
    if (route.method !== 'GET' && c.enc !== 'none') {
      const text =
        c.enc === 'malformed'
          ? (MALFORMED[c.raw.length % MALFORMED.length] ?? '{')
          : (JSON.stringify(c.body) ?? 'undefined');
      headers['content-type'] =
        c.enc === 'json' || c.enc === 'malformed'
          ? 'application/json'
          : c.enc === 'form'
            ? 'application/x-www-form-urlencoded'
            : 'text/plain';
      body =
        c.enc === 'form'
          ? querySegment(
              typeof c.body === 'object' && c.body !== null ? (c.body as Record<string, unknown>) : { v: c.body },
            )
          : text;
    }
    const response = await fetch(`${target.url}${path}${q ? `?${q}` : ''}`, {
      method: route.method,
      headers,
      ...(body !== undefined ? { body } : {}),
    });
    // A live stream never ends by itself: its status and headers are the answer.
    if (response.headers.get('content-type')?.startsWith('text/event-stream')) await response.body?.cancel();
    else await response.arrayBuffer();
    return {
      status: response.status,
      request: `${route.method} ${path}${q ? `?${q.slice(0, 200)}` : ''} who=${c.who} enc=${c.enc} body=${(body ?? '').slice(0, 300)}`,
    };
  }

  const caseFor = (route: { method: string; path: string }) => {
    const schemas = ROUTES[`${route.method} ${route.path}`] ?? {};
    return fc.record({
      who: fc.constantFrom<Who>('own', 'own', 'own', 'other', 'random', 'junk', 'anonymous', 'bogus-cookie'),
      body: bodyFor(schemas.body),
      enc: encoding,
      query: schemas.query
        ? (bodyFor(schemas.query).filter(
            (q) => typeof q === 'object' && q !== null && !Array.isArray(q),
          ) as fc.Arbitrary<Record<string, unknown>>)
        : fc.dictionary(fc.constantFrom('x', 'limit', 'cursor', 'userId'), fc.string({ maxLength: 10 }), {
            maxKeys: 2,
          }),
      raw: fc.oneof(
        fc.string({ minLength: 1, maxLength: 30 }),
        fc.constantFrom('..', '%2e%2e', 'null', '0', 'a'.repeat(3_000), "' OR 1=1 --", '<script>'),
      ),
    });
  };

  /** Whether a case must be refused whatever the data: by the schema, the path or the session. */
  function mustRefuse(route: { method: string; path: string }, c: { who: Who; body: unknown; enc: Encoding }): boolean {
    const schemas = ROUTES[`${route.method} ${route.path}`] ?? {};
    if (route.path === '/api/shopify/webhooks/orders') return true; // demo mode: 404
    if (route.path.startsWith('/api/releases/')) return true; // a deploy token's: none is sent here (401)
    if (!schemas.public && (c.who === 'anonymous' || c.who === 'bogus-cookie')) return true;
    if (route.path.includes(':userId') && c.who !== 'own') return true;
    if (route.path.includes(':contractId') && c.who !== 'own') return true;
    if (route.path.includes(':memberId')) return true; // nobody's member id is the fuzzing user's to remind
    if (route.method !== 'GET' && schemas.body) {
      if (c.enc === 'malformed') return true;
      const parsedBody = c.enc === 'json' ? c.body : undefined; // other content types are not parsed: the body is absent
      if (!accepts(schemas.body, parsedBody)) return true;
    }
    return false;
  }

  it('when requests are refused (schema, path or session), then each is a 4xx and nothing stored changes', async () => {
    const before = await snapshot(server);
    const problems: string[] = [];
    let refused = 0;
    for (const route of routes()) {
      if (ROUTES[`${route.method} ${route.path}`]?.destructive) continue; // refused below, with spare sessions only
      await fc.assert(
        fc.asyncProperty(caseFor(route), async (c) => {
          if (!mustRefuse(route, c)) return;
          refused += 1;
          const { status, request } = await send(server, route, c);
          if (status < 400 || status >= 500) problems.push(`${status} ${request} (FUZZ_SEED=${SEED})`);
        }),
        { numRuns: 100, seed: SEED },
      );
    }
    expect(problems).toEqual([]);
    expect(refused).toBeGreaterThan(1_500);
    expect(await snapshot(server)).toEqual(before);
  }, 60_000);

  it('when any request arrives (valid or not, any user, any encoding), then the answer is never a 5xx', async () => {
    const problems: string[] = [];
    let sent = 0;
    let spare = 0;
    for (const route of routes()) {
      const destructive = ROUTES[`${route.method} ${route.path}`]?.destructive;
      await fc.assert(
        fc.asyncProperty(caseFor(route), async (c) => {
          sent += 1;
          // Sign-out and account deletion end the session: each gets a spare account of its own.
          const user = destructive ? { ...(spares[spare++ % spares.length] ?? me), contractId: me.contractId } : me;
          const { status, request } = await send(server, route, c, user);
          if (status >= 500) problems.push(`${status} ${request} (FUZZ_SEED=${SEED})`);
        }),
        { numRuns: destructive ? 30 : 80, seed: SEED + 1 },
      );
    }
    expect(problems).toEqual([]);
    expect(sent).toBeGreaterThan(2_500);
  }, 60_000);

  it('with the rate limits on, then still never a 5xx (429s included)', async () => {
    const problems: string[] = [];
    for (const route of routes()) {
      if (ROUTES[`${route.method} ${route.path}`]?.destructive) continue;
      await fc.assert(
        fc.asyncProperty(caseFor(route), async (c) => {
          const { status, request } = await send(limited, route, c);
          if (status >= 500) problems.push(`${status} ${request} (FUZZ_SEED=${SEED})`);
        }),
        { numRuns: 15, seed: SEED + 2 },
      );
    }
    expect(problems).toEqual([]);
  }, 60_000);
});
