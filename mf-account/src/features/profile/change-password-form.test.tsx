import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useTestApi } from '@ciao/api-client/testing';
import { aSessionUser, renderWithShell } from '@ciao/shell/testing';
import { ChangePasswordForm } from './change-password-form';

/** The API's message (api/src/components/auth/password-change.ts), shown as it comes. */
const WRONG_CURRENT_PASSWORD = 'Your current password is not correct.';

const userId = aSessionUser().id;
const passwordPath = `/api/user/${userId}/password`;
const api = useTestApi({ [`POST ${passwordPath}`]: { json: { signedOutDevices: 2 } } });

async function submit(current: string, next: string, confirm = next) {
  renderWithShell(<ChangePasswordForm userId={userId} />);
  await userEvent.click(await screen.findByRole('button', { name: 'Change password' }));
  const form = await screen.findByRole('form', { name: 'Change password' });
  await userEvent.type(within(form).getByLabelText('Current Password'), current);
  await userEvent.type(within(form).getByLabelText('New Password'), next);
  await userEvent.type(within(form).getByLabelText('Confirm New Password'), confirm);
  await userEvent.click(within(form).getByRole('button', { name: 'Change password' }));
  return form;
}

const posts = () => api.requests.filter((r) => r.method === 'POST');

it('when the passwords are filled in, then the current and the new one are sent, the form closes and a toast says the others were signed out', async () => {
  await submit('old-secret', 'new-secret');

  expect(await screen.findByText('2 other devices were signed out.')).toBeInTheDocument();
  expect(posts().map((r) => [r.path, r.body])).toEqual([
    [passwordPath, { currentPassword: 'old-secret', newPassword: 'new-secret' }],
  ]);
  expect(screen.queryByRole('form', { name: 'Change password' })).toBeNull();
  await waitFor(() => expect(screen.getByRole('button', { name: 'Change password' })).toHaveFocus());
});

it('when the new password is too short or the two differ, then nothing is sent and the message is on the field', async () => {
  const form = await submit('old-secret', '12345', '12346');

  expect(await within(form).findByText('Password must be at least 6 characters')).toBeInTheDocument();
  expect(within(form).getByText('Passwords do not match')).toBeInTheDocument();
  expect(within(form).getByLabelText('New Password')).toHaveFocus();
  expect(posts()).toHaveLength(0);
});

it('when the current password is wrong, then its field shows the message and has focus; the form stays open', async () => {
  api.route(`POST ${passwordPath}`, { status: 403, json: { message: WRONG_CURRENT_PASSWORD } });
  const form = await submit('not-it', 'new-secret');

  expect(await within(form).findByText(WRONG_CURRENT_PASSWORD)).toBeInTheDocument();
  expect(within(form).getByLabelText('Current Password')).toHaveFocus();
});

it('when there were too many attempts, then a toast gives the server message', async () => {
  const tooMany = 'Too many attempts. Please try again in 14 minutes.';
  api.route(`POST ${passwordPath}`, { status: 429, json: { message: tooMany } });
  await submit('guess', 'new-secret');

  expect(await screen.findByText(tooMany)).toBeInTheDocument();
});
