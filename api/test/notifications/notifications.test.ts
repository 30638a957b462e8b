import { DEFAULT_NOTIFICATION_SETTINGS } from '@ciao/contracts';
import type { NotificationSettings } from '@ciao/contracts';
import { postJson, queryRows, signedInAccount, useTestServer } from '../support/test-server';

const server = useTestServer();

let accounts = 0;
const newAccount = () => signedInAccount(server, `notify.${++accounts}@example.com`);

async function readSettings(cookie: string): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${server.url}/api/notifications/settings`, { headers: { cookie } });
  return { status: response.status, body: await response.json() };
}

const saveSettings = (cookie: string, body: unknown) =>
  postJson(`${server.url}/api/notifications/settings`, body, { cookie });

const QUIET: NotificationSettings = {
  contractCompleted: true,
  rewardsAvailable: false,
  balanceUpdates: true,
  promotions: false,
  securityAlerts: true,
  weeklyNewsletter: false,
  pushEnabled: false,
  byEmail: {
    contractCompleted: true,
    rewardsAvailable: false,
    balanceUpdates: true,
    promotions: true,
    securityAlerts: false,
    weeklyNewsletter: true,
  },
};

it('when a user never saved anything, then every setting is on (and no row is written by reading)', async () => {
  const { id, cookie } = await newAccount();

  expect(await readSettings(cookie)).toEqual({ status: 200, body: DEFAULT_NOTIFICATION_SETTINGS });
  expect(await queryRows(server, 'SELECT user_id FROM notification_settings WHERE user_id = $1', [id])).toEqual([]);
});

it('when a user saves the seven settings, then they are answered back and read back, and only for that user', async () => {
  const ann = await newAccount();
  const bob = await newAccount();

  const saved = await saveSettings(ann.cookie, QUIET);
  expect(saved.status).toBe(200);
  expect(await saved.json()).toEqual(QUIET);

  expect(await readSettings(ann.cookie)).toEqual({ status: 200, body: QUIET });
  expect(await readSettings(bob.cookie)).toEqual({ status: 200, body: DEFAULT_NOTIFICATION_SETTINGS });

  const allOn = { ...DEFAULT_NOTIFICATION_SETTINGS };
  expect((await saveSettings(ann.cookie, allOn)).status).toBe(200);
  expect(await readSettings(ann.cookie)).toEqual({ status: 200, body: allOn });
});

it('when a user never saved anything, then security alerts also go by e-mail and promotions only by push', async () => {
  const { cookie } = await newAccount();

  const { body } = await readSettings(cookie);

  expect(body).toMatchObject({ promotions: true, byEmail: { securityAlerts: true, promotions: false } });
});

it('when a save names only some e-mail switches, then the others keep theirs', async () => {
  const { cookie } = await newAccount();
  expect((await saveSettings(cookie, QUIET)).status).toBe(200);

  const saved = await saveSettings(cookie, { ...QUIET, byEmail: { promotions: false } });

  const expected = { ...QUIET, byEmail: { ...QUIET.byEmail, promotions: false } };
  expect(await saved.json()).toEqual(expected);
  expect(await readSettings(cookie)).toEqual({ status: 200, body: expected });
});

it("when a client saves without e-mail switches (as the spec's screen does), then they are kept", async () => {
  const { cookie } = await newAccount();
  expect((await saveSettings(cookie, QUIET)).status).toBe(200);
  const { byEmail: _kept, ...switchesOnly } = QUIET;

  const saved = await saveSettings(cookie, { ...switchesOnly, pushEnabled: true });

  expect(await saved.json()).toEqual({ ...QUIET, pushEnabled: true });
});

it('when push is off, then the topics keep the values the user gave them', async () => {
  const { cookie } = await newAccount();
  const pushOff = { ...DEFAULT_NOTIFICATION_SETTINGS, pushEnabled: false };

  expect((await saveSettings(cookie, pushOff)).status).toBe(200);

  expect(await readSettings(cookie)).toEqual({ status: 200, body: pushOff });
});

describe('bad input', () => {
  const { promotions: _dropped, ...missingOne } = DEFAULT_NOTIFICATION_SETTINGS;

  it.each([
    ['a missing setting', missingOne, { promotions: expect.any(String) }],
    [
      'a setting that is not a boolean',
      { ...DEFAULT_NOTIFICATION_SETTINGS, pushEnabled: 'false' },
      { pushEnabled: expect.any(String) },
    ],
    [
      'a null setting',
      { ...DEFAULT_NOTIFICATION_SETTINGS, weeklyNewsletter: null },
      { weeklyNewsletter: expect.any(String) },
    ],
    ['an unknown field', { ...DEFAULT_NOTIFICATION_SETTINGS, smsEnabled: true }, { smsEnabled: 'Unknown field' }],
    [
      'an e-mail switch that is not a boolean',
      { ...DEFAULT_NOTIFICATION_SETTINGS, byEmail: { promotions: 'both' } },
      { 'byEmail.promotions': expect.any(String) },
    ],
    [
      'an e-mail switch for an unknown topic',
      { ...DEFAULT_NOTIFICATION_SETTINGS, byEmail: { marketing: true } },
      { 'byEmail.marketing': 'Unknown field' },
    ],
    [
      'the former channels field',
      { ...DEFAULT_NOTIFICATION_SETTINGS, channels: { promotions: 'email' } },
      { channels: 'Unknown field' },
    ],
    ['an array', [true, true, true, true, true, true, true], { '(body)': expect.any(String) }],
  ])('when the body has %s, then 400 names the field and nothing is saved', async (_case, body, fields) => {
    const { cookie } = await newAccount();
    expect((await saveSettings(cookie, QUIET)).status).toBe(200);

    const response = await saveSettings(cookie, body);

    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'Invalid request', fields });
    expect(await readSettings(cookie)).toEqual({ status: 200, body: QUIET });
  });

  it('when the body is not JSON, then 400 without a stack trace', async () => {
    const { cookie } = await newAccount();

    const response = await saveSettings(cookie, '{"pushEnabled": tru');

    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: expect.any(String) });
    expect(await readSettings(cookie)).toEqual({ status: 200, body: DEFAULT_NOTIFICATION_SETTINGS });
  });
});

it('when anonymous, then both calls answer 401', async () => {
  expect(await readSettings('')).toEqual({ status: 401, body: { message: 'Not authenticated' } });
  const response = await saveSettings('', DEFAULT_NOTIFICATION_SETTINGS);
  expect(response.status).toBe(401);
  expect(await response.json()).toEqual({ message: 'Not authenticated' });
});
