import { ADMIN_ROLES } from '@ciao/contracts';
import type { AdminRole } from '@ciao/contracts';
import { ADMIN_ONLY_MESSAGE, ROLE_REFUSED_MESSAGE } from '../../src/http/admin-access';
import { ADMIN_RIGHTS } from '../../src/http/admin-rights';
import { apiRoutesOf, fillPath } from '../support/routes';
import type { AppRoute } from '../support/routes';
import { signIn, useTestServer } from '../support/test-server';

// Every admin route, read from the router stack, with every role, a customer and no session,
// against the one table of rights the guard uses (docs/admin.md, "Roles and rights").

const cookies = new Map<AdminRole | 'user', string>();

const server = useTestServer();
beforeAll(async () => {
  for (const role of [...ADMIN_ROLES, 'user'] as const) {
    const account = { email: `${role}.rights@example.com`, password: 'secret1', name: `The ${role}` };
    await server.accounts.createUser({ ...account, role });
    cookies.set(role, await signIn(server, account));
  }
});

const keyOf = (route: AppRoute) => `${route.method} ${route.path}`;
const adminRoutes = () => apiRoutesOf(server.app).filter((route) => route.path.startsWith('/api/admin/'));

/** The route with placeholder parameters and no body: what it answers past the guard does not matter here. */
async function call(route: AppRoute, cookie: string | undefined): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${server.url}${fillPath(route.path, {})}`, {
    method: route.method,
    headers: {
      ...(cookie ? { cookie } : {}),
      ...(route.method === 'GET' ? {} : { 'content-type': 'application/json' }),
    },
    ...(route.method === 'GET' ? {} : { body: '{}' }),
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
});
