import { ADMIN_ROLES, ROLES } from '@ciao/contracts';
import type { AdminRole, Role } from '@ciao/contracts';
import { ADMIN_ONLY_MESSAGE, ROLE_REFUSED_MESSAGE } from '../../src/http/admin-access';
import { ACTS_ON_ACCOUNT, ADMIN_RIGHTS, TARGET_ROLE_REFUSED_MESSAGE, mayActOn } from '../../src/http/admin-rights';
import { apiRoutesOf, fillPath } from '../support/routes';
import type { AppRoute } from '../support/routes';
import { queryRows, signIn, useTestServer } from '../support/test-server';

// Every admin route, read from the router stack, with every role, a customer and no session,
// against the one table of rights the guard uses (docs/admin.md, "Roles and rights").

const cookies = new Map<AdminRole | 'user', string>();
/** One account of each role that admins act on (another owner than the signed-in one). */
const targets = new Map<Role, string>();

const server = useTestServer();
beforeAll(async () => {
  for (const role of [...ADMIN_ROLES, 'user'] as const) {
    const account = { email: `${role}.rights@example.com`, password: 'secret1', name: `The ${role}` };
    await server.accounts.createUser({ ...account, role });
    cookies.set(role, await signIn(server, account));
    const target = { email: `${role}.target@example.com`, password: 'secret1', name: `Target ${role}` };
    targets.set(role, (await server.accounts.createUser({ ...target, role })).id);
  }
});

const keyOf = (route: AppRoute) => `${route.method} ${route.path}`;
const adminRoutes = () => apiRoutesOf(server.app).filter((route) => route.path.startsWith('/api/admin/'));

/** The route with placeholder parameters and no body: what it answers past the guard does not matter here. */
async function call(
  route: AppRoute,
  cookie: string | undefined,
  target?: { id: string; body: object },
): Promise<{ status: number; body: unknown }> {
  const path = target ? route.path.replace(/:id|:code/, target.id) : fillPath(route.path, {});
  const response = await fetch(`${server.url}${path}`, {
    method: route.method,
    headers: {
      ...(cookie ? { cookie } : {}),
      ...(route.method === 'GET' ? {} : { 'content-type': 'application/json' }),
    },
    ...(route.method === 'GET' ? {} : { body: JSON.stringify(target?.body ?? {}) }),
  });
  const text = await response.text();
  return {
    status: response.status,
    body: response.headers.get('content-type')?.startsWith('application/json') ? JSON.parse(text) : text,
  };
}

describe('the table of admin rights', () => {
  it('when the router stack is walked, then the table lists exactly the admin routes the app serves', () => {
    expect(Object.keys(ADMIN_RIGHTS).sort()).toEqual(adminRoutes().map(keyOf).sort());
  });

  it("when every admin route is called with no session, as a customer and with every admin role, then each answer is the table's", async () => {
    const routes = adminRoutes();
    expect(routes.length).toBeGreaterThan(0);
    for (const route of routes) {
      const allowed = ADMIN_RIGHTS[keyOf(route)] ?? [];
      expect({ route: keyOf(route), ...(await call(route, undefined)) }).toEqual({
        route: keyOf(route),
        status: 401,
        body: { message: 'Not authenticated' },
      });
      expect({ route: keyOf(route), ...(await call(route, cookies.get('user'))) }).toEqual({
        route: keyOf(route),
        status: 403,
        body: { message: ADMIN_ONLY_MESSAGE },
      });
      for (const role of ADMIN_ROLES) {
        const answer = await call(route, cookies.get(role));
        if (allowed.includes(role))
          expect({ route: keyOf(route), role, refused: [401, 403].includes(answer.status) }).toEqual({
            route: keyOf(route),
            role,
            refused: false,
          });
        else
          expect({ route: keyOf(route), role, ...answer }).toEqual({
            route: keyOf(route),
            role,
            status: 403,
            body: { message: ROLE_REFUSED_MESSAGE },
          });
      }
    }
  });

  it("when every route acting on an account is called by every role that may use it on every target role, then only accounts below the admin's role (or an owner's) are acted on", async () => {
    const reason = 'Rights walk over target roles';
    const bodies: Record<string, (target: Role) => object> = {
      'POST /api/admin/users/:id/sessions/revoke': () => ({ reason }),
      'POST /api/admin/users/:id/adjustments': () => ({ reason, amount: '0.01', note: 'A correction' }),
      'POST /api/admin/users/:id/suspend': () => ({ reason }),
      'POST /api/admin/users/:id/reinstate': () => ({ reason }),
      'POST /api/admin/users/:id/role': (target) => ({ reason, role: target }),
      'POST /api/admin/codes/:code/cancel': () => ({ reason }),
      'POST /api/admin/flags/:id/resolve': () => ({ reason, action: 'suspend' }),
    };
    // Each target account's code and flag: what the code and flag routes act on.
    const codes = new Map<Role, string>();
    const flags = new Map<Role, string>();
    for (const target of ROLES) {
      const userId = targets.get(target) ?? '';
      const [code] = await queryRows<{ code: string }>(
        server,
        `INSERT INTO store_credit_codes (user_id, code, amount_usd, amount_ciao, generated_at, expires_at)
         VALUES ($1, $2, 1, 1000, now(), now() + interval '30 days') RETURNING code`,
        [userId, `CIAO-RIGHTS-${target.slice(0, 6).toUpperCase().padEnd(6, 'X')}`],
      );
      const [flag] = await queryRows<{ id: string }>(
        server,
        `INSERT INTO flags (kind, customer_user_id, cause_key, reason, evidence, raised_at)
         VALUES ('referral_cap', $1, $2, 'Rights walk', '{"inviteeIds": []}', now()) RETURNING id::text AS id`,
        [userId, `rights-walk:${target}`],
      );
      codes.set(target, code?.code ?? '');
      flags.set(target, flag?.id ?? '');
    }
    const targetOf = (route: string, target: Role) =>
      (route.includes(':code') ? codes : route.startsWith('POST /api/admin/flags/') ? flags : targets).get(target) ??
      '';
    const walked = adminRoutes().filter((route) => keyOf(route) in bodies);
    expect(walked.map(keyOf).sort()).toEqual(
      Object.keys(bodies)
        .filter((key) => ACTS_ON_ACCOUNT.has(key))
        .sort(),
    );
    for (const route of walked)
      for (const role of ADMIN_RIGHTS[keyOf(route)] ?? [])
        for (const target of ROLES) {
          const id = targetOf(keyOf(route), target);
          const answer = await call(route, cookies.get(role), { id, body: bodies[keyOf(route)]?.(target) ?? {} });
          const refused = answer.status === 403;
          expect({ route: keyOf(route), role, target, refused, ...(refused ? answer : {}) }).toEqual({
            route: keyOf(route),
            role,
            target,
            refused: !mayActOn(role, target),
            ...(mayActOn(role, target) ? {} : { status: 403, body: { message: TARGET_ROLE_REFUSED_MESSAGE } }),
          });
        }
    const refusals = await fetch(`${server.url}/api/admin/audit-log?action=action.refused`, {
      headers: { cookie: cookies.get('owner') ?? '' },
    });
    const { entries } = (await refusals.json()) as { entries: { customerId: string; after: unknown }[] };
    expect(entries).toContainEqual(
      expect.objectContaining({ customerId: targets.get('owner'), after: { attempted: 'account.suspended' } }),
    );
  });
});
