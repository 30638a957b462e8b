// Campaigns (docs/admin.md, "Campaigns"): an operator's message to a counted segment of the
// customers with Promotions on, previewed, tried on their own account, sent now or at a time, a
// throttled batch a minute through the push and mail outboxes, once per customer whichever
// instance sends; its results; and every bad request refused with nothing changed. Pushes are read
// from a local push service, mails from a real SMTP server.
import { DEFAULT_NOTIFICATION_SETTINGS, auditEntrySchema, campaignSchema } from '@ciao/contracts';
import type { AuditEntry, Campaign, CampaignDraft } from '@ciao/contracts';
import { QueryTypes } from 'sequelize';
import { runNotifyCommand } from '../../src/cli/notify-command';
import { CAMPAIGN_MESSAGES } from '../../src/components/campaigns/campaigns';
import { useFakePushService } from '../support/fake-push-service';
import { linkIn, useTestMailbox } from '../support/mailbox';
import {
  createTestDatabase,
  jsonOf,
  postJson,
  queryRows,
  sendJson,
  signIn,
  signedInAccount,
  startTestServer,
  testClock,
  useTestServer,
} from '../support/test-server';
import type { TestServer } from '../support/test-server';
import { eventually } from '../support/waiting';

const MINUTE = 60_000;
const TICK_MS = 100;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const clock = testClock();
const mailbox = useTestMailbox();
const push = useFakePushService();
const serverEnv = () => ({ ...mailbox.env, SWEEP_INTERVAL_MS: String(TICK_MS), PUSH_ENDPOINT_ALLOWLIST: push.origin });
const server = useTestServer({ clock, env: serverEnv });

const OWNER = { email: 'olga.owner@example.com', password: 'secret1', name: 'Olga Owner' };
const VIEWER = { email: 'vic.viewer@example.com', password: 'secret1', name: 'Vic Viewer' };
let ownerCookie: string;
let viewerCookie: string;
let ownerId: string;
let ownerDevice: string;

type Customer = { id: string; cookie: string; email: string; device: string };
let customers = 0;

/** How a customer takes promotions: its push switch on, its e-mail switch on, or both. */
type Channel = 'push' | 'email' | 'both';

/** A customer of `country` (as given at the age check) with a device, and Promotions by `channels.promotions` (push by default) unless `promotions` is false. */
async function customer(
  country: string,
  channels: { promotions?: Channel } = {},
  promotions = true,
  target: TestServer = server,
): Promise<Customer> {
  const email = `customer${++customers}@example.com`;
  const account = await signedInAccount(target, email);
  await queryRows(target, 'UPDATE users SET country = $2 WHERE id = $1', [account.id, country]);
  const { id: device, ...subscription } = push.subscribe();
  const headers = { cookie: account.cookie };
  expect((await postJson(`${target.url}/api/user/${account.id}/push-subscription`, subscription, headers)).status).toBe(
    200,
  );
  const channel = channels.promotions ?? 'push';
  const settings = {
    ...DEFAULT_NOTIFICATION_SETTINGS,
    promotions: promotions && channel !== 'email',
    byEmail: { ...DEFAULT_NOTIFICATION_SETTINGS.byEmail, promotions: promotions && channel !== 'push' },
  };
  expect((await postJson(`${target.url}/api/notifications/settings`, settings, headers)).status).toBe(200);
  return { ...account, email, device };
}

const draftFor = (country: string, changes: Partial<CampaignDraft> = {}): CampaignDraft => ({
  title: 'Double rewards',
  body: 'This weekend only: every simulation pays twice.',
  url: '/referral',
  channel: 'both',
  segment: { country },
  ...changes,
});

const api = (path: string, target: TestServer = server) => `${target.url}/api/admin/campaigns${path}`;

async function created(draft: CampaignDraft, cookie = ownerCookie, target = server): Promise<Campaign> {
  const response = await postJson(api('', target), draft, { cookie });
  expect(response.status).toBe(201);
  return campaignSchema.parse(await response.json());
}

async function read(id: string, target = server): Promise<Campaign> {
  const response = await fetch(api(`/${id}`, target), { headers: { cookie: viewerCookie } });
  expect(response.status).toBe(200);
  return campaignSchema.parse(await response.json());
}

const audienceOf = async (segment: CampaignDraft['segment']) =>
  jsonOf<{ size: number }>(await postJson(api('/audience'), { segment }, { cookie: viewerCookie }));

const send = (id: string, body: object = {}, cookie = ownerCookie, target = server) =>
  postJson(api(`/${id}/send`, target), body, { cookie });

const campaignRows = () => queryRows<{ n: number }>(server, 'SELECT count(*)::int AS n FROM campaigns');

