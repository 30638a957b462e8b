// E-mail as a notification channel (docs/notifications.md, "Channels" and "What is sent"): each
// event reaches the user by push, by e-mail or both, as the switch's channel says, decided once in
// the cause's transaction. The mails are read from a real SMTP server the test starts; the pushes
// from the local push service.
import type { Language, NotificationSettings, NotificationTopic, StoreCreditCode } from '@ciao/contracts';
import { DEFAULT_NOTIFICATION_SETTINGS } from '@ciao/contracts';
import { runNotifyCommand } from '../../src/cli/notify-command';
import type { ReceivedMail } from '../../src/components/mail/dev-mailbox';
import { useFakePushService } from '../support/fake-push-service';
import { shopifySignature, useFakeShopify } from '../support/fake-shopify';
import { linkIn, useTestMailbox } from '../support/mailbox';
import { invite } from '../support/referral';
import { creditUsd, generate } from '../support/store-credit';
import {
  createTestDatabase,
  jsonOf,
  postJson,
  queryRows,
  sendJson,
  signedInAccount,
  startTestServer,
  testClock,
  useTestServer,
} from '../support/test-server';
import type { TestServer } from '../support/test-server';
import { eventually } from '../support/waiting';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const TICK_MS = 100;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const clock = testClock();
const mailbox = useTestMailbox();
const push = useFakePushService();
const shopify = useFakeShopify();
const serverEnv = () => ({
  ...mailbox.env,
  ...shopify.env,
  SWEEP_INTERVAL_MS: String(TICK_MS),
  PUSH_ENDPOINT_ALLOWLIST: push.origin,
  RATE_LIMIT_UNSUBSCRIBE_IP: '10/1h',
  TRUST_PROXY: 'loopback',
});
const server = useTestServer({ clock, fixedPrice: true, env: serverEnv });

/** How a test wants a topic delivered: its push switch on, its e-mail switch on, or both. */
type Channel = 'push' | 'email' | 'both';
type Channels = Partial<Record<NotificationTopic, Channel>>;

/** The settings whose two switches deliver each named topic by its channel (the others at their defaults). */
function switchesFor(channels: Channels): NotificationSettings & { byEmail: Record<NotificationTopic, boolean> } {
  const settings = { ...DEFAULT_NOTIFICATION_SETTINGS, byEmail: { ...DEFAULT_NOTIFICATION_SETTINGS.byEmail } };
  for (const [topic, channel] of Object.entries(channels) as [NotificationTopic, Channel][]) {
    settings[topic] = channel !== 'email';
    settings.byEmail[topic] = channel !== 'push';
  }
  return settings;
}

const EVERY_SWITCH_BOTH: Channels = {
  contractCompleted: 'both',
  rewardsAvailable: 'both',
  balanceUpdates: 'both',
  promotions: 'both',
  securityAlerts: 'both',
  weeklyNewsletter: 'both',
};

type User = { id: string; cookie: string; email: string; device: string };
let accounts = 0;

/** An account with a subscribed device and the given channels (the others at their defaults). */
async function userWith(channels: Channels, target: TestServer = server): Promise<User> {
  const email = `mailed${++accounts}@example.com`;
  const account = await signedInAccount(target, email);
  const { id: device, ...subscription } = push.subscribe();
  const headers = { cookie: account.cookie };
  expect((await postJson(`${target.url}/api/user/${account.id}/push-subscription`, subscription, headers)).status).toBe(
    200,
  );
  const settings = switchesFor(channels);
  expect((await postJson(`${target.url}/api/notifications/settings`, settings, headers)).status).toBe(200);
  return { ...account, email, device };
}

/** The account's language, chosen in the profile (docs/front-end.md, "Languages"). */
async function chooseLanguage(user: User, language: Language, target: TestServer = server): Promise<void> {
  const body = { nickname: '', profileImageUrl: '', language };
  expect((await sendJson('PATCH', `${target.url}/api/user/profile`, body, { cookie: user.cookie })).status).toBe(200);
}

/**
 * The mail of a notification: its subject, the push's title as heading, the push's text, a button
 * to the push's screen (labelled `action`, when given), the footer's text (English unless given).
 */
