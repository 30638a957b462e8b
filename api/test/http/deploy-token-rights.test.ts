import { API_OPERATIONS } from '../../src/api-document';
import { systemClock } from '../../src/clock';
import { createAuditComponent } from '../../src/components/audit/audit-component';
import { createDeployTokens } from '../../src/components/releases/deploy-token-repository';
import { apiRoutesOf, fillPath } from '../support/routes';
import type { AppRoute } from '../support/routes';
import { signIn, useTestServer } from '../support/test-server';

// The other table of rights: what a deploy token opens (docs/deploying.md, "Publishing over HTTP").
// Every route the API description marks `deploy-token`, read against the router stack, with no
// token, an owner's session, another remote's token and its own remote's.

const server = useTestServer();
const tokens = { own: '', other: '' };
let ownerCookie = '';

beforeAll(async () => {
  const { auditTrail } = createAuditComponent({ database: server.database, clock: systemClock });
  const deployTokens = createDeployTokens(server.database, systemClock, auditTrail);
  const made = (remote: string) =>
    deployTokens.create({ remote, name: 'rights', days: 1, by: 'the test', audit: { actor: null, reason: null } });
  tokens.own = (await made('mf-referral')).token;
  tokens.other = (await made('mf-dashboard')).token;
  const owner = { email: 'owner.tokens@example.com', password: 'secret1', name: 'The owner' };
  await server.accounts.createUser({ ...owner, role: 'owner' });
  ownerCookie = await signIn(server, owner);
});

const keyOf = (route: { method: string; path: string }) => `${route.method} ${route.path}`;
const TOKEN_ROUTES = API_OPERATIONS.filter(({ access }) => access === 'deploy-token')
  .map(keyOf)
  .sort();

async function call(route: AppRoute, headers: Record<string, string>) {
  const response = await fetch(`${server.url}${fillPath(route.path, { remote: 'mf-referral' })}`, {
    method: route.method,
    headers: { 'content-type': 'application/json', ...headers },
    ...(route.method === 'GET' ? {} : { body: '{}' }),
  });
  return {
    route: keyOf(route),
    status: response.status,
    message: ((await response.json()) as { message: string }).message,
  };
}

describe('the routes a deploy token opens', () => {
  const tokenRoutes = () => apiRoutesOf(server.app).filter((route) => TOKEN_ROUTES.includes(keyOf(route)));

  it("when the router stack is walked, then every route under /api/releases is a deploy token's, and each is served", () => {
    const underReleases = apiRoutesOf(server.app).filter((route) => route.path.startsWith('/api/releases/'));
    expect(underReleases.map(keyOf).sort()).toEqual(TOKEN_ROUTES);
    expect(TOKEN_ROUTES.length).toBeGreaterThan(0);
  });

  it("when each is called without a token, with an owner's session, with another remote's token and with its own, then 401, 401, 403 and past the check", async () => {
    for (const route of tokenRoutes()) {
      const refused = { route: keyOf(route), status: 401, message: 'A valid deploy token is required' };
      expect(await call(route, {})).toEqual(refused);
      expect(await call(route, { cookie: ownerCookie })).toEqual(refused);
      expect(await call(route, { authorization: `Bearer ${tokens.other}` })).toEqual({
        route: keyOf(route),
        status: 403,
        message: 'This deploy token is for mf-dashboard',
      });
      const own = await call(route, { authorization: `Bearer ${tokens.own}` });
      expect({ route: own.route, refused: [401, 403].includes(own.status) }).toEqual({
        route: keyOf(route),
        refused: false,
      });
    }
  });

  it('when a deploy token is sent to an admin route, then it opens nothing', async () => {
    const admin = apiRoutesOf(server.app).filter((route) => route.path.startsWith('/api/admin/'));
    for (const route of admin) {
      const answer = await call(route, { authorization: `Bearer ${tokens.own}` });
      expect({ route: answer.route, status: answer.status }).toEqual({ route: keyOf(route), status: 401 });
    }
  });
});
