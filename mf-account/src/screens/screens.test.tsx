import { screen } from '@testing-library/react';
import { configureApiClient } from '@ciao/api-client';
import { DEFAULT_NOTIFICATION_SETTINGS } from '@ciao/contracts/web';
import { startTestApi, type TestApi } from '@ciao/build/jest/test-api-server.cjs';
import { aSessionUser, renderWithShell, sessionReplies } from '@ciao/shell/testing';
import AuthScreen from './auth-screen';
import NotificationsScreen from './notifications-screen';
import ProfileDialog from './profile-dialog';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({
    'GET /api/auth/session': sessionReplies.signedIn(aSessionUser({ nickname: 'ada' })),
    'GET /api/notifications/settings': { json: DEFAULT_NOTIFICATION_SETTINGS },
  });
  configureApiClient({ baseUrl: api.url });
});
afterAll(() => api.close());

it('exposes its screens as default exports', () => {
  for (const exposed of [AuthScreen, NotificationsScreen, ProfileDialog]) expect(typeof exposed).toBe('function');
});

it('the notifications screen shows the settings', async () => {
  renderWithShell(<NotificationsScreen />);

  expect(screen.getByRole('heading', { level: 1, name: 'Notification Settings' })).toBeInTheDocument();
  expect(await screen.findByRole('switch', { name: 'Push Notifications' })).toBeChecked();
});

it('the profile dialog shows who is signed in', async () => {
  renderWithShell(<ProfileDialog open onOpenChange={() => {}} />);

  expect(await screen.findByText('ada')).toBeInTheDocument();
  expect(screen.getByRole('dialog', { name: 'Profile' })).toHaveTextContent('ada@example.com');
});
