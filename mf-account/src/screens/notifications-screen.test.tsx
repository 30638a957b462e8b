import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useTestApi } from '@ciao/api-client/testing';
import type { NotificationSettings } from '@ciao/contracts';
import { DEFAULT_NOTIFICATION_EMAILS, DEFAULT_NOTIFICATION_SETTINGS, NOTIFICATION_TOPICS } from '@ciao/contracts/web';
import { aSessionUser, renderWithShell, sessionReplies } from '@ciao/shell/testing';
import { NotificationsScreen } from './notifications-screen';

let stored: NotificationSettings;

const api = useTestApi();
beforeEach(() => {
  stored = { ...DEFAULT_NOTIFICATION_SETTINGS };
  api.route('GET /api/auth/session', sessionReplies.signedIn(aSessionUser()));
  api.route('GET /api/notifications/settings', () => ({ json: stored }));
  api.route('POST /api/notifications/settings', (request) => {
    stored = request.body as NotificationSettings;
    return { json: stored };
  });
});

const TOPICS = [
  'Contract Completed',
  'Rewards Available',
  'Balance Updates',
  'Promotions',
  'Security Alerts',
  'Weekly Newsletter',
];
const toggle = (name: string) => screen.getByRole('switch', { name });
const byEmail = (topic: string) => screen.getByRole('switch', { name: `${topic} by e-mail` });
const saves = () => api.requests.filter((r) => r.method === 'POST');

async function renderScreen() {
  const user = userEvent.setup();
  renderWithShell(<NotificationsScreen />, { route: '/notifications' });
  await screen.findByRole('switch', { name: 'Push Notifications' });
  return user;
}

it('shows the master switch and the six topics, all on by default, and the six by e-mail as the defaults say', async () => {
  await renderScreen();

  expect(screen.getByRole('heading', { level: 1, name: 'Notification Settings' })).toBeInTheDocument();
  expect(toggle('Push Notifications')).toBeChecked();
  expect(screen.getAllByRole('switch')).toHaveLength(13);
  for (const topic of TOPICS) {
    expect(toggle(topic)).toBeChecked();
    expect(toggle(topic)).toBeEnabled();
  }
  expect(screen.getByText(`Sent to ${aSessionUser().email}.`)).toBeInTheDocument();
  const byEmailOn = TOPICS.filter(
    (topic) => (byEmail(topic) as HTMLInputElement).getAttribute('aria-checked') === 'true',
  );
  expect(byEmailOn).toEqual(['Rewards Available', 'Security Alerts', 'Weekly Newsletter']);
  expect(screen.getByRole('button', { name: 'Save Settings' })).toBeEnabled();
});

it('when push is off, then the e-mail topics stay enabled, and saving sends their switches', async () => {
  stored = { ...DEFAULT_NOTIFICATION_SETTINGS, pushEnabled: false };
  const user = await renderScreen();
  for (const topic of TOPICS) expect(byEmail(topic)).toBeEnabled();

  await user.click(byEmail('Promotions'));
  await user.click(byEmail('Security Alerts'));
  await user.click(screen.getByRole('button', { name: 'Save Settings' }));

  expect(await screen.findByText('Settings Saved')).toBeInTheDocument();
  expect(saves()[0]?.body).toEqual({
    ...DEFAULT_NOTIFICATION_SETTINGS,
    pushEnabled: false,
    byEmail: { ...DEFAULT_NOTIFICATION_EMAILS, promotions: true, securityAlerts: false },
  });
});

it('each switch saves its own value: a topic off by push and on by e-mail, another off both ways', async () => {
  const user = await renderScreen();
  await user.click(toggle('Security Alerts'));
  await user.click(byEmail('Security Alerts'));
  await user.click(toggle('Contract Completed'));
  await user.click(byEmail('Contract Completed'));

  await user.click(screen.getByRole('button', { name: 'Save Settings' }));

  expect(await screen.findByText('Settings Saved')).toBeInTheDocument();
  expect(saves()[0]?.body).toEqual({
    ...DEFAULT_NOTIFICATION_SETTINGS,
    securityAlerts: false,
    contractCompleted: false,
    byEmail: { ...DEFAULT_NOTIFICATION_EMAILS, securityAlerts: false, contractCompleted: true },
  });
  expect(toggle('Security Alerts')).not.toBeChecked();
  expect(byEmail('Security Alerts')).not.toBeChecked();
  expect(toggle('Contract Completed')).not.toBeChecked();
  expect(byEmail('Contract Completed')).toBeChecked();
});