async function auditOf(campaignId: string): Promise<AuditEntry[]> {
  const response = await fetch(`${server.url}/api/admin/audit-log?limit=200`, { headers: { cookie: ownerCookie } });
  const { entries } = await jsonOf<{ entries: unknown[] }>(response);
  return entries
    .map((entry) => auditEntrySchema.parse(entry))
    .filter((entry) => entry.after?.campaignId === campaignId)
    .reverse();
}

beforeAll(async () => {
  ownerId = (await server.accounts.createUser({ ...OWNER, role: 'owner' })).id;
  await server.accounts.createUser({ ...VIEWER, role: 'viewer' });
  ownerCookie = await signIn(server, OWNER);
  viewerCookie = await signIn(server, VIEWER);
  const { id, ...subscription } = push.subscribe();
  ownerDevice = id;
  expect(
    (await postJson(`${server.url}/api/user/${ownerId}/push-subscription`, subscription, { cookie: ownerCookie }))
      .status,
  ).toBe(200);
});

afterEach(() => expect(push.refused).toEqual([]));

describe('a campaign from draft to results', () => {
  it('when an owner schedules a campaign for a segment, then exactly its opted-in customers get it by their channels, and its results move', async () => {
    const byBoth = await customer('Italy', { promotions: 'both' });
    const byPush = await customer('Italy');
    const optedOut = await customer('Italy', { promotions: 'both' }, false);
    const elsewhere = await customer('France', { promotions: 'both' });

    expect(await audienceOf({ country: 'italy' })).toEqual({ size: 2 });
    const campaign = await created(draftFor('Italy'));
    expect(campaign).toMatchObject({ status: 'draft', createdByEmail: OWNER.email, createdByRole: 'owner' });
    expect(campaign.results).toEqual({ audience: null, queued: 0, sent: 0, failed: 0, unsubscribed: 0, opened: 0 });

    // The preview: the push as the phone shows it, the mail from the outbox's own template.
    const preview = await jsonOf<{ push: { title: string; url: string }; mail: { subject: string; html: string } }>(
      await postJson(api('/preview'), draftFor('Italy'), { cookie: viewerCookie }),
    );
    expect(preview.push).toEqual({
      title: 'Double rewards',
      body: 'This weekend only: every simulation pays twice.',
      url: '/referral',
    });
    expect(preview.mail.subject).toBe('Double rewards');
    expect(preview.mail.html).toContain('This weekend only: every simulation pays twice.');

    // The test send: to the operator's own device (Promotions by push, the default), not counted.
    const test = await postJson(api(`/${campaign.id}/test`), {}, { cookie: ownerCookie });
    expect(await jsonOf(test)).toEqual({ push: true, email: false });
    await eventually(async () =>
      expect(push.messagesOf(ownerDevice)).toEqual([
        { title: 'Double rewards', body: 'This weekend only: every simulation pays twice.', url: '/referral' },
      ]),
    );

    const at = new Date(clock.now().getTime() + MINUTE).toISOString();
    const scheduled = await send(campaign.id, { at });
    expect(scheduled.status).toBe(200);
    expect(await jsonOf(scheduled)).toMatchObject({ status: 'scheduled', scheduledAt: at });
    await sleep(3 * TICK_MS);
    expect((await read(campaign.id)).status).toBe('scheduled'); // not before its time

    clock.advance(MINUTE);
    await eventually(async () => expect((await read(campaign.id)).status).toBe('sent'));
    const expected = {
      title: 'Double rewards',
      body: 'This weekend only: every simulation pays twice.',
      url: '/referral',
      campaign: campaign.id,
    };
    await eventually(async () => {
      expect(push.messagesOf(byBoth.device)).toEqual([expected]);
      expect(push.messagesOf(byPush.device)).toEqual([expected]);
    });
    const mail = await mailbox.waitForMail(byBoth.email, { subject: 'Double rewards' });
    expect(linkIn(mail, server.url).toString()).toBe(`${server.url}/referral?campaign=${campaign.id}`);
    await eventually(async () =>
      expect((await read(campaign.id)).results).toEqual({
        audience: 2,
        queued: 2,
        sent: 2,
        failed: 0,
        unsubscribed: 0,
        opened: 0,
      }),
    );
    expect(push.messagesOf(optedOut.device)).toEqual([]);
    expect(push.messagesOf(elsewhere.device)).toEqual([]);
    expect(mailbox.to(byPush.email)).toEqual([]);
    expect(mailbox.to(elsewhere.email)).toEqual([]);

    // Opened from its link: counted once per customer; someone it was not sent to is told so.
    const opened = (who: Customer) =>
      postJson(`${server.url}/api/user/${who.id}/campaigns/${campaign.id}/opened`, {}, { cookie: who.cookie });
    expect((await opened(byBoth)).status).toBe(200);
    expect((await opened(byBoth)).status).toBe(200);
    expect((await opened(elsewhere)).status).toBe(404);
    const settings = { ...DEFAULT_NOTIFICATION_SETTINGS, promotions: false };
    clock.advance(1_000);
    expect(
      (await postJson(`${server.url}/api/notifications/settings`, settings, { cookie: byPush.cookie })).status,
    ).toBe(200);
    expect((await read(campaign.id)).results).toMatchObject({ opened: 1, unsubscribed: 1 });

    // Sent: nothing more can change it, and it is all in the audit trail.
    expect((await sendJson('PUT', api(`/${campaign.id}`), draftFor('Italy'), { cookie: ownerCookie })).status).toBe(
      409,
    );
    expect((await postJson(api(`/${campaign.id}/cancel`), {}, { cookie: ownerCookie })).status).toBe(409);
    expect((await auditOf(campaign.id)).map((entry) => [entry.action, entry.actorEmail])).toEqual([
      ['campaign.created', OWNER.email],
      ['campaign.test-sent', OWNER.email],
      ['campaign.scheduled', OWNER.email],
    ]);
  });

  it('when a scheduled campaign is edited or cancelled before it starts, then the edit is what goes, and a cancelled one never goes', async () => {
    const reader = await customer('Portugal', { promotions: 'push' });
    const edited = await created(draftFor('Portugal', { title: 'First words' }));
    const cancelled = await created(draftFor('Portugal', { title: 'Never sent' }));
    for (const campaign of [edited, cancelled])
      expect((await send(campaign.id, { at: new Date(clock.now().getTime() + MINUTE).toISOString() })).status).toBe(
        200,
      );
    const edit = await sendJson('PUT', api(`/${edited.id}`), draftFor('Portugal', { title: 'Better words' }), {
      cookie: ownerCookie,
    });
    expect(await jsonOf(edit)).toMatchObject({ status: 'scheduled', title: 'Better words' });
    const cancel = await postJson(api(`/${cancelled.id}/cancel`), {}, { cookie: ownerCookie });
    expect(await jsonOf(cancel)).toMatchObject({ status: 'cancelled' });

    clock.advance(MINUTE);
    await eventually(async () => expect((await read(edited.id)).status).toBe('sent'));
    await eventually(async () => expect(push.messagesOf(reader.device).map((m) => m.title)).toEqual(['Better words']));
    await sleep(3 * TICK_MS);
    expect((await read(cancelled.id)).status).toBe('cancelled');
    expect(push.messagesOf(reader.device).map((m) => m.title)).toEqual(['Better words']);
    expect((await auditOf(edited.id)).map((entry) => entry.action)).toEqual([
      'campaign.created',
      'campaign.scheduled',
      'campaign.edited',
    ]);
  });
});

