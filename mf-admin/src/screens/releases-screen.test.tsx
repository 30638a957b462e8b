import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useTestApi } from '@ciao/api-client/testing';
import type { DeployTokenListed } from '@ciao/contracts';
import { aSessionUser, renderWithShell, sessionReplies } from '@ciao/shell/testing';
import { aDeployToken, aRemote } from '../testing/releases-fixtures';
import ReleasesScreen from './releases-screen';

// Each test types a form and a reason as an owner would: on a loaded 2-core machine that takes
// longer than Jest's default 5 s (a pass stays fast).
jest.setTimeout(20_000);

const REASON = 'Team asked';
const TOKEN = 'ciao_dt_shown-once-and-never-again';

const api = useTestApi();
let tokens: DeployTokenListed[];
beforeEach(() => {
  tokens = [aDeployToken()];
  // An owner: the one role that changes releases and makes tokens.
  api.route('GET /api/auth/session', () => sessionReplies.signedIn(aSessionUser({ role: 'owner' })));
  api.route('GET /api/admin/remote-approvals', { json: { remotes: [] } });
  api.route('GET /api/admin/releases', {
    json: { remotes: [aRemote({ canaryVersion: null, canaryPercent: null })] },
  });
  api.route('GET /api/admin/deploy-tokens', () => ({ json: { tokens } }));
});

const posts = (path: string) => api.requests.filter((r) => r.method === 'POST' && r.path === path).map((r) => r.body);

async function confirmWithReason(user: ReturnType<typeof userEvent.setup>, confirm: string) {
  await user.type(screen.getByLabelText(/Reason/), REASON);
  await user.click(screen.getByRole('button', { name: `Confirm: ${confirm}` }));
}

it('when an owner starts a canary of a published version at 25 %, then the API gets the version, the share and the reason', async () => {
  api.route('POST /api/admin/releases/mf-referral/canary', { json: { remote: 'mf-referral', summary: 'ok' } });
  const user = userEvent.setup();
  renderWithShell(<ReleasesScreen />, { route: '/admin/releases' });

  const card = (await screen.findByRole('heading', { level: 2, name: 'mf-referral' })).closest('li') as HTMLElement;
  expect(within(card).getByLabelText(/^Version/)).toHaveValue('1.5.0');
  await user.clear(within(card).getByLabelText(/^Canary share/));
  await user.type(within(card).getByLabelText(/^Canary share/), '25');
  await user.click(within(card).getByRole('button', { name: 'Start canary' }));
  expect(screen.getByText('Give 1.5.0 of mf-referral to 25 % of visitors as a canary?')).toBeInTheDocument();
  await confirmWithReason(user, 'Start canary');

  await screen.findByRole('button', { name: 'Start canary' });
  expect(posts('/api/admin/releases/mf-referral/canary')).toEqual([{ version: '1.5.0', percent: 25, reason: REASON }]);
});

it('when an owner activates a version, then the API gets it for everyone', async () => {
  api.route('POST /api/admin/releases/mf-referral/activate', { json: { remote: 'mf-referral', summary: 'ok' } });
  const user = userEvent.setup();
  renderWithShell(<ReleasesScreen />, { route: '/admin/releases' });

  await user.click(await screen.findByRole('button', { name: 'Activate' }));
  expect(screen.getByText('Make 1.5.0 of mf-referral live for everyone?')).toBeInTheDocument();
  await confirmWithReason(user, 'Activate');

  await screen.findByRole('button', { name: 'Activate' });
  expect(posts('/api/admin/releases/mf-referral/activate')).toEqual([{ version: '1.5.0', reason: REASON }]);
});

it('when an owner makes a deploy token, then it is shown once and listed; revoking one sends its number and the reason', async () => {
  api.route('POST /api/admin/deploy-tokens', (request) => {
    tokens = [...tokens, aDeployToken({ id: '8', name: 'new ci' })];
    const { remote, name } = request.body as { remote: string; name: string };
    return { status: 201, json: { id: '8', remote, name, token: TOKEN, expiresAt: '2026-12-20T09:00:00.000Z' } };
  });
  api.route('POST /api/admin/deploy-tokens/7/revoke', () => {
    tokens = tokens.map((token) => (token.id === '7' ? { ...token, revokedAt: '2026-11-29T09:00:00.000Z' } : token));
    return { json: { id: '7' } };
  });
  const user = userEvent.setup();
  renderWithShell(<ReleasesScreen />, { route: '/admin/releases' });

  const list = await screen.findByRole('list', { name: 'Deploy tokens' });
  expect(within(list).getByText('#7 mf-referral "team ci"')).toBeInTheDocument();
  expect(within(list).getByText('expires 2027-02-18 · never used · by olive@example.com')).toBeInTheDocument();

  await user.type(screen.getByLabelText(/^Name/), 'new ci');
  await user.clear(screen.getByLabelText(/^Valid for/));
  await user.type(screen.getByLabelText(/^Valid for/), '30');
  await user.click(screen.getByRole('button', { name: 'Create token' }));
  expect(screen.getByText('Make a deploy token "new ci" for mf-referral, valid 30 days?')).toBeInTheDocument();
  await confirmWithReason(user, 'Create token');

  expect(await screen.findByText(TOKEN)).toBeInTheDocument();
  expect(screen.getByText('Copy the token now: it is shown only this once.')).toBeInTheDocument();
  expect(await within(list).findByText('#8 mf-referral "new ci"')).toBeInTheDocument();
  expect(posts('/api/admin/deploy-tokens')).toEqual([
    { remote: 'mf-referral', name: 'new ci', days: 30, reason: REASON },
  ]);

  await user.click(within(list).getByRole('button', { name: 'Revoke #7' }));
  await confirmWithReason(user, 'Revoke');
  expect(await within(list).findByText(/^revoked 2026-11-29/)).toBeInTheDocument();
  expect(posts('/api/admin/deploy-tokens/7/revoke')).toEqual([{ reason: REASON }]);
});

it("when an owner lets anyone open Storybook and requires a designer's approval, then the API gets both and the reason", async () => {
  api.route('GET /api/admin/storybook-settings', {
    json: { access: 'admins', designApproval: 'off', changedBy: null, changedAt: null },
  });
  api.route('PUT /api/admin/storybook-settings', (request) => ({
    json: { ...(request.body as object), changedBy: 'olive@example.com', changedAt: '2026-11-29T09:00:00.000Z' },
  }));
  const user = userEvent.setup();
  renderWithShell(<ReleasesScreen />, { route: '/admin/releases' });

  const settings = await screen.findByRole('form', { name: 'Storybook' });
  expect(within(settings).getByText('The server’s defaults: no owner has changed them yet.')).toBeInTheDocument();
  expect(within(settings).getByRole('button', { name: 'Save settings' })).toBeDisabled();
  await user.selectOptions(within(settings).getByLabelText('Who may open /storybook/'), 'public');
  await user.selectOptions(within(settings).getByLabelText('A designer’s approval'), 'required');
  await user.click(within(settings).getByRole('button', { name: 'Save settings' }));
  expect(
    screen.getByText('Storybook: anyone with the link; a designer’s approval required before visual changes go live?'),
  ).toBeInTheDocument();
  await confirmWithReason(user, 'Save settings');

  expect(await screen.findByText('Set by olive@example.com on 2026-11-29')).toBeInTheDocument();
  expect(api.requests.filter((r) => r.method === 'PUT').map((r) => r.body)).toEqual([
    { access: 'public', designApproval: 'required', reason: REASON },
  ]);
});