describe('what a switch shows is what is stored, for every master switch, topic switch and e-mail switch', () => {
  const combinations = [true, false].flatMap((pushEnabled) =>
    [true, false].flatMap((topicOn) => [true, false].map((emailOn) => ({ pushEnabled, topicOn, emailOn }))),
  );
  it.each(combinations)(
    'push $pushEnabled, topic $topicOn, e-mail $emailOn',
    async ({ pushEnabled, topicOn, emailOn }) => {
      const topic = NOTIFICATION_TOPICS[0];
      stored = {
        ...DEFAULT_NOTIFICATION_SETTINGS,
        pushEnabled,
        [topic]: topicOn,
        byEmail: { ...DEFAULT_NOTIFICATION_EMAILS, [topic]: emailOn },
      };
      await renderScreen();

      // The spec: a topic switch shows its boolean, shown off and disabled only while push is off.
      expect((toggle('Contract Completed') as HTMLInputElement).getAttribute('aria-checked')).toBe(
        String(pushEnabled && topicOn),
      );
      if (pushEnabled) expect(toggle('Contract Completed')).toBeEnabled();
      else expect(toggle('Contract Completed')).toBeDisabled();
      expect((byEmail('Contract Completed') as HTMLInputElement).getAttribute('aria-checked')).toBe(String(emailOn));
      expect(byEmail('Contract Completed')).toBeEnabled();
    },
  );
});

it('when push is turned off, then every topic is disabled and shown off; on again, they come back as they were', async () => {
  stored = { ...DEFAULT_NOTIFICATION_SETTINGS, promotions: false };
  const user = await renderScreen();
  expect(toggle('Promotions')).not.toBeChecked();

  await user.click(toggle('Push Notifications'));

  expect(toggle('Push Notifications')).not.toBeChecked();
  for (const topic of TOPICS) {
    expect(toggle(topic)).toBeDisabled();
    expect(toggle(topic)).not.toBeChecked();
  }
  expect(screen.getByText('Turn on push notifications to choose topics.')).toBeInTheDocument();
  await user.click(toggle('Security Alerts'));
  expect(toggle('Security Alerts')).not.toBeChecked();

  await user.click(toggle('Push Notifications'));

  for (const topic of TOPICS) expect(toggle(topic)).toBeEnabled();
  expect(toggle('Promotions')).not.toBeChecked();
  expect(toggle('Security Alerts')).toBeChecked();
});

it('when saved, then it sends the seven booleans and the e-mail switches, and toasts Settings Saved', async () => {
  const user = await renderScreen();
  await user.click(toggle('Weekly Newsletter'));
  await user.click(toggle('Promotions'));

  await user.click(screen.getByRole('button', { name: 'Save Settings' }));

  expect(await screen.findByText('Settings Saved')).toBeInTheDocument();
  expect(saves().map((r) => r.body)).toEqual([
    {
      ...DEFAULT_NOTIFICATION_SETTINGS,
      promotions: false,
      weeklyNewsletter: false,
      byEmail: DEFAULT_NOTIFICATION_EMAILS,
    },
  ]);
});

it('when saved with push off, then push is off and the topics keep their own values', async () => {
  const user = await renderScreen();
  await user.click(toggle('Balance Updates'));
  await user.click(toggle('Push Notifications'));

  await user.click(screen.getByRole('button', { name: 'Save Settings' }));

  expect(await screen.findByText('Settings Saved')).toBeInTheDocument();
  expect(saves()[0]?.body).toEqual({ ...DEFAULT_NOTIFICATION_SETTINGS, balanceUpdates: false, pushEnabled: false });
});

it('shows the saved settings when the user comes back', async () => {
  stored = { ...DEFAULT_NOTIFICATION_SETTINGS, pushEnabled: false };
  await renderScreen();

  expect(toggle('Push Notifications')).not.toBeChecked();
  for (const topic of TOPICS) expect(toggle(topic)).toBeDisabled();
});

it.each([
  [
    'the server message',
    { status: 400, json: { message: 'Invalid request', fields: { pushEnabled: 'Expected boolean' } } },
    'Invalid request',
  ],
  ['Unable to save settings. when there is none', { status: 503, text: '' }, 'Unable to save settings.'],
])('when saving fails, then the Error toast shows %s and the switches stay as set', async (_case, reply, text) => {
  api.route('POST /api/notifications/settings', reply);
  const user = await renderScreen();
  await user.click(toggle('Promotions'));

  await user.click(screen.getByRole('button', { name: 'Save Settings' }));

  expect(await screen.findByText(text)).toBeInTheDocument();
  expect(screen.getByText('Error')).toBeInTheDocument();
  expect(toggle('Promotions')).not.toBeChecked();
  expect(screen.getByRole('button', { name: 'Save Settings' })).toBeEnabled();
});

it("shows 'Saving...' while the save is under way", async () => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  api.route('POST /api/notifications/settings', async (request) => {
    await held;
    return { json: request.body };
  });
  const user = await renderScreen();

  await user.click(screen.getByRole('button', { name: 'Save Settings' }));

  expect(await screen.findByRole('button', { name: 'Saving...' })).toHaveAttribute('aria-disabled', 'true');
  release();
  expect(await screen.findByText('Settings Saved')).toBeInTheDocument();
});

