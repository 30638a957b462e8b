import type { ErrorBody, Price, SessionResponse, StoreCreditCode } from '@ciao/contracts';
import { verifyEmail } from '../support/email-verification';
import { money, toDecimalString } from '../../src/money';
import { LAST_OWNER_MESSAGE } from '../../src/http/admin-rights';
import {
  creditCiao,
  jsonOf,
  postJson,
  queryRows,
  register,
  sendJson,
  sessionCookieOf,
  sessionStatus,
  signIn,
  useTestServer,
} from '../support/test-server';

const server = useTestServer({ env: { TRUST_PROXY: 'loopback' } });

let lastAccount = 0;
/** A registered account with its session cookie, each from its own address. */
async function newMember() {
  const n = ++lastAccount;
  const account = { name: `Max Power ${n}`, email: `max${n}@example.com`, password: 'secret1' };
  const ip = `198.51.100.${n}`;
  const response = await register(server, account, { ip });
  const { user } = await jsonOf<SessionResponse>(response);
  return { ...account, ip, id: user.id, cookie: `ciao_session=${sessionCookieOf(response)?.value}` };
}

const profileUrl = () => `${server.url}/api/user/profile`;
const patchProfile = (body: unknown, cookie?: string) =>
  sendJson('PATCH', profileUrl(), body, cookie ? { cookie } : {});
const deleteProfile = (cookie?: string) => sendJson('DELETE', profileUrl(), undefined, cookie ? { cookie } : {});

type StoredUser = {
  email: string | null;
  name: string | null;
  nickname: string | null;
  profile_image_url: string | null;
  image: string | null;
  password_hash: string | null;
  date_of_birth: string | null;
  role: string;
  country: string | null;
  age_verified_at: Date | null;
  registration_ip: string | null;
  deleted_at: Date | null;
};
const storedUser = async (id: string) =>
  (await queryRows<StoredUser>(server, 'SELECT * FROM users WHERE id = $1', [id]))[0];

describe('PATCH /api/user/profile', () => {
  it('when signed in, then nickname and image URL are saved (trimmed) and the session shows them', async () => {
    const max = await newMember();
    const response = await patchProfile(
      { nickname: '  Maxi ', profileImageUrl: ' https://cdn.example.com/me.PNG?size=2 ' },
      max.cookie,
    );
    expect(response.status).toBe(200);
    const expected = {
      id: max.id,
      email: max.email,
      name: max.name,
      nickname: 'Maxi',
      profileImageUrl: 'https://cdn.example.com/me.PNG?size=2',
      image: null,
      role: 'user',
      emailVerified: false,
      language: null,
    };
    expect(await response.json()).toEqual({ user: expected });
    expect(await jsonOf(await fetch(`${server.url}/api/auth/session`, { headers: { cookie: max.cookie } }))).toEqual({
      user: expected,
    });
  });

  it('when the image URL and nickname are empty, then they are cleared to null', async () => {
    const max = await newMember();
    await patchProfile({ nickname: 'Maxi', profileImageUrl: 'https://cdn.example.com/me.jpg' }, max.cookie);
    const response = await patchProfile({ nickname: ' ', profileImageUrl: '' }, max.cookie);
    expect(response.status).toBe(200);
    expect((await jsonOf<SessionResponse>(response)).user).toMatchObject({ nickname: null, profileImageUrl: null });
    expect(await storedUser(max.id)).toMatchObject({ nickname: null, profile_image_url: null });
  });

  it('when extra fields (role, email, id) come along, then 400 naming them and nothing changes in the database', async () => {
    const max = await newMember();
    const before = await storedUser(max.id);
    const response = await patchProfile(
      {
        nickname: 'Boss',
        profileImageUrl: '',
        role: 'admin',
        email: 'boss@example.com',
        id: '00000000-0000-4000-8000-000000000000',
      },
      max.cookie,
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: 'Invalid request',
      fields: { role: 'Unknown field', email: 'Unknown field', id: 'Unknown field' },
    });
    expect(await storedUser(max.id)).toEqual(before);
  });

  it.each([
    'https://cdn.example.com/me.svg',
    'not a url.png',
    'javascript:alert(1)//a.png',
    'ftp://cdn.example.com/me.png',
  ])('when the image URL is %p, then 400 with the spec message and nothing changes', async (profileImageUrl) => {
    const max = await newMember();
    const response = await patchProfile({ nickname: 'Maxi', profileImageUrl }, max.cookie);
    expect(response.status).toBe(400);
    expect((await jsonOf<ErrorBody>(response)).fields).toEqual({
      profileImageUrl: 'Please enter a valid image URL (jpg, jpeg, png, gif, webp)',
    });
    expect(await storedUser(max.id)).toMatchObject({ nickname: null, profile_image_url: null });
  });

  it('when a field is missing, of the wrong type or too long, then 400 naming it', async () => {
    const max = await newMember();
    const fieldsOf = async (body: unknown) => (await jsonOf<ErrorBody>(await patchProfile(body, max.cookie))).fields;
    expect(Object.keys((await fieldsOf({ nickname: 'Maxi' })) ?? {})).toEqual(['profileImageUrl']);
    expect(Object.keys((await fieldsOf({ nickname: 7, profileImageUrl: '' })) ?? {})).toEqual(['nickname']);
    expect(Object.keys((await fieldsOf({ nickname: 'x'.repeat(51), profileImageUrl: '' })) ?? {})).toEqual([
      'nickname',
    ]);
  });

  it('when a language is chosen, then the session shows it, a later change without one keeps it, and null goes back to the browser', async () => {
    const max = await newMember();
    const session = async () =>
      (
        await jsonOf<SessionResponse>(
          await fetch(`${server.url}/api/auth/session`, { headers: { cookie: max.cookie } }),
        )
      ).user.language;
    expect(await session()).toBeNull();
    const chosen = await patchProfile({ nickname: 'Maxi', profileImageUrl: '', language: 'it' }, max.cookie);
    expect(chosen.status).toBe(200);
    expect((await jsonOf<SessionResponse>(chosen)).user.language).toBe('it');
    expect(await session()).toBe('it');
    expect((await patchProfile({ nickname: 'Max', profileImageUrl: '' }, max.cookie)).status).toBe(200);
    expect(await session()).toBe('it');
    expect((await patchProfile({ nickname: 'Max', profileImageUrl: '', language: null }, max.cookie)).status).toBe(200);
    expect(await session()).toBeNull();
  });

  it('when the language is one the product does not speak, or not a text, then 400 naming it and it stays', async () => {
    const max = await newMember();
    await patchProfile({ nickname: '', profileImageUrl: '', language: 'es' }, max.cookie);
    for (const language of ['fr', 'EN', '', 7, { en: true }]) {
      const response = await patchProfile({ nickname: 'Changed', profileImageUrl: '', language }, max.cookie);
      expect(response.status).toBe(400);
      expect(JSON.stringify(await response.json())).toContain('language');
    }
    const stored = await queryRows<{ language: string; nickname: string | null }>(
      server,
      'SELECT language, nickname FROM users WHERE id = $1',
      [max.id],
    );
    expect(stored).toEqual([{ language: 'es', nickname: null }]);
  });

  it('when nobody is signed in, then 401 Not authenticated', async () => {
    const response = await patchProfile({ nickname: 'Ghost', profileImageUrl: '' });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: 'Not authenticated' });
  });
});

