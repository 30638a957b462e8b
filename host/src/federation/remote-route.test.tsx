import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useTestApi } from '@ciao/api-client/testing';
import { setLocale } from '@ciao/shell';
import { sessionReplies } from '@ciao/shell/testing';
import { renderApp, standIns } from '../testing/render-app';
import type { LoadRemote } from './remote-loader';

const api = useTestApi({ 'GET /api/auth/session': sessionReplies.signedIn() });

// React logs what error boundaries catch; the fallback is the expected outcome here.
beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

/** The referral remote is down for the first `failures` loads, then comes back. */
function referralDownFor(failures: number) {
  let calls = 0;
  const load = jest.fn<ReturnType<LoadRemote>, Parameters<LoadRemote>>(async (id) => {
    if (id === 'mf_referral/ReferralScreen' && calls++ < failures) throw new Error('remote entry unreachable');
    const component = standIns[id as keyof typeof standIns];
    if (!component) throw new Error(`No stand-in for ${id}`);
    return { default: component };
  });
  return load;
}

it('when a remote fails, then its route shows the fallback while the header and menu keep working', async () => {
  renderApp('/referral', referralDownFor(Infinity));

  const fallback = await screen.findByRole('alert');
  expect(screen.queryByTestId('remote-screen-mf_referral')).not.toBeInTheDocument();
  expect(within(fallback).getByText('This section could not be loaded.')).toBeInTheDocument();
  expect(within(fallback).getByRole('button', { name: 'Try again' })).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
  await userEvent.click(within(await screen.findByRole('dialog')).getByRole('link', { name: 'Store Credits' }));
  expect(await screen.findByRole('heading', { name: 'Store credit screen' })).toBeInTheDocument();
});

it('Try again loads the remote afresh (a failed React.lazy import is not reused)', async () => {
  const load = referralDownFor(1);
  renderApp('/referral', load);

  await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));

  expect(await screen.findByRole('heading', { name: 'Referral screen' })).toBeInTheDocument();
  expect(screen.getByTestId('remote-screen-mf_referral')).toBeInTheDocument();
  expect(load.mock.calls.filter(([id]) => id === 'mf_referral/ReferralScreen')).toHaveLength(2);
});

it('when the retry fails as well, then the fallback stays with its button', async () => {
  const load = referralDownFor(2);
  renderApp('/referral', load);

  await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));

  expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  expect(load.mock.calls.filter(([id]) => id === 'mf_referral/ReferralScreen')).toHaveLength(2);
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('heading', { name: 'Referral screen' })).toBeInTheDocument();
});

it('a remote whose module has no component is treated as failed', async () => {
  const load: LoadRemote = async (id) =>
    id === 'mf_dashboard/DashboardScreen' ? { default: undefined } : { default: standIns['mf_account/AuthScreen'] };
  renderApp('/', load);

  expect(await screen.findByText('This section could not be loaded.')).toBeInTheDocument();
});

it('when a loaded remote throws while rendering, then only its route shows the fallback', async () => {
  function BrokenReferralScreen(): never {
    throw new Error('render failed inside the remote');
  }
  const load: LoadRemote = async (id) => {
    if (id === 'mf_referral/ReferralScreen') return { default: BrokenReferralScreen };
    const component = standIns[id as keyof typeof standIns];
    if (!component) throw new Error(`No stand-in for ${id}`);
    return { default: component };
  };
  renderApp('/referral', load);

  expect(await screen.findByText('This section could not be loaded.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
  await userEvent.click(within(await screen.findByRole('dialog')).getByRole('link', { name: 'Store Credits' }));
  expect(await screen.findByRole('heading', { name: 'Store credit screen' })).toBeInTheDocument();
});

it("on /auth, a browser preferring Italian gets the frame in Italian: the title, the skip link and a remote's fallback", async () => {
  jest.spyOn(navigator, 'languages', 'get').mockReturnValue(['it-IT', 'en']);
  api.route('GET /api/auth/session', sessionReplies.anonymous());
  const down = jest.fn<ReturnType<LoadRemote>, Parameters<LoadRemote>>(async () => {
    throw new Error('remote entry unreachable');
  });
  renderApp('/auth', down);

  const fallback = await screen.findByRole('alert');
  expect(await within(fallback).findByText('Impossibile caricare questa sezione.')).toBeInTheDocument();
  expect(within(fallback).getByRole('button', { name: 'Riprova' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Vai al contenuto principale' })).toBeInTheDocument();
  await waitFor(() => expect(document.title).toBe('Accedi · $CIAO MINING'));
  await act(() => setLocale('en'));
});
