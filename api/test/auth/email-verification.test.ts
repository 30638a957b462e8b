// Verified e-mail (docs/accounts.md, "Verified e-mail"): the mail registration sends through a real
// SMTP server, its single-use link, "send again", and the store-credit code that needs it.
import { EMAIL_VERIFICATION_MESSAGES, VERIFY_LINK_MESSAGES } from '@ciao/contracts';
import type { SessionResponse } from '@ciao/contracts';
import { accountRegistrar } from '../support/accounts';
import { VERIFICATION_SUBJECT, verificationToken, verifyEmail } from '../support/email-verification';
import { useTestMailbox } from '../support/mailbox';
import { codesInDb, creditUsd, generate, balanceOf } from '../support/store-credit';
import {
  jsonOf,
  postJson,
  queryRows,
  register,
  sendJson,
  sessionCookieOf,
  signedInAccount,
  testClock,
  useTestServer,
} from '../support/test-server';

const HOUR = 3_600_000;
const clock = testClock();
const mailbox = useTestMailbox();
const server = useTestServer({
  clock,
  fixedPrice: true,
  env: () => ({ ...mailbox.env, TRUST_PROXY: 'loopback', RATE_LIMIT_VERIFICATION_MAIL: '2/1h' }),
});
const { registered, nextIp } = accountRegistrar('192.0.2', () => server);

let names = 0;
/** A registered account (unverified) with its address. */
async function newMember() {
  const name = `Vera${++names}`;
  const account = await registered(name);
  return { ...account, email: `${name.toLowerCase()}.${names}@example.com` };
}

const verify = (token: unknown) => postJson(`${server.url}/api/auth/verify-email`, { token });
const sendAgain = (member: { id: string; cookie: string }, body: unknown = {}) =>
  postJson(`${server.url}/api/user/${member.id}/verification-mail`, body, { cookie: member.cookie });
const sessionOf = async (cookie: string) =>
  (await jsonOf<SessionResponse>(await fetch(`${server.url}/api/auth/session`, { headers: { cookie } }))).user;

describe('the verification mail', () => {
  it('when an account registers, then a mail with a link arrives, the session says unverified, and the link verifies it once', async () => {
    const vera = await newMember();
    const mail = await mailbox.waitForMail(vera.email);
    expect(mail.subject).toBe(VERIFICATION_SUBJECT);
    expect(mail.html).toContain('/auth/verify?token=');
    expect(await sessionOf(vera.cookie)).toMatchObject({ id: vera.id, emailVerified: false });

    const token = await verificationToken(server, vera.email, mailbox);
    const stored = await queryRows<{ token_hash: string }>(
      server,
      'SELECT token_hash FROM email_verification_links WHERE user_id = $1',
      [vera.id],
    );
    expect(stored).toHaveLength(1);
    expect(stored[0]?.token_hash).not.toContain(token); // only its hash is kept

    const response = await verify(token);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: EMAIL_VERIFICATION_MESSAGES.verified });
    expect(await sessionOf(vera.cookie)).toMatchObject({ emailVerified: true });

    const again = await verify(token);
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({ message: VERIFY_LINK_MESSAGES.used, code: 'link-used' });
  });

  it('when a Spanish browser registers, then the mail is in Spanish; once the account chose Italian, "send again" is in Italian', async () => {
    const email = 'sofia@example.com';
    const headers = { 'accept-language': 'es-ES,es;q=0.9,en;q=0.5' };
    const response = await register(server, { name: 'Sofia', email, password: 'secret1' }, { ip: nextIp(), headers });
    expect(response.status).toBe(201);
    const mail = await mailbox.waitForMail(email, { subject: 'Verifica tu dirección de correo de $CIAO MINING' });
    expect(mail.text).toContain(
      'Verifica tu dirección de correo\n\nConfirma que esta dirección pertenece a tu cuenta de $CIAO MINING: los códigos de crédito para la tienda solo se envían a direcciones verificadas.\n\nEl enlace funciona una vez, durante 24 horas; uno más reciente lo sustituye.',
    );
    expect(mail.text).toContain(`Verificar mi dirección: ${server.url}/auth/verify?token=`);
    expect(mail.text).toContain('Si no has creado una cuenta, ignora este correo: sin el enlace no pasa nada.');
    expect(mail.html).toContain('<html lang="es">');

    const { user } = await jsonOf<SessionResponse>(response);
    const sofia = { id: user.id, cookie: `ciao_session=${sessionCookieOf(response)?.value}` };
    const profile = { nickname: '', profileImageUrl: '', language: 'it' };
    expect((await sendJson('PATCH', `${server.url}/api/user/profile`, profile, { cookie: sofia.cookie })).status).toBe(
      200,
    );
    expect((await sendAgain(sofia)).status).toBe(202);
    const again = await mailbox.waitForMail(email, { subject: 'Verifica il tuo indirizzo e-mail $CIAO MINING' });
    expect(again.text).toContain('Il link funziona una sola volta, per 24 ore; uno più recente lo sostituisce.');
    expect(again.text).toContain(`Verifica il mio indirizzo: ${server.url}/auth/verify?token=`);
  });

  it('when the link is older than 24 hours, then it is refused as expired and the address stays unverified', async () => {
    const vera = await newMember();
    const token = await verificationToken(server, vera.email, mailbox);
    clock.advance(24 * HOUR + 1_000);
    const response = await verify(token);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: VERIFY_LINK_MESSAGES.expired, code: 'link-expired' });
    expect(await sessionOf(vera.cookie)).toMatchObject({ emailVerified: false });
  });

  it('when a token was never issued or is not one, then 400 with a clear message', async () => {
    const never = await verify('A'.repeat(43));
    expect(never.status).toBe(400);
    expect(await never.json()).toEqual({ message: VERIFY_LINK_MESSAGES.invalid, code: 'link-invalid' });
    for (const token of ['short', 42, null, 'A'.repeat(42) + '!']) expect((await verify(token)).status).toBe(400);
    const extra = await postJson(`${server.url}/api/auth/verify-email`, { token: 'A'.repeat(43), email: 'x@y.z' });
    expect(extra.status).toBe(400);
  });
});