describe('DELETE /api/user/profile', () => {
  it('when the user deletes the account, then personal data is erased, the row stays pseudonymous, and the cookie is cleared', async () => {
    const max = await newMember();
    await patchProfile(
      { nickname: 'Maxi', profileImageUrl: 'https://cdn.example.com/me.webp', language: 'it' },
      max.cookie,
    );
    const response = await deleteProfile(max.cookie);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    expect(sessionCookieOf(response)).toMatchObject({
      value: '',
      attributes: expect.arrayContaining(['Expires=Thu, 01 Jan 1970 00:00:00 GMT']),
    });

    expect(await storedUser(max.id)).toEqual({
      id: max.id,
      email: null,
      name: null,
      nickname: null,
      profile_image_url: null,
      image: null,
      password_hash: null,
      date_of_birth: null,
      referral_code: null,
      language: null,
      role: 'user',
      suspended_at: null,
      email_verified_at: null,
      country: 'United Kingdom',
      age_verified_at: expect.any(Date),
      registration_ip: max.ip,
      // Kept: one account per address counts deleted accounts too (docs/accounts.md).
      registration_address_key: max.ip,
      ip_marked: false,
      created_at: expect.any(Date),
      updated_at: expect.any(Date),
      deleted_at: expect.any(Date),
    });
    expect(
      await queryRows(server, 'SELECT id FROM users WHERE lower(email) = lower($1) OR name = $2', [
        max.email,
        max.name,
      ]),
    ).toEqual([]);
  });

  it('when the last active owner deletes the account, then 409 and nothing changes; with another active owner it is deleted', async () => {
    const owner = { email: 'only.owner@example.com', password: 'secret1' };
    await server.accounts.createUser({ ...owner, name: 'Only Owner', role: 'owner' });
    const cookie = await signIn(server, owner);
    const refused = await deleteProfile(cookie);
    expect({ status: refused.status, body: await refused.json() }).toEqual({
      status: 409,
      body: { message: LAST_OWNER_MESSAGE },
    });
    expect(await sessionStatus(server, cookie)).toBe(200);
    await server.accounts.createUser({
      email: 'next.owner@example.com',
      password: 'secret1',
      name: 'Next',
      role: 'owner',
    });
    expect((await deleteProfile(cookie)).status).toBe(200);
  });

  it('when the account is deleted, then every one of its sessions is dead and its password no longer signs in', async () => {
    const max = await newMember();
    const otherDevice = await signIn(server, max);
    expect((await deleteProfile(max.cookie)).status).toBe(200);
    expect(await sessionStatus(server, max.cookie)).toBe(401);
    expect(await sessionStatus(server, otherDevice)).toBe(401);
    expect(await queryRows(server, 'SELECT 1 FROM sessions WHERE user_id = $1', [max.id])).toEqual([]);
    await expect(signIn(server, max)).rejects.toThrow(/401/);
    expect((await deleteProfile(otherDevice)).status).toBe(401);
  });

  it('when the e-mail of a deleted account registers again, then a new account is created, marked as a second one from that address', async () => {
    const max = await newMember();
    await deleteProfile(max.cookie);
    const response = await register(
      server,
      { name: max.name, email: max.email.toUpperCase(), password: 'secret2' },
      { ip: max.ip },
    );
    expect(response.status).toBe(201);
    const { user } = await jsonOf<SessionResponse>(response);
    expect(user.id).not.toBe(max.id);
    expect(await queryRows(server, 'SELECT ip_marked FROM users WHERE id = $1', [user.id])).toEqual([
      { ip_marked: true },
    ]);
  });

  it('when the same account is deleted twice at once, then one answer is 200 and the other 401', async () => {
    const max = await newMember();
    const statuses = await Promise.all(
      [deleteProfile(max.cookie), deleteProfile(max.cookie)].map(async (r) => (await r).status),
    );
    expect(statuses.sort()).toEqual([200, 401]);
  });

  it('when nobody is signed in, then 401 and nothing is deleted', async () => {
    const response = await deleteProfile();
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: 'Not authenticated' });
  });
});

