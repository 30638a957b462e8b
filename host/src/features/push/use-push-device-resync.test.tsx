import { act, waitFor } from '@testing-library/react';
import { useTestApi } from '@ciao/api-client/testing';
import { aSessionUser, renderWithShell, sessionReplies } from '@ciao/shell/testing';
import { usePushDeviceResync } from './use-push-device-resync';

const api = useTestApi();

/** The signed-in chunk, as far as this hook is concerned. */
function SignedIn() {
  usePushDeviceResync();
  return null;
}

const endpoint = 'https://fcm.googleapis.com/fcm/send/device-1';
const subscription = { endpoint, expirationTime: null, keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) } };
let permission: NotificationPermission;
let browserSubscription: { endpoint: string; toJSON: () => typeof subscription } | null;

beforeEach(() => {
  permission = 'granted';
  browserSubscription = { endpoint, toJSON: () => subscription };
  Object.assign(window, {
    PushManager: function PushManager() {},
    Notification: {
      get permission() {
        return permission;
      },
    },
  });
  const pushManager = { getSubscription: async () => browserSubscription };
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: async () => ({ pushManager }) },
  });
  api.route('GET /api/auth/session', sessionReplies.signedIn(aSessionUser()));
  api.route(`POST /api/user/${aSessionUser().id}/push-subscription`, { json: { ok: true } });
});
afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
  Reflect.deleteProperty(window, 'PushManager');
  Reflect.deleteProperty(window, 'Notification');
});

const saved = () => api.requests.filter((r) => r.path.endsWith('/push-subscription'));

it('when a device that allowed notifications signs in, then it sends its subscription again for the new session', async () => {
  renderWithShell(<SignedIn />);
  await waitFor(() => expect(saved()).toEqual([expect.objectContaining({ method: 'POST', body: subscription })]));
});

it('when the device has no subscription (push turned off) or no permission, then nothing is sent', async () => {
  browserSubscription = null;
  const first = renderWithShell(<SignedIn />);
  await waitFor(() => expect(api.requests.some((r) => r.path === '/api/auth/session')).toBe(true));
  first.unmount();
  browserSubscription = { endpoint, toJSON: () => subscription };
  permission = 'default';
  renderWithShell(<SignedIn />);
  await act(() => new Promise((resolve) => setTimeout(resolve, 1_500))); // past the idle callback's 1 s fallback
  expect(saved()).toEqual([]);
});