it('when the settings cannot be loaded, then it says so without retrying, and Try again loads them', async () => {
  api.route('GET /api/notifications/settings', { status: 500, json: { message: 'Internal server error' } });
  const user = userEvent.setup();
  renderWithShell(<NotificationsScreen />, { route: '/notifications' });

  expect(await screen.findByText('Unable to load your notification settings.')).toBeInTheDocument();
  expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  expect(api.requests.filter((r) => r.path === '/api/notifications/settings')).toHaveLength(1);

  api.route('GET /api/notifications/settings', () => ({ json: stored }));
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  await waitFor(() => expect(toggle('Push Notifications')).toBeChecked());
});

describe("the browser's side of the master switch", () => {
  const endpoint = 'https://fcm.googleapis.com/fcm/send/device-1';
  const subscription = { endpoint, expirationTime: null, keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) } };
  let permission: NotificationPermission;
  let subscribed: boolean;
  const unsubscribe = jest.fn(async () => true);

  beforeEach(() => {
    permission = 'default';
    subscribed = false;
    const browserSubscription = { endpoint, toJSON: () => subscription, unsubscribe };
    const pushManager = {
      getSubscription: async () => (subscribed ? browserSubscription : null),
      subscribe: jest.fn(async () => {
        subscribed = true;
        return browserSubscription;
      }),
    };
    Object.assign(window, {
      PushManager: function PushManager() {},
      Notification: {
        get permission() {
          return permission;
        },
        requestPermission: jest.fn(async () => permission),
      },
    });
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { getRegistration: async () => ({ pushManager }) },
    });
    api.route('GET /api/push/public-key', () => ({ json: { publicKey: `B${'A'.repeat(86)}` } }));
    api.route(`POST /api/user/${aSessionUser().id}/push-subscription`, { json: { ok: true } });
    api.route(`DELETE /api/user/${aSessionUser().id}/push-subscription`, { json: { ok: true } });
  });
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
    Reflect.deleteProperty(window, 'PushManager');
    Reflect.deleteProperty(window, 'Notification');
  });

  const pushCalls = () => api.requests.filter((r) => r.path.endsWith('/push-subscription'));

  it('when push is turned on and the permission is refused, then the switch stays off with how to allow it, and nothing is subscribed', async () => {
    stored = { ...DEFAULT_NOTIFICATION_SETTINGS, pushEnabled: false };
    permission = 'denied';
    const user = await renderScreen();
    await user.click(toggle('Push Notifications'));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Notifications are blocked for this site. Allow them in your browser's site settings, then turn Push Notifications on again.",
    );
    expect(toggle('Push Notifications')).not.toBeChecked();
    expect(pushCalls()).toEqual([]);
  });

  it("when another account still holds this browser's endpoint (409), then the browser subscribes afresh and saves the new endpoint", async () => {
    stored = { ...DEFAULT_NOTIFICATION_SETTINGS, pushEnabled: false };
    permission = 'granted';
    subscribed = true;
    const fresh = { ...subscription, endpoint: 'https://fcm.googleapis.com/fcm/send/device-2' };
    const pushManager = {
      getSubscription: async () => ({ endpoint, toJSON: () => subscription, unsubscribe }),
      subscribe: jest.fn(async () => ({ endpoint: fresh.endpoint, toJSON: () => fresh, unsubscribe })),
    };
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { getRegistration: async () => ({ pushManager }) },
    });
    api.route(`POST /api/user/${aSessionUser().id}/push-subscription`, (request) =>
      (request.body as { endpoint: string }).endpoint === endpoint
        ? {
            status: 409,
            json: { message: 'This device is subscribed by another account. Sign out of it there first.' },
          }
        : { json: { ok: true } },
    );
    const user = await renderScreen();
    await user.click(toggle('Push Notifications'));

    await waitFor(() => expect(toggle('Push Notifications')).toBeChecked());
    expect(pushCalls().map((r) => (r.body as { endpoint: string }).endpoint)).toEqual([endpoint, fresh.endpoint]);
    expect(unsubscribe).toHaveBeenCalled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('when push is turned on and allowed, then this device subscribes with the server key and sends its subscription; off removes it', async () => {
    stored = { ...DEFAULT_NOTIFICATION_SETTINGS, pushEnabled: false };
    permission = 'granted';
    const user = await renderScreen();
    await user.click(toggle('Push Notifications'));

    await waitFor(() => expect(toggle('Push Notifications')).toBeChecked());
    expect(pushCalls()).toEqual([expect.objectContaining({ method: 'POST', body: subscription })]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.click(toggle('Push Notifications'));
    await waitFor(() => expect(pushCalls()).toHaveLength(2));
    expect(pushCalls()[1]).toEqual(expect.objectContaining({ method: 'DELETE', body: { endpoint } }));
    expect(unsubscribe).toHaveBeenCalled();
    expect(toggle('Push Notifications')).not.toBeChecked();
  });
});