describe('DELETE /api/user/profile: store credit and rewards', () => {
  /** Pending $CIAO worth about `usd` at the server's current price. */
  async function creditUsd(userId: string, usd: string) {
    const { price } = await jsonOf<Price>(await fetch(`${server.url}/api/price/ciao`));
    await creditCiao(server, userId, toDecimalString(money(usd).div(String(price)).toDecimalPlaces(10)));
  }
  const generate = async (member: { id: string; cookie: string }) => {
    const response = await postJson(
      `${server.url}/api/user/${member.id}/store-credit/generate`,
      {},
      { cookie: member.cookie },
    );
    expect(response.status).toBe(201);
    return jsonOf<StoreCreditCode>(response);
  };
  const codesOf = (userId: string) =>
    queryRows<{ code: string; status: string; cancelled_at: Date | null }>(
      server,
      'SELECT code, status, cancelled_at FROM store_credit_codes WHERE user_id = $1 ORDER BY generated_at, code',
      [userId],
    );
  const logsOf = (userId: string) =>
    queryRows<{ voucher_code: string; action_type: string }>(
      server,
      'SELECT voucher_code, action_type FROM voucher_logs WHERE user_id = $1 ORDER BY id',
      [userId],
    );
  const balanceOf = async (userId: string) =>
    (
      await queryRows<{ pending_ciao: string }>(server, 'SELECT pending_ciao FROM reward_balances WHERE user_id = $1', [
        userId,
      ])
    )[0];

  it('when the account is deleted, then active codes are cancelled and logged, used ones stay, and pending rewards are forfeited', async () => {
    const max = await newMember();
    await verifyEmail(server, max.email);
    await creditUsd(max.id, '3.00');
    const used = await generate(max);
    await server.database.sequelize.query(
      "UPDATE store_credit_codes SET status = 'used', used_at = now() WHERE code = $1",
      { bind: [used.code] },
    );
    await creditUsd(max.id, '2.60');
    const active = await generate(max);
    await creditUsd(max.id, '1.20');
    const { pending_ciao: pending } = (await balanceOf(max.id)) ?? { pending_ciao: '0' };
    expect(Number(pending)).toBeGreaterThan(0);

    expect((await deleteProfile(max.cookie)).status).toBe(200);

    const codes = await codesOf(max.id);
    expect(codes.find((c) => c.code === used.code)).toEqual({ code: used.code, status: 'used', cancelled_at: null });
    expect(codes.find((c) => c.code === active.code)).toEqual({
      code: active.code,
      status: 'cancelled',
      cancelled_at: expect.any(Date),
    });
    expect(await logsOf(max.id)).toEqual([
      { voucher_code: used.code, action_type: 'generated' },
      { voucher_code: active.code, action_type: 'generated' },
      { voucher_code: active.code, action_type: 'cancelled' },
    ]);
    expect(await balanceOf(max.id)).toEqual({ pending_ciao: '0.0000000000' });
    expect(
      await queryRows(server, "SELECT amount_ciao FROM ledger_entries WHERE user_id = $1 AND kind = 'forfeit'", [
        max.id,
      ]),
    ).toEqual([{ amount_ciao: `-${pending}` }]);
  });

  it('when the account has nothing pending and no codes, then deletion settles nothing and still succeeds', async () => {
    const max = await newMember();
    expect((await deleteProfile(max.cookie)).status).toBe(200);
    expect(await codesOf(max.id)).toEqual([]);
    expect(await queryRows(server, 'SELECT kind FROM ledger_entries WHERE user_id = $1', [max.id])).toEqual([]);
  });
});