describe('send again', () => {
  it('when asked, then a new link arrives and replaces the earlier one; over the limit 429', async () => {
    const vera = await newMember();
    const first = await verificationToken(server, vera.email, mailbox);
    const response = await sendAgain(vera);
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ message: EMAIL_VERIFICATION_MESSAGES.mailSent });
    await mailbox.waitForMail(vera.email, { count: 2 });
    const second = await verificationToken(server, vera.email, mailbox);
    expect(second).not.toBe(first);

    const old = await verify(first);
    expect(old.status).toBe(400);
    expect(await old.json()).toEqual({ message: VERIFY_LINK_MESSAGES.invalid, code: 'link-invalid' });

    expect((await sendAgain(vera)).status).toBe(202);
    const limited = await sendAgain(vera);
    expect(limited.status).toBe(429);
    await mailbox.waitForMail(vera.email, { count: 3 });
    expect(mailbox.to(vera.email)).toHaveLength(3);
  });

  it('when the address is verified already, then 409 and no mail', async () => {
    const vera = await newMember();
    await verifyEmail(server, vera.email, mailbox);
    const response = await sendAgain(vera);
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ message: EMAIL_VERIFICATION_MESSAGES.alreadyVerified });
  });

  it("when asked for another user's account, anonymously or with a body, then refused and nothing is sent", async () => {
    const [vera, otto] = [await newMember(), await newMember()];
    await mailbox.waitForMail(otto.email);
    expect((await sendAgain({ id: otto.id, cookie: vera.cookie })).status).toBe(403);
    expect((await sendAgain({ id: otto.id, cookie: '' })).status).toBe(401);
    expect((await sendAgain(otto, { email: 'elsewhere@example.com' })).status).toBe(400);
    expect(mailbox.to(otto.email)).toHaveLength(1);
  });
});

describe('store-credit codes need a verified address', () => {
  it('when the address is not verified, then generating a code is 403 with a clear message and nothing is debited; after the link, 201', async () => {
    const vera = await newMember();
    await creditUsd(server, vera.id, '3.00');
    const before = await balanceOf(server, vera.id);
    for (const path of ['/store-credit/generate', '/rewards/claim']) {
      const refused = await postJson(`${server.url}/api/user/${vera.id}${path}`, {}, { cookie: vera.cookie });
      expect(refused.status).toBe(403);
      expect(await refused.json()).toEqual({ message: EMAIL_VERIFICATION_MESSAGES.requiredForCodes });
    }
    expect(await codesInDb(server, vera.id)).toEqual([]);
    expect(await balanceOf(server, vera.id)).toEqual(before);

    await verifyEmail(server, vera.email, mailbox);
    expect((await generate(server, vera)).status).toBe(201);
  });

  it('when the account was made on the command line, then its address counts as verified', async () => {
    const cli = await signedInAccount(server, 'cli-made@example.com');
    expect(await sessionOf(cli.cookie)).toMatchObject({ emailVerified: true });
    expect(mailbox.to('cli-made@example.com')).toEqual([]);
  });
});
