// Mail (docs/notifications.md, "E-mail"): the outbox sends over real SMTP to a mailbox the test
// starts; the development mailbox of a run without SMTP_URL; the configuration rules.
import { ConfigError, loadConfig } from '../../src/config';
import { colors } from '@ciao/build/src/brand.cjs';
import { createMailComponent } from '../../src/components/mail/mail-component';
import { mailDeliveryProblems } from '../../src/components/mail/mail-config';
import { mailBackoffMs } from '../../src/components/mail/mail-outbox';
import { createNotificationPreferences } from '../../src/components/notifications/notification-settings';
import { createNotificationSettingsRepository } from '../../src/components/notifications/notification-settings-repository';
import { createUnsubscribeLinks } from '../../src/components/notifications/unsubscribe-links';
import type { MailEntry } from '../../src/components/mail/mail-outbox';
import type { ReceivedMail } from '../../src/components/mail/dev-mailbox';
import { useTestMailbox } from '../support/mailbox';
import { queryRows, startTestServer, testClock, useTestServer } from '../support/test-server';
import { freePort } from '../support/waiting';

const clock = testClock();
const mailbox = useTestMailbox();
// The background job never runs during a test (an hour's interval): each test drains itself.
const server = useTestServer({
  clock,
  env: () => ({ ...mailbox.env, SWEEP_INTERVAL_MS: '3600000', PUBLIC_URL: 'https://app.example.com' }),
});

/** Another mail component on the test server's database (as a second instance would have). */
const mailComponent = (smtpUrl: string) =>
  createMailComponent({
    config: loadConfig({ NODE_ENV: 'test', DATABASE_URL: 'postgres://unused/x' }),
    database: server.database,
    clock,
    logger: server.logger,
    smtpUrl,
    appUrl: () => 'https://app.example.com',
    unsubscribeLinks: createUnsubscribeLinks({
      signingKey: server.database.appSecret('unsubscribe-hmac', undefined),
      preferences: createNotificationPreferences({
        settings: createNotificationSettingsRepository(server.database),
        clock,
      }),
    }),
  });

async function enqueue(smtpUrl: string, entries: MailEntry[], rollBack = false) {
  const { outbox } = mailComponent(smtpUrl);
  await server.database.sequelize
    .transaction(async (transaction) => {
      await outbox.enqueue(transaction, entries);
      if (rollBack) throw new Error('rolled back');
    })
    .catch((error: unknown) => {
      if (!rollBack) throw error;
    });
  return outbox;
}

describe('configuration', () => {
  it('when a deployment (production with DATABASE_URL) has no SMTP_URL or PUBLIC_URL, then the API refuses to start, saying why (the command-line tools need no mail)', () => {
    const deployment = { NODE_ENV: 'production', DATABASE_URL: 'postgres://ciao@db/ciao' };
    expect(mailDeliveryProblems(loadConfig(deployment))).toEqual([
      expect.stringMatching(/^SMTP_URL: required in production with DATABASE_URL/),
      expect.stringMatching(/^PUBLIC_URL: required/),
    ]);
    expect(mailDeliveryProblems(loadConfig({ ...deployment, SMTP_URL: 'smtp://u:p@smtp.example.com:587' }))).toEqual([
      expect.stringMatching(/^PUBLIC_URL: required/),
    ]);
    const configured = loadConfig({
      ...deployment,
      SMTP_URL: 'smtp://u:p@smtp.example.com:587',
      PUBLIC_URL: 'https://app.example.com/',
    });
    expect(mailDeliveryProblems(configured)).toEqual([]);
    expect(configured.mail).toEqual({
      smtpUrl: 'smtp://u:p@smtp.example.com:587',
      from: '"$CIAO MINING" <no-reply@ciaomarkets.com>',
      publicUrl: 'https://app.example.com',
    });
  });

  it('when `npm start` runs without SMTP_URL (embedded PostgreSQL), then it starts: the development mailbox takes the mail', () => {
    const local = loadConfig({ NODE_ENV: 'production' });
    expect(local.mail.smtpUrl).toBeUndefined();
    expect(mailDeliveryProblems(local)).toEqual([]);
  });

  it('when SMTP_URL is not an smtp(s) URL, then the API refuses it', () => {
    expect(() => loadConfig({ SMTP_URL: 'http://smtp.example.com' })).toThrow(ConfigError);
    expect(() => loadConfig({ SMTP_URL: 'http://smtp.example.com' })).toThrow(/SMTP_URL: Expected smtp:/);
  });
});

