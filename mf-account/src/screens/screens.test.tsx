import { screen } from '@testing-library/react';
import { DEFAULT_NOTIFICATION_SETTINGS } from '@ciao/contracts/web';
import { useTestApi } from '@ciao/api-client/testing';
import { aSessionUser, renderWithShell, sessionReplies } from '@ciao/shell/testing';
import AuthScreen from './auth-screen';
import NotificationsScreen from './notifications-screen';
import ProfileDialog from './profile-dialog';

useTestApi({
  'GET /api/auth/session': sessionReplies.signedIn(aSessionUser({ nickname: 'ada' })),
  'GET /api/notifications/settings': { json: DEFAULT_NOTIFICATION_SETTINGS },
});

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
