import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useTestApi } from '@ciao/api-client/testing';
import { ACCOUNT_MESSAGES, linkProblemCode, RESET_LINK_MESSAGES } from '@ciao/contracts/web';
import { aSessionUser, sessionReplies } from '@ciao/shell/testing';
import { renderAuth } from '../../../testing/render-auth';

const TOKEN = 'T'.repeat(43);
// The forms are lazily loaded: the first test of each pays for their import on a busy machine.
jest.setTimeout(20_000);
let signedIn = false;

const api = useTestApi({
  'GET /api/auth/session': () => (signedIn ? sessionReplies.signedIn(aSessionUser()) : sessionReplies.anonymous()),
  'POST /api/auth/password-reset': { status: 202, json: { message: ACCOUNT_MESSAGES.passwordResetSent } },
});
beforeEach(() => {
  signedIn = false;
});

const requestsTo = (path: string) => api.requests.filter((r) => r.path === path);

it('"Forgot password?" asks for a link and shows the one answer, whatever the address', async () => {
  renderAuth();
  await userEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
  const form = await screen.findByRole('form', { name: 'Forgot password' });
  await userEvent.click(within(form).getByRole('button', { name: 'Send reset link' }));
  expect(within(form).getByText('Invalid email')).toBeVisible();
  expect(requestsTo('/api/auth/password-reset')).toHaveLength(0);

  await userEvent.type(within(form).getByLabelText('Email'), ' ann@example.com ');
  await userEvent.click(within(form).getByRole('button', { name: 'Send reset link' }));
  expect(await screen.findByRole('status')).toHaveTextContent(ACCOUNT_MESSAGES.passwordResetSent);
  expect(requestsTo('/api/auth/password-reset').map((r) => r.body)).toEqual([{ email: 'ann@example.com' }]);

  await userEvent.click(screen.getByRole('button', { name: 'Back to login' }));
  expect(screen.getByRole('form', { name: 'Login' })).toBeVisible();
});

it('the reset page checks the two passwords, sets the new one and opens the dashboard signed in', async () => {
  api.route('POST /api/auth/password-reset/confirm', () => {
    signedIn = true;
    return sessionReplies.signedIn(aSessionUser());
  });
  renderAuth(`/auth/reset?token=${TOKEN}`);
  const form = await screen.findByRole('form', { name: 'Reset password' });
  await userEvent.type(within(form).getByLabelText('New Password'), 'new-secret');
  await userEvent.type(within(form).getByLabelText('Confirm New Password'), 'other');
  await userEvent.click(within(form).getByRole('button', { name: 'Set new password' }));
  expect(within(form).getByText('Passwords do not match')).toBeVisible();
  expect(requestsTo('/api/auth/password-reset/confirm')).toHaveLength(0);

  await userEvent.clear(within(form).getByLabelText('Confirm New Password'));
  await userEvent.type(within(form).getByLabelText('Confirm New Password'), 'new-secret');
  await userEvent.click(within(form).getByRole('button', { name: 'Set new password' }));
  expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeVisible();
  expect(requestsTo('/api/auth/password-reset/confirm').map((r) => r.body)).toEqual([
    { token: TOKEN, password: 'new-secret' },
  ]);
  expect(screen.getByTestId('session')).toHaveTextContent('authenticated');
});

it.each([
  ['invalid', 'This link does not work'],
  ['expired', 'This link has expired'],
  ['used', 'This link was already used'],
] as const)('a link the API calls %s shows why, and "Send a new link" asks again', async (problem, title) => {
  api.route('POST /api/auth/password-reset/confirm', {
    status: 400,
    json: { message: RESET_LINK_MESSAGES[problem], code: linkProblemCode(problem) },
  });
  renderAuth(`/auth/reset?token=${TOKEN}`);
  const form = await screen.findByRole('form', { name: 'Reset password' });
  await userEvent.type(within(form).getByLabelText('New Password'), 'new-secret');
  await userEvent.type(within(form).getByLabelText('Confirm New Password'), 'new-secret');
  await userEvent.click(within(form).getByRole('button', { name: 'Set new password' }));
  expect(await screen.findByText(title)).toBeVisible();
  expect(screen.getByText(RESET_LINK_MESSAGES[problem])).toBeVisible();
  await userEvent.click(screen.getByRole('button', { name: 'Send a new link' }));
  expect(await screen.findByRole('form', { name: 'Forgot password' })).toBeVisible();
});

it('a reset page without a token says the link does not work', async () => {
  renderAuth('/auth/reset');
  expect(await screen.findByText('This link does not work')).toBeVisible();
  await userEvent.click(screen.getByRole('button', { name: 'Back to login' }));
  await waitFor(() => expect(screen.getByRole('form', { name: 'Login' })).toBeVisible());
});
