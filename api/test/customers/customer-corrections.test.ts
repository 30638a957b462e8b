import { sessionsRevokedSchema } from '@ciao/contracts';
import { jsonOf, postJson, queryRows, sessionStatus, signIn, useTestServer } from '../support/test-server';
import { eventually } from '../support/waiting';

// The support desk's corrections (docs/admin.md): each one transaction with its audit entry.

const SUPPORT = { email: 'sue.support@example.com', password: 'secret1', name: 'Sue Support' };
const CUSTOMER = { email: 'carl.customer@example.com', password: 'secret1', name: 'Carl Customer' };
let supportCookie: string;
let supportId: string;
let customerId: string;

const one = useTestServer();
const two = useTestServer({ databaseOf: one });
beforeAll(async () => {
  supportId = (await one.accounts.createUser({ ...SUPPORT, role: 'support' })).id;
  customerId = (await one.accounts.createUser(CUSTOMER)).id;
  supportCookie = await signIn(one, SUPPORT);
});

const revoke = (id: string, body: unknown) =>
  postJson(`${one.url}/api/admin/users/${id}/sessions/revoke`, body, { cookie: supportCookie });
const entries = () =>
  queryRows<{
    action: string;
    actor_user_id: string;
    actor_role: string;
    customer_user_id: string;
    before: unknown;
    after: unknown;
    reason: string;
  }>(
    one,
    "SELECT action, actor_user_id, actor_role, customer_user_id, before, after, reason FROM audit_log WHERE action = 'sessions.revoked' ORDER BY id",
  );
const liveSessions = async () =>
  Number(
    (await queryRows<{ n: string }>(one, 'SELECT count(*) AS n FROM sessions WHERE user_id = $1', [customerId]))[0]!.n,
  );

describe('POST /api/admin/users/:id/sessions/revoke', () => {
  it('when support signs a customer out everywhere, then every device of theirs is signed out on every instance at once, and the audit trail says who, whom and why', async () => {
    const phone = await signIn(one, CUSTOMER);
    const laptop = await signIn(two, CUSTOMER);
    // Both sessions cached on both instances.
    for (const server of [one, two])
      for (const cookie of [phone, laptop]) expect(await sessionStatus(server, cookie)).toBe(200);

    const response = await revoke(customerId, { reason: 'Customer reported a stolen phone' });
    expect(response.status).toBe(200);
    expect(sessionsRevokedSchema.parse(await response.json())).toEqual({ signedOutDevices: 2 });
    for (const server of [one, two])
      for (const cookie of [phone, laptop])
        await eventually(async () => expect(await sessionStatus(server, cookie)).toBe(401));
    expect(await entries()).toEqual([
      {
        action: 'sessions.revoked',
        actor_user_id: supportId,
        actor_role: 'support',
        customer_user_id: customerId,
        before: { signedInDevices: 2 },
        after: { signedInDevices: 0 },
        reason: 'Customer reported a stolen phone',
      },
    ]);
    // The customer may sign in again: this is not a suspension.
    expect(await sessionStatus(one, await signIn(one, CUSTOMER))).toBe(200);
  });

  it.each([
    [{}, { reason: expect.any(String) }],
    [{ reason: 'oops' }, { reason: 'Give a reason of at least 5 characters' }],
    [{ reason: '   abc    ' }, { reason: 'Give a reason of at least 5 characters' }],
    [{ reason: 'a'.repeat(501) }, { reason: expect.any(String) }],
    [{ reason: 'Stolen phone', extra: true }, { extra: expect.any(String) }],
  ])(
    'when the body is %j, then 400 names the field, and nobody is signed out nor anything recorded',
    async (body, fields) => {
      await signIn(one, CUSTOMER);
      const sessions = await liveSessions();
      const recorded = (await entries()).length;
      const response = await revoke(customerId, body);
      expect(response.status).toBe(400);
      expect(await jsonOf(response)).toEqual({ message: 'Invalid request', fields });
      expect(await liveSessions()).toBe(sessions);
      expect((await entries()).length).toBe(recorded);
    },
  );

  it('when the customer does not exist, then 404 and nothing is recorded', async () => {
    const recorded = (await entries()).length;
    const response = await revoke('3f0c3b1e-8d3a-4d6e-9b1f-2a7c9e0d4b5a', { reason: 'Stolen phone' });
    expect(response.status).toBe(404);
    expect(await jsonOf(response)).toEqual({ message: 'No customer with this id' });
    expect((await entries()).length).toBe(recorded);
  });
});