describe('the mail outbox', () => {
  it("when a change commits with a mail, then the mail arrives once, with a text and an HTML part in the app's name and colours and nothing that tracks", async () => {
    const to = 'outbox-1@example.com';
    const outbox = await enqueue(mailbox.smtpUrl, [{ to, event: { kind: 'passwordChanged' } }]);
    await outbox.drain();
    const mail = await mailbox.waitForMail(to);
    expect(mail.subject).toBe('Your $CIAO MINING password was changed');
    expect(mail.from).toBe('"$CIAO MINING" <no-reply@ciaomarkets.com>');
    expect(mail.text).toContain('$CIAO MINING');
    expect(mail.text).toContain('https://app.example.com/');
    expect(mail.html).toContain('$CIAO MINING');
    expect(mail.html).toContain(colors.primary);
    // No tracking: no images, no remote resources, links point at the app itself.
    expect(mail.html).not.toMatch(/<img|<link|<script|url\(/i);
    for (const [, href] of mail.html.matchAll(/href="([^"]+)"/g))
      expect(href).toMatch(/^https:\/\/app\.example\.com\//);
    expect(mail.messageId).toMatch(/^<[0-9a-f-]{36}@ciaomarkets\.com>$/);

    await outbox.drain();
    expect(mailbox.to(to)).toHaveLength(1);
  });

  it('when the change rolls back, then no mail is sent', async () => {
    const to = 'outbox-2@example.com';
    const outbox = await enqueue(mailbox.smtpUrl, [{ to, event: { kind: 'passwordChanged' } }], true);
    await outbox.drain();
    expect(await queryRows(server, 'SELECT 1 FROM mail_outbox WHERE to_address = $1', [to])).toHaveLength(0);
  });

  it('when the SMTP server is unreachable, then the mail waits with back-off and is sent once, with the same Message-ID, when it is back', async () => {
    const to = 'outbox-3@example.com';
    const down = `smtp://127.0.0.1:${await freePort()}`;
    const outbox = await enqueue(down, [{ to, event: { kind: 'passwordChanged' } }]);
    await outbox.drain();
    const [row] = await queryRows<{
      attempts: number;
      outcome: string | null;
      next_attempt_at: Date;
      last_error: string;
      message_id: string;
    }>(server, 'SELECT * FROM mail_outbox WHERE to_address = $1', [to]);
    expect(row).toMatchObject({ attempts: 1, outcome: null });
    expect(row?.next_attempt_at.getTime()).toBe(clock.now().getTime() + mailBackoffMs(1));
    expect(row?.last_error).toMatch(/^retry: /);

    // Not due yet: nothing is tried.
    const up = mailComponent(mailbox.smtpUrl).outbox;
    await up.drain();
    expect(mailbox.to(to)).toHaveLength(0);

    clock.advance(mailBackoffMs(1));
    await up.drain();
    const mail: ReceivedMail = await mailbox.waitForMail(to);
    expect(mail.messageId).toBe(row?.message_id);
    await up.drain();
    expect(mailbox.to(to)).toHaveLength(1);
    const [settled] = await queryRows<{ outcome: string; payload: unknown }>(
      server,
      'SELECT outcome, payload FROM mail_outbox WHERE to_address = $1',
      [to],
    );
    expect(settled).toEqual({ outcome: 'sent', payload: { kind: 'passwordChanged' } });
  });

  it('when two instances drain at once, then each mail is sent once', async () => {
    const addresses = Array.from({ length: 30 }, (_, i) => `outbox-race-${i}@example.com`);
    // The enqueuing instance starts draining after the commit; two more instances drain at the same time.
    const first = await enqueue(
      mailbox.smtpUrl,
      addresses.map((to) => ({ to, event: { kind: 'passwordChanged' } })),
    );
    await Promise.all([
      first.drain(),
      mailComponent(mailbox.smtpUrl).outbox.drain(),
      mailComponent(mailbox.smtpUrl).outbox.drain(),
    ]);
    for (const to of addresses) expect(mailbox.to(to)).toHaveLength(1);
  });
});

describe('the development mailbox', () => {
  it('when the API runs without SMTP_URL, then its mail is shown at /dev/mail', async () => {
    const local = await startTestServer({ env: { SWEEP_INTERVAL_MS: '3600000' } });
    try {
      const page = await fetch(`${local.url}/dev/mail`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('Development mailbox');
      expect(await (await fetch(`${local.url}/dev/mail/messages.json`)).json()).toEqual({ mails: [] });
      expect((await fetch(`${local.url}/dev/mail/1`)).status).toBe(404);
    } finally {
      await local.close();
    }
    // With SMTP_URL there is no such page (the app's own pages answer the path, when they are built).
    expect(await (await fetch(`${server.url}/dev/mail`)).text()).not.toContain('Development mailbox');
    expect(await (await fetch(`${server.url}/dev/mail/messages.json`)).text()).not.toContain('"mails"');
  });
});