describe('sending: throttled, once per customer on any instance', () => {
  it('when two instances send a campaign at 2 a minute, then each customer gets it once, 2 more each minute', async () => {
    const databaseUrl = await createTestDatabase();
    const env = { ...serverEnv(), CAMPAIGN_SEND_RATE_PER_MINUTE: '2' };
    const instances = [
      await startTestServer({ clock, databaseUrl, env }),
      await startTestServer({ clock, databaseUrl, env }),
    ] as const;
    try {
      const [one, two] = instances;
      await one.accounts.createUser({ ...OWNER, role: 'owner' });
      const cookie = await signIn(one, OWNER);
      const five = await Promise.all([1, 2, 3, 4, 5].map(() => customer('Spain', {}, true, one)));
      const campaign = await created(draftFor('Spain', { channel: 'push' }), cookie, one);
      expect((await send(campaign.id, {}, cookie, two)).status).toBe(200);

      const queued = async () =>
        (await queryRows<{ n: number }>(one, 'SELECT count(*)::int AS n FROM campaign_recipients'))[0]?.n;
      for (const expected of [2, 4, 5]) {
        await eventually(async () => expect(await queued()).toBe(expected));
        await sleep(3 * TICK_MS);
        expect(await queued()).toBe(expected); // the clock stands still: no more this minute
        clock.advance(MINUTE);
      }
      await eventually(async () => {
        for (const each of five) expect(push.messagesOf(each.device)).toHaveLength(1);
      });
      const [row] = await queryRows<{ status: string; audience_size: number }>(
        one,
        'SELECT status, audience_size FROM campaigns WHERE id = $1',
        [campaign.id],
      );
      expect(row).toEqual({ status: 'sent', audience_size: 5 });
    } finally {
      await Promise.all(instances.map((instance) => instance.close()));
    }
  });
});