async function expectMail(
  user: User,
  expected: { subject: string; heading: string; body: string; screen: string; action?: string; footer?: string },
  appUrl = server.url,
): Promise<ReceivedMail> {
  const mail = await mailbox.waitForMail(user.email, { subject: expected.subject });
  expect(mail.text).toContain(`${expected.heading}\n\n${expected.body}`);
  expect(mail.html).toContain(`>${expected.heading}</h1>`);
  expect(linkIn(mail, appUrl).toString()).toBe(`${appUrl}${expected.screen}`);
  if (expected.action) expect(mail.text).toContain(`${expected.action}: ${appUrl}${expected.screen}`);
  const footer = expected.footer ?? 'Choose what reaches you, and how, in the app:';
  expect(mail.text).toContain(`${footer} ${appUrl}/notifications`);
  return mail;
}

async function completeOneHourContract(user: User, target: TestServer = server): Promise<void> {
  const response = await postJson(
    `${target.url}/api/user/${user.id}/contracts`,
    { duration: 1, miningRate: '42000' },
    { cookie: user.cookie },
  );
  expect(response.status).toBe(201);
  clock.advance(HOUR);
}

/** Two codes for `user`, the first used at the store (the order webhook): for the used and the expiring-soon mails. */
async function twoCodesOneUsed(
  user: User,
  orderId: number,
): Promise<{ used: StoreCreditCode; later: StoreCreditCode }> {
  await creditUsd(server, user.id, '2.80');
  const used = await jsonOf<StoreCreditCode>(await generate(server, user));
  await creditUsd(server, user.id, '3.00');
  const later = await jsonOf<StoreCreditCode>(await generate(server, user));
  const order = JSON.stringify({
    id: orderId,
    created_at: clock.now().toISOString(),
    discount_codes: [{ code: used.code }],
  });
  const headers = {
    'content-type': 'application/json',
    'x-shopify-topic': 'orders/create',
    'x-shopify-webhook-id': `mail-${orderId}-${user.id}`,
    'x-shopify-hmac-sha256': shopifySignature(order),
  };
  expect(
    (await fetch(`${server.url}/api/shopify/webhooks/orders`, { method: 'POST', headers, body: order })).status,
  ).toBe(200);
  return { used, later };
}

/** A sign-in from a new device (no device cookie): a phone's browser at an Italian address (through the trusted proxy). */
async function signInFromItalianPhone(user: User, headers: Record<string, string> = {}): Promise<Date> {
  const phone =
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
  const at = clock.now();
  const signedIn = await postJson(
    `${server.url}/api/auth/signin`,
    { username: user.email, password: 'secret1' },
    { ...headers, 'user-agent': phone, 'x-forwarded-for': '151.1.1.1' },
  );
  expect(signedIn.status).toBe(200);
  return at;
}

/** The alert's time in UTC with the language's short month names: "29 Nov 2026, 03:05 UTC". */
const alertTime = (at: Date, months: string) =>
  `${at.getUTCDate()} ${months.split(' ')[at.getUTCMonth()]} ${at.getUTCFullYear()}, ${at.toISOString().slice(11, 16)} UTC`;

describe('a mail per event, when the channel is both', () => {
  it('when a contract completes and takes pending credits across $2.50, then "simulation ended" and "rewards available" by mail and push', async () => {
    const user = await userWith(EVERY_SWITCH_BOTH);
    await creditUsd(server, user.id, '2.48');
    await completeOneHourContract(user);
    await expectMail(user, {
      subject: 'Your $CIAO MINING simulation has ended',
      heading: 'Mining complete',
      body: 'Your Lightning (1 hour) simulation has ended: 42,000.00 $CIAO credited.',
      screen: '/',
    });
    await expectMail(user, {
      subject: 'Your $CIAO MINING rewards are available',
      heading: 'Rewards available',
      body: 'Your pending credits are worth $2.52: you can now generate a store credit code.',
      screen: '/store-credit',
    });
    await eventually(async () =>
      expect(push.messagesOf(user.device).map((m) => m.title)).toEqual(['Mining complete', 'Rewards available']),
    );
  });

  it('when the user chose Spanish in the profile, then the contract-completed mail and push are in Spanish, with Spanish numbers', async () => {
    const user = await userWith(EVERY_SWITCH_BOTH);
    await chooseLanguage(user, 'es');
    await completeOneHourContract(user);
    const mail = await mailbox.waitForMail(user.email, { subject: 'Tu simulación de $CIAO MINING ha terminado' });
    const body = 'Tu simulación Lightning (1 hora) ha terminado: 42.000,00 $CIAO acreditados.';
    expect(mail.text).toContain(`Minería completada\n\n${body}`);
    expect(mail.text).toContain('Abrir el panel');
    expect(mail.text).toContain(
      `Recibes este correo porque los correos de Contrato completado están activados. Elige qué te llega, y cómo, en la app: ${server.url}/notifications`,
    );
    await eventually(async () =>
      expect(push.messagesOf(user.device).map(({ title, body }) => ({ title, body }))).toEqual([
        { title: 'Minería completada', body },
      ]),
    );
  });

  it("when an invitee's first contract completes, then the referral bonus by mail", async () => {
    const referrer = await userWith(EVERY_SWITCH_BOTH);
    const invitee = await userWith(EVERY_SWITCH_BOTH);
    await invite(server, referrer, invitee);
    await completeOneHourContract(invitee);
    for (const user of [referrer, invitee])
      await expectMail(user, {
        subject: 'You received a $CIAO MINING referral bonus',
        heading: 'Referral bonus',
        body: 'A referral bonus of 5,000,000.00 $CIAO was credited to your balance.',
        screen: '/referral',
      });
  });

  it('when a code is used at the store, then a mail; when a code has under 3 days left, then a reminder mail', async () => {
    const user = await userWith(EVERY_SWITCH_BOTH);
    const { used: code, later } = await twoCodesOneUsed(user, 43);
    await expectMail(user, {
      subject: 'Your store credit code was used',
      heading: 'Store credit used',
      body: `Your $2.80 code ${code.code} was used at the store.`,
      screen: '/store-credit',
    });

    clock.advance(27 * DAY + HOUR); // 2 days 23 hours left
    await expectMail(user, {
      subject: 'Your store credit code expires soon',
      heading: 'Store credit expiring soon',
      body: `Your $3.00 code ${later.code} expires in 2 days. Use it before it is gone.`,
      screen: '/store-credit',
    });
  });

  it('when the account signs in from a new device, and when its password is reset, then security alerts by mail (the default channel)', async () => {
    const user = await userWith({});
    const time = alertTime(await signInFromItalianPhone(user), 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec');
    await expectMail(user, {
      subject: 'New sign-in to your $CIAO MINING account',
      heading: 'New sign-in',
      body: `Your account was signed in from a new device: Chrome on Android, ${time}, from Italy (approximate). If this was not you, sign that device out under Signed-in devices in your profile and change your password.`,
      screen: '/?profile=devices',
    });

    expect((await postJson(`${server.url}/api/auth/password-reset`, { email: user.email })).status).toBe(202);
    const resetMail = await mailbox.waitForMail(user.email, { subject: 'Reset your $CIAO MINING password' });
    const token = linkIn(resetMail, `${server.url}/auth/reset?token=`).searchParams.get('token');
    const confirmed = await postJson(`${server.url}/api/auth/password-reset/confirm`, { token, password: 'secret2' });
    expect(confirmed.status).toBe(200);
    await expectMail(user, {
      subject: 'Your $CIAO MINING password was changed',
      heading: 'Password changed',
      body: 'Your password was changed and every other device was signed out. If this was not you, reset it with "Forgot password?" at once.',
      screen: '/',
    });
  });

  it('when the operator sends a promotion, then a mail to those who chose promotions by e-mail, none to the default (push only)', async () => {
    const byMail = await userWith({ promotions: 'email' });
    const byDefault = await userWith({});
    const output = await runNotifyCommand(
      ['promotion', '--title', 'Double rewards', '--body', 'This weekend only.', '--url', '/referral'],
      { ...server.database, clock },
    );
    const campaign = /^Campaign (\d+) is sending to \d+ customers with Promotions on/.exec(output)?.[1];
    expect(campaign).toBeDefined();
    await expectMail(byMail, {
      subject: 'Double rewards',
      heading: 'Double rewards',
      body: 'This weekend only.',
      screen: `/referral?campaign=${campaign}`,
    });
    await eventually(async () => expect(push.messagesOf(byDefault.device)).toHaveLength(1));
    expect(push.messagesOf(byMail.device)).toEqual([]);
    // None for the default channel (push only).
    expect(
      await queryRows(server, "SELECT 1 FROM mail_outbox WHERE user_id = $1 AND kind = 'promotion'", [byDefault.id]),
    ).toEqual([]);
  });

  it("when it is Monday 08:00 in London, then last week's summary by mail once, whichever instances run the job", async () => {
    const weekClock = testClock(new Date('2026-01-12T07:00:00Z')); // Monday 07:00 London (GMT)
    const databaseUrl = await createTestDatabase();
    // Either instance may send it: both link to the app's one address.
    const env = { ...serverEnv(), PUBLIC_URL: 'https://app.example.com' };
    const instances = [
      await startTestServer({ clock: weekClock, fixedPrice: true, databaseUrl, env }),
      await startTestServer({ clock: weekClock, fixedPrice: true, databaseUrl, env }),
    ];
    try {
      const [one] = instances as [TestServer, TestServer];
      const user = await userWith({}, one); // the weekly newsletter: both by default
      const quiet = await userWith({}, one);
      const spanish = await userWith({}, one);
      await chooseLanguage(spanish, 'es', one);
      expect(
        (
          await postJson(
            `${one.url}/api/notifications/settings`,
            { ...DEFAULT_NOTIFICATION_SETTINGS, weeklyNewsletter: false, byEmail: { weeklyNewsletter: false } },
            { cookie: quiet.cookie },
          )
        ).status,
      ).toBe(200);
      weekClock.advance(HOUR);
      await expectMail(
        user,
        {
          subject: 'Your week on $CIAO MINING',
          heading: 'Your week on $CIAO MINING',
          body: 'Last week: 0 simulations, 0.00 $CIAO earned, 0 store credit codes.',
          screen: '/',
        },
        'https://app.example.com',
      );
      await expectMail(
        spanish,
        {
          subject: 'Tu semana en $CIAO MINING',
          heading: 'Tu semana en $CIAO MINING',
          body: 'La semana pasada: 0 simulaciones, 0,00 $CIAO ganados, 0 códigos de crédito para la tienda.',
          screen: '/',
          action: 'Abrir el panel',
          footer:
            'Recibes este correo porque los correos de Boletín semanal están activados. Elige qué te llega, y cómo, en la app:',
        },
        'https://app.example.com',
      );
      await sleep(10 * TICK_MS);
      expect(mailbox.to(user.email).filter((m) => m.subject === 'Your week on $CIAO MINING')).toHaveLength(1);
      expect(mailbox.to(quiet.email).map((m) => m.subject)).not.toContain('Your week on $CIAO MINING');
      expect(
        await queryRows(one, "SELECT 1 FROM mail_outbox WHERE kind = 'weeklySummary' AND user_id = $1", [quiet.id]),
      ).toEqual([]);
    } finally {
      await Promise.all(instances.map((instance) => instance.close()));
    }
  });
});

describe('in the account\'s language (docs/front-end.md, "Languages")', () => {
  const ITALIAN_FOOTER = (switchName: string) =>
    `Ricevi questa mail perché le e-mail ${switchName} sono attive. Scegli cosa ti arriva, e come, nell'app:`;
  const SPANISH_FOOTER = (switchName: string) =>
    `Recibes este correo porque los correos de ${switchName} están activados. Elige qué te llega, y cómo, en la app:`;

  it('when an Italian account completes a contract across $2.50, then "mining completed" and "rewards available" in Italian, by mail and push', async () => {
    const user = await userWith(EVERY_SWITCH_BOTH);
    await chooseLanguage(user, 'it');
    await creditUsd(server, user.id, '2.48');
    await completeOneHourContract(user);
    await expectMail(user, {
      subject: 'La tua simulazione $CIAO MINING è terminata',
      heading: 'Mining completato',
      body: 'La tua simulazione Lightning (1 ora) è terminata: 42.000,00 $CIAO accreditati.',
      screen: '/',
      action: 'Apri la dashboard',
      footer: ITALIAN_FOOTER('Contratto completato'),
    });
    const rewards = await expectMail(user, {
      subject: 'Le tue ricompense $CIAO MINING sono disponibili',
      heading: 'Ricompense disponibili',
      body: 'I tuoi crediti in attesa valgono $2,52: ora puoi generare un codice di credito per lo store.',
      screen: '/store-credit',
      action: 'Genera un codice',
      footer: ITALIAN_FOOTER('Ricompense disponibili'),
    });
    expect(rewards.html).toContain('<html lang="it">');
    expect(rewards.html).toContain('Oppure apri questo link:');
    await eventually(async () =>
      expect(push.messagesOf(user.device).map((m) => m.title)).toEqual(['Mining completato', 'Ricompense disponibili']),
    );
  });

  it("when a Spanish referrer's Italian invitee completes a first contract, then each gets the referral bonus in their own language", async () => {
    const referrer = await userWith(EVERY_SWITCH_BOTH);
    const invitee = await userWith(EVERY_SWITCH_BOTH);
    await chooseLanguage(referrer, 'es');
    await chooseLanguage(invitee, 'it');
    await invite(server, referrer, invitee);
    await completeOneHourContract(invitee);
    await expectMail(referrer, {
      subject: 'Has recibido un bono por invitación de $CIAO MINING',
      heading: 'Bono por invitación',
      body: 'Se ha acreditado en tu saldo un bono por invitación de 5.000.000,00 $CIAO.',
      screen: '/referral',
      action: 'Ver mis invitaciones',
      footer: SPANISH_FOOTER('Actualizaciones del saldo'),
    });
    await expectMail(invitee, {
      subject: 'Hai ricevuto un bonus invito $CIAO MINING',
      heading: 'Bonus invito',
      body: 'Un bonus invito di 5.000.000,00 $CIAO è stato accreditato sul tuo saldo.',
      screen: '/referral',
      action: 'Vedi i miei inviti',
      footer: ITALIAN_FOOTER('Aggiornamenti del saldo'),
    });
  });

  it("when an Italian account's code is used, and another has under 3 days left, then both mails in Italian", async () => {
    const user = await userWith(EVERY_SWITCH_BOTH);
    await chooseLanguage(user, 'it');
    const { used: code, later } = await twoCodesOneUsed(user, 44);
    await expectMail(user, {
      subject: 'Il tuo codice di credito per lo store è stato usato',
      heading: 'Credito per lo store usato',
      body: `Il tuo codice ${code.code} da $2,80 è stato usato nello store.`,
      screen: '/store-credit',
      action: 'Vedi i miei codici',
      footer: ITALIAN_FOOTER('Aggiornamenti del saldo'),
    });

    clock.advance(27 * DAY + HOUR); // 2 days 23 hours left
    await expectMail(user, {
      subject: 'Il tuo codice di credito per lo store sta per scadere',
      heading: 'Credito per lo store in scadenza',
      body: `Il tuo codice ${later.code} da $3,00 scade tra 2 giorni. Usalo prima che sia troppo tardi.`,
      screen: '/store-credit',
      action: 'Vedi i miei codici',
      footer: ITALIAN_FOOTER('Ricompense disponibili'),
    });
  });

  it('when a Spanish account signs in from a new device and resets its password from an English browser, then the alert, the link and the change speak Spanish', async () => {
    const user = await userWith({});
    await chooseLanguage(user, 'es');
    const english = { 'accept-language': 'en-US,en;q=0.9' };
    const time = alertTime(
      await signInFromItalianPhone(user, english),
      'ene feb mar abr may jun jul ago sept oct nov dic',
    );
    await expectMail(user, {
      subject: 'Nuevo inicio de sesión en tu cuenta de $CIAO MINING',
      heading: 'Nuevo inicio de sesión',
      body: `Se ha iniciado sesión en tu cuenta desde un dispositivo nuevo: Chrome en Android, ${time}, desde Italia (aproximado). Si no fuiste tú, cierra la sesión de ese dispositivo en Dispositivos conectados de tu perfil y cambia tu contraseña.`,
      screen: '/?profile=devices',
      action: 'Revisar mis dispositivos',
      footer: SPANISH_FOOTER('Alertas de seguridad'),
    });

    expect((await postJson(`${server.url}/api/auth/password-reset`, { email: user.email }, english)).status).toBe(202);
    const resetMail = await mailbox.waitForMail(user.email, { subject: 'Restablece tu contraseña de $CIAO MINING' });
    expect(resetMail.text).toContain(
      'Restablece tu contraseña\n\nAlguien (esperamos que tú) ha pedido restablecer la contraseña de tu cuenta de $CIAO MINING.\n\nEl enlace funciona una vez, durante 30 minutos; una solicitud más reciente lo sustituye.',
    );
    expect(resetMail.text).toContain('Si no lo has pedido tú, ignora este correo: tu contraseña sigue igual.');
    const token = linkIn(resetMail, `${server.url}/auth/reset?token=`).searchParams.get('token');
    expect(resetMail.text).toContain(`Elegir una nueva contraseña: ${server.url}/auth/reset?token=${token}`);
    const confirmed = await postJson(`${server.url}/api/auth/password-reset/confirm`, { token, password: 'secret2' });
    expect(confirmed.status).toBe(200);
    await expectMail(user, {
      subject: 'Tu contraseña de $CIAO MINING se ha cambiado',
      heading: 'Contraseña cambiada',
      body: 'Tu contraseña se ha cambiado y se ha cerrado la sesión en todos los demás dispositivos. Si no fuiste tú, restablécela de inmediato con "¿Olvidaste tu contraseña?".',
      screen: '/',
      action: 'Abrir $CIAO MINING',
      footer: SPANISH_FOOTER('Alertas de seguridad'),
    });
  });

  it('when an account that chose no language asks for a reset from an Italian browser, then the link comes in Italian', async () => {
    const user = await userWith({});
    const italian = { 'accept-language': 'it-IT,it;q=0.9,en;q=0.5' };
    expect((await postJson(`${server.url}/api/auth/password-reset`, { email: user.email }, italian)).status).toBe(202);
    const mail = await mailbox.waitForMail(user.email, { subject: 'Reimposta la password di $CIAO MINING' });
    expect(mail.text).toContain(
      'Reimposta la password\n\nQualcuno (speriamo tu) ha chiesto di reimpostare la password del tuo account $CIAO MINING.\n\nIl link funziona una sola volta, per 30 minuti; una richiesta più recente lo sostituisce.',
    );
    expect(mail.text).toContain(`Scegli una nuova password: ${server.url}/auth/reset?token=`);
  });

  it('when a promotion goes to an Italian account, then its button and footer are Italian, the unsubscribe link too; its title and text are as written', async () => {
    const user = await userWith({ promotions: 'email' });
    await chooseLanguage(user, 'it');
    await runNotifyCommand(
      ['promotion', '--title', 'Doppie ricompense', '--body', 'Solo questo fine settimana.', '--url', '/referral'],
      { ...server.database, clock },
    );
    const mail = await mailbox.waitForMail(user.email, { subject: 'Doppie ricompense' });
    expect(mail.text).toContain('Doppie ricompense\n\nSolo questo fine settimana.');
    expect(mail.text).toMatch(new RegExp(`Apri \\$CIAO MINING: ${server.url}/referral\\?campaign=\\d+`));
    expect(mail.text).toContain(`${ITALIAN_FOOTER('Promozioni')} ${server.url}/notifications`);
    const link = linkIn(mail, `${server.url}/unsubscribe?token=`).toString();
    expect(mail.text).toContain(`Annulla l'iscrizione: ${link}`);
    expect(mail.html).toContain('Annulla l&#39;iscrizione a queste e-mail</a>');
  });

  it("when an Italian account's unsubscribe link is followed from an English browser, then the page is Italian (html lang too); an account that chose none gets the browser's", async () => {
    const italianUser = await userWith({ promotions: 'email' });
    await chooseLanguage(italianUser, 'it');
    const unchosen = await userWith({ promotions: 'email' });
    await runNotifyCommand(['promotion', '--title', 'Ciao', '--body', 'Solo oggi.'], { ...server.database, clock });
    const linkOf = async (user: User) =>
      linkIn(await mailbox.waitForMail(user.email, { subject: 'Ciao' }), `${server.url}/unsubscribe?token=`).toString();
    const english = { 'accept-language': 'en-US,en;q=0.9' };

    const confirmPage = await (await fetch(await linkOf(italianUser), { headers: english })).text();
    expect(confirmPage).toContain('<html lang="it">');
    expect(confirmPage).toContain('Non ricevere più le promozioni per e-mail? Le notifiche push restano come sono.');
    const done = await fetch(await linkOf(italianUser), {
      method: 'POST',
      headers: { ...english, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(await done.text()).toContain('Non riceverai più le promozioni per e-mail.');

    const spanishPage = await (await fetch(await linkOf(unchosen), { headers: { 'accept-language': 'es-ES' } })).text();
    expect(spanishPage).toContain('<html lang="es">');
    expect(spanishPage).toContain('¿Dejar de recibir las promociones por correo electrónico?');
    const broken = await fetch(`${server.url}/unsubscribe?token=nope`, { headers: { 'accept-language': 'es' } });
    expect(await broken.text()).toContain('Este enlace para darse de baja no funciona.');
  });
});

describe('the channel decides', () => {
  it('when a switch is push only, then no mail; when it is e-mail only, then no push', async () => {
    const pushOnly = await userWith({ contractCompleted: 'push' });
    const emailOnly = await userWith({ contractCompleted: 'email' });
    await completeOneHourContract(pushOnly);
    await completeOneHourContract(emailOnly);
    await eventually(async () =>
      expect(push.messagesOf(pushOnly.device).map((m) => m.title)).toEqual(['Mining complete']),
    );
    await mailbox.waitForMail(emailOnly.email, { subject: 'Your $CIAO MINING simulation has ended' });
    await sleep(5 * TICK_MS);
    expect(push.messagesOf(emailOnly.device)).toEqual([]);
    expect(mailbox.to(pushOnly.email)).toEqual([]);
    const kindsIn = (table: string, user: User) =>
      queryRows<{ kind: string }>(server, `SELECT kind FROM ${table} WHERE user_id = $1`, [user.id]);
    expect(await kindsIn('mail_outbox', pushOnly)).toEqual([]);
    expect(await kindsIn('push_outbox', emailOnly)).toEqual([]);
  });

  it('when push notifications are off, then a switch on both still mails (push off is about push alone)', async () => {
    const user = await userWith({ contractCompleted: 'both' });
    expect(
      (
        await postJson(
          `${server.url}/api/notifications/settings`,
          { ...switchesFor({ contractCompleted: 'both' }), pushEnabled: false },
          { cookie: user.cookie },
        )
      ).status,
    ).toBe(200);
    await completeOneHourContract(user);
    await mailbox.waitForMail(user.email, { subject: 'Your $CIAO MINING simulation has ended' });
    await sleep(5 * TICK_MS);
    expect(push.messagesOf(user.device)).toEqual([]);
  });

  it('when a switch is off, then neither a mail nor a push', async () => {
    const user = await userWith(EVERY_SWITCH_BOTH);
    expect(
      (
        await postJson(
          `${server.url}/api/notifications/settings`,
          {
            ...switchesFor(EVERY_SWITCH_BOTH),
            contractCompleted: false,
            byEmail: { ...switchesFor(EVERY_SWITCH_BOTH).byEmail, contractCompleted: false },
          },
          { cookie: user.cookie },
        )
      ).status,
    ).toBe(200);
    await completeOneHourContract(user);
    await eventually(async () =>
      expect(
        await queryRows(server, 'SELECT 1 FROM contracts WHERE user_id = $1 AND completed_at IS NOT NULL', [user.id]),
      ).toHaveLength(1),
    );
    // Nothing queued in the completion's transaction, so nothing can arrive later either.
    expect(await queryRows(server, 'SELECT 1 FROM push_outbox WHERE user_id = $1', [user.id])).toEqual([]);
    expect(await queryRows(server, 'SELECT 1 FROM mail_outbox WHERE user_id = $1', [user.id])).toEqual([]);
    expect(push.messagesOf(user.device)).toEqual([]);
    expect(mailbox.to(user.email)).toEqual([]);
  });
});

describe('one-click unsubscribe', () => {
  const PROMOTION = ['promotion', '--title', 'Double rewards', '--body', 'This weekend only.'];
  const promote = () => runNotifyCommand(PROMOTION, { ...server.database, clock });
  const headerOf = (mail: ReceivedMail, name: string) => mail.headers[name]?.replace(/\s+/g, ' ').trim();
  const settingsOf = async (user: User) =>
    jsonOf<NotificationSettings>(
      await fetch(`${server.url}/api/notifications/settings`, { headers: { cookie: user.cookie } }),
    );
  const unsubscribeByApi = (token: string) => postJson(`${server.url}/api/notifications/unsubscribe`, { token });

  it('when a promotion is mailed, then it has List-Unsubscribe (one-click) and a link; a mail of another switch has neither', async () => {
    const user = await userWith({ promotions: 'both', contractCompleted: 'email' });
    await promote();
    const promotion = await mailbox.waitForMail(user.email, { subject: 'Double rewards' });
    const link = linkIn(promotion, `${server.url}/unsubscribe?token=`);
    expect(headerOf(promotion, 'list-unsubscribe')).toBe(`<${link.toString()}>`);
    expect(headerOf(promotion, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(promotion.html).toContain(`href="${link.toString()}"`);

    await completeOneHourContract(user);
    const completed = await mailbox.waitForMail(user.email, { subject: 'Your $CIAO MINING simulation has ended' });
    expect(completed.headers['list-unsubscribe']).toBeUndefined();
    expect(completed.headers['list-unsubscribe-post']).toBeUndefined();
    expect(completed.text).not.toContain('/unsubscribe');
  });

  it("when the mail client POSTs one-click to the mail's link, then that switch's e-mail is off, its push kept, without signing in", async () => {
    const user = await userWith({ promotions: 'both' });
    await promote();
    const mail = await mailbox.waitForMail(user.email, { subject: 'Double rewards' });
    const link = /^<(.+)>$/.exec(headerOf(mail, 'list-unsubscribe') ?? '')?.[1] ?? '';

    // The page first: one button, a form that works without script.
    const confirm = await fetch(link);
    expect(confirm.status).toBe(200);
    expect(confirm.headers.get('content-security-policy')).toContain("default-src 'none'");
    const confirmPage = await confirm.text();
    expect(confirmPage).toContain('Stop receiving promotions by e-mail?');
    expect(confirmPage).toContain('<form method="post"');
    expect(confirmPage).not.toContain('<script');
    expect((await settingsOf(user)).byEmail?.promotions).toBe(true); // reading the page changes nothing

    const done = await fetch(link, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(done.status).toBe(200);
    const donePage = await done.text();
    expect(donePage).toContain('You will no longer receive promotions by e-mail.');
    expect(donePage).toContain('href="/notifications"');
    const settings = await settingsOf(user);
    expect(settings.promotions).toBe(true);
    expect(settings.byEmail?.promotions).toBe(false);

    // The next promotion: by push only.
    await promote();
    await eventually(async () => expect(push.messagesOf(user.device)).toHaveLength(2));
    await sleep(5 * TICK_MS);
    expect(mailbox.to(user.email).filter((m) => m.subject === 'Double rewards')).toHaveLength(1);
  });

  it('when the API is given the token of an e-mail-only switch, then the switch is off; again, the same answer', async () => {
    const user = await userWith({ promotions: 'email' });
    await promote();
    const mail = await mailbox.waitForMail(user.email, { subject: 'Double rewards' });
    const token = linkIn(mail, `${server.url}/unsubscribe?token=`).searchParams.get('token') ?? '';
    for (let i = 0; i < 2; i += 1) {
      const response = await unsubscribeByApi(token);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({
        topic: 'promotions',
        message: 'You will no longer receive promotions by e-mail.',
      });
    }
    const settings = await settingsOf(user);
    expect(settings.promotions).toBe(false); // push was off already and stays off
    expect(settings.byEmail?.promotions).toBe(false);
  });

  it('when a token is tampered with or forged, then 400 and nothing changes; past the limit of refused tokens, 429', async () => {
    const user = await userWith({ promotions: 'both', weeklyNewsletter: 'both' });
    const other = await userWith({ promotions: 'both' });
    await promote();
    const mail = await mailbox.waitForMail(user.email, { subject: 'Double rewards' });
    const token = linkIn(mail, `${server.url}/unsubscribe?token=`).searchParams.get('token') ?? '';
    const [userId, topic, signature = ''] = token.split('.');
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    const refusedTokens = [
      `${userId}.${topic}.${flipped}`, // the signature changed
      `${other.id}.${topic}.${signature}`, // another account
      `${userId}.weeklyNewsletter.${signature}`, // another switch
      `${userId}.securityAlerts.${signature}`, // a switch without a link
      'not-a-token',
    ];
    for (const refused of refusedTokens) {
      const response = await unsubscribeByApi(refused);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        message: 'This unsubscribe link does not work. Choose your e-mails on the Notifications screen of the app.',
      });
    }
    const page = await fetch(`${server.url}/unsubscribe?token=${encodeURIComponent(refusedTokens[0] ?? '')}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(page.status).toBe(400);
    expect(await page.text()).toContain('This link does not work');
    expect((await settingsOf(user)).byEmail).toMatchObject({ promotions: true, weeklyNewsletter: true });
    expect((await settingsOf(other)).byEmail).toMatchObject({ promotions: true });
    expect((await unsubscribeByApi(token)).status).toBe(200); // the real one still works (not counted)

    // RATE_LIMIT_UNSUBSCRIBE_IP=10/1h in this file: 6 refused so far.
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await unsubscribeByApi(refusedTokens[0] ?? '')).status);
    expect(statuses).toEqual([400, 400, 400, 400, 429]);
  });
});