describe('refusals: a clear error, nothing changed', () => {
  it('when a draft is too long, has control characters, an unknown screen or unknown fields, then 400 and no campaign', async () => {
    const before = await campaignRows();
    const bad: unknown[] = [
      draftFor('Italy', { body: 'x'.repeat(201) }),
      draftFor('Italy', { title: 'x'.repeat(61) }),
      draftFor('Italy', { title: 'Double\u0000rewards' }),
      draftFor('Italy', { body: 'Line one\nline two' }),
      { ...draftFor('Italy'), url: '/admin' },
      { ...draftFor('Italy'), channel: 'sms' },
      { ...draftFor('Italy'), segment: { country: 'Italy', favouriteColour: 'red' } },
      { ...draftFor('Italy'), segment: { minedDays: 7 } },
      { ...draftFor('Italy'), extra: true },
    ];
    for (const body of bad) expect((await postJson(api(''), body, { cookie: ownerCookie })).status).toBe(400);
    expect(await campaignRows()).toEqual(before);
  });

  it('when a segment matches nobody, then it is sent only once the operator confirms', async () => {
    const campaign = await created(draftFor('Atlantis'));
    const refused = await send(campaign.id);
    expect(refused.status).toBe(409);
    expect(await jsonOf(refused)).toMatchObject({ message: CAMPAIGN_MESSAGES.empty });
    expect((await read(campaign.id)).status).toBe('draft');
    expect((await send(campaign.id, { confirmEmpty: true })).status).toBe(200);
    await eventually(async () => expect((await read(campaign.id)).results.audience).toBe(0));
  });

  it('when a campaign is scheduled in the past, then 400 and it stays a draft', async () => {
    const campaign = await created(draftFor('Italy'));
    const response = await send(campaign.id, { at: new Date(clock.now().getTime() - 2 * MINUTE).toISOString() });
    expect(response.status).toBe(400);
    expect(await jsonOf(response)).toMatchObject({ message: CAMPAIGN_MESSAGES.past });
    expect((await read(campaign.id)).status).toBe('draft');
  });

  it('when two operators send the same draft at once, then one sends and the other is told', async () => {
    const campaign = await created(draftFor('Italy'));
    const at = new Date(clock.now().getTime() + 10 * MINUTE).toISOString();
    const answers = await Promise.all([send(campaign.id, { at }), send(campaign.id, { at })]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect((await auditOf(campaign.id)).filter((entry) => entry.action === 'campaign.scheduled')).toHaveLength(1);
    expect((await postJson(api(`/${campaign.id}/cancel`), {}, { cookie: ownerCookie })).status).toBe(200);
  });

  it('when a viewer writes, or anyone names a campaign that does not exist, then 403 or 404', async () => {
    expect((await postJson(api(''), draftFor('Italy'), { cookie: viewerCookie })).status).toBe(403);
    expect((await send('999999', {}, ownerCookie)).status).toBe(404);
    expect((await fetch(api('/abc'), { headers: { cookie: viewerCookie } })).status).toBe(400);
  });
});

describe('the command line', () => {
  it('when the operator sends a promotion from the command line, then it is a campaign to everyone opted in, sent by the running API', async () => {
    const reader = await customer('Greece');
    const deps = { ...server.database, clock };
    await expect(
      runNotifyCommand(['promotion', '--title', 'x', '--body', 'y', '--url', '/elsewhere'], deps),
    ).rejects.toMatchObject({
      status: 400,
    });
    const output = await runNotifyCommand(['promotion', '--title', 'From the shell', '--body', 'Hello.'], deps);
    const id = /^Campaign (\d+) is sending to \d+ customers with Promotions on/.exec(output)?.[1];
    expect(id).toBeDefined();
    await eventually(async () =>
      expect(push.messagesOf(reader.device)).toContainEqual({
        title: 'From the shell',
        body: 'Hello.',
        url: '/',
        campaign: id,
      }),
    );
    expect((await auditOf(id ?? '')).map((entry) => [entry.action, entry.actorId])).toEqual([
      ['campaign.created', null],
      ['campaign.sent', null],
    ]);
  });
});

describe('reading results', () => {
  it("when a campaign's results are counted, then its outbox rows are found through the dedupe-key prefix index, not a scan", async () => {
    const plans: string[] = [];
    await server.database.sequelize.transaction(async (transaction) => {
      await server.database.sequelize.query('SET LOCAL enable_seqscan = off', { transaction });
      for (const table of ['push_outbox', 'mail_outbox']) {
        const rows = await server.database.sequelize.query<{ 'QUERY PLAN': string }>(
          `EXPLAIN SELECT 1 FROM ${table} WHERE dedupe_key LIKE 'campaign:12:%'`,
          { type: QueryTypes.SELECT, transaction },
        );
        plans.push(rows.map((row) => row['QUERY PLAN']).join('\n'));
      }
    });
    expect(plans[0]).toContain('push_outbox_dedupe_prefix_idx');
    expect(plans[1]).toContain('mail_outbox_dedupe_prefix_idx');
  });
});
