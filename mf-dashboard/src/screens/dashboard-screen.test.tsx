import { Profiler } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useTestApi } from '@ciao/api-client/testing';
import { EXTERNAL_LINKS } from '@ciao/content';
import { netCiaoReward } from '@ciao/contracts/money';
import { renderWithShell, sessionReplies } from '@ciao/shell/testing';
import { DashboardScreen } from './dashboard-screen';
import { idleState, installDashboardApi, type DashboardApiState } from '../testing/dashboard-api';
import {
  aContract,
  aFinishedContract,
  activeStats,
  overLimit,
  progressOfActive,
  readyToRedeem,
} from '../testing/fixtures';

const SPLASH_MESSAGE = 'Loading your mining dashboard...';

const api = useTestApi();
beforeEach(() => {
  window.localStorage.clear();
});

async function renderDashboard(state: DashboardApiState) {
  installDashboardApi(api, state);
  renderWithShell(<DashboardScreen />);
  await waitFor(() => expect(screen.queryByText(SPLASH_MESSAGE)).not.toBeInTheDocument(), { timeout: 3_000 });
  // The page's second commit: the sections below the first screen of a phone.
  await screen.findByRole('region', { name: 'Market Data' });
  return state;
}

const section = (name: string) => screen.getByRole('region', { name });
const posts = () => api.requests.filter((r) => r.method === 'POST');

function held() {
  let release: () => void = () => {};
  const promise = new Promise<void>((resolve) => (release = resolve));
  return { promise, release };
}

describe('first load', () => {
  it('shows the splash until stats and the active contract have loaded, then the six sections', async () => {
    const gate = held();
    const state = idleState();
    installDashboardApi(api, state);
    api.route(`GET /api/user/7c9e6679-7425-40de-944b-e07fc1f90ae7/stats`, async () => {
      await gate.promise;
      return { json: state.stats };
    });
    renderWithShell(<DashboardScreen />);

    expect(await screen.findByText(SPLASH_MESSAGE)).toBeInTheDocument();
    // The active contract arrives first: the splash stays for the stats.
    await waitFor(() => expect(api.requests.some((r) => r.path.endsWith('/contracts/active'))).toBe(true));
    expect(screen.getByText(SPLASH_MESSAGE)).toBeInTheDocument();
    // Nothing renders under the splash: the answers that came are not drawn where no one sees them.
    expect(screen.queryByRole('region', { name: 'Active Credit Mining' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Mining dashboard' })).not.toBeInTheDocument();

    gate.release();
    await waitFor(() => expect(screen.queryByText(SPLASH_MESSAGE)).not.toBeInTheDocument(), { timeout: 3_000 });
    await screen.findByRole('region', { name: 'Market Data' });
    for (const name of [
      'Total Credits',
      'Credit Rate',
      'Active simulations',
      'Pending',
      'Active Credit Mining',
      'Credit Mining History',
      'Start Credit Mining',
      'Claim Credits',
      'Market Data',
    ]) {
      expect(section(name)).toBeInTheDocument();
    }
  });

  it("commits the page in two steps: a phone's first screen (notice, stats, active contract), then the sections below it", async () => {
    installDashboardApi(api, idleState());
    const has = (name: string) => screen.queryByRole('region', { name }) !== null;
    const commits: { active: boolean; history: boolean; market: boolean }[] = [];
    renderWithShell(
      <Profiler
        id="dashboard"
        onRender={() =>
          commits.push({
            active: has('Active Credit Mining'),
            history: has('Credit Mining History'),
            market: has('Market Data'),
          })
        }
      >
        <DashboardScreen />
      </Profiler>,
    );
    await screen.findByRole('region', { name: 'Market Data' });

    const first = commits.findIndex((commit) => commit.active);
    expect(first).toBeGreaterThanOrEqual(0);
    expect(screen.getByRole('note')).toBeInTheDocument();
    expect(commits[first]).toEqual({ active: true, history: false, market: false });
    expect(commits.slice(first + 1).some((commit) => commit.history && commit.market)).toBe(true);
  });

  it('shows the educational notice, which goes away when dismissed', async () => {
    await renderDashboard(idleState());

    const notice = screen.getByRole('note');
    expect(notice).toHaveTextContent('Educational Simulation');
    expect(notice).toHaveTextContent('no real cryptocurrency is earned');
    await userEvent.click(within(notice).getByRole('button', { name: 'Dismiss educational notice' }));

    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });
});

describe('stats cards', () => {
  it('show Total Credits, Credit Rate, Active simulations and Pending', async () => {
    await renderDashboard(idleState({ stats: activeStats }));

    expect(section('Total Credits')).toHaveTextContent('185,294.12$CIAO');
    expect(section('Credit Rate')).toHaveTextContent('6,862.75$CIAO per hour');
    expect(section('Active simulations')).toHaveTextContent('1');
    expect(section('Pending')).toHaveTextContent('61,764.71$CIAO');
    expect(within(section('Total Credits')).getByRole('link', { name: 'View activity' })).toHaveAttribute(
      'href',
      '/activity',
    );
  });

  it('each has a help popup with a Learn more link to /faq', async () => {
    await renderDashboard(idleState());

    await userEvent.click(within(section('Credit Rate')).getByRole('button', { name: 'Help: Credit Rate' }));

    const popup = await screen.findByRole('dialog', { name: 'Credit Rate' });
    expect(popup).toHaveTextContent('Example');
    expect(within(popup).getByRole('link', { name: 'Learn more' })).toHaveAttribute('href', '/faq');
  });
});

describe('starting a contract', () => {
  it('offers the six durations with 9h chosen and shows the net $CIAO at the current price', async () => {
    await renderDashboard(idleState());
    const card = section('Start Credit Mining');

    expect(within(card).getAllByRole('radio')).toHaveLength(6);
    expect(within(card).getByRole('radio', { name: /^9h Standard/ })).toBeChecked();
    expect(within(card).getByRole('radio', { name: /^1h Lightning/ })).toHaveAccessibleName(
      '1h Lightning 2x · +100% bonus $0.06 USD',
    );
    // $0.03 - 30 % = $0.021, at $0.00000035 per $CIAO.
    await waitFor(() =>
      expect(within(card).getByRole('group', { name: 'You receive' })).toHaveTextContent('60,000.00 $CIAO'),
    );
    expect(within(card).getByRole('button', { name: 'Start 9h Credit Mining' })).not.toHaveAttribute('aria-disabled');
  });

  it('when the price is unknown, then the start card uses its fallback price', async () => {
    await renderDashboard(idleState({ price: { status: 503, json: { message: 'Price unavailable' } } }));

    // 0.021 / 0.00000034
    expect(within(section('Start Credit Mining')).getByRole('group', { name: 'You receive' })).toHaveTextContent(
      '61,764.71 $CIAO',
    );
  });

  it('when started, then it sends the duration and the net $CIAO, toasts, and the contract shows as active', async () => {
    const state = await renderDashboard(idleState());
    const card = section('Start Credit Mining');
    await waitFor(() =>
      expect(within(card).getByRole('group', { name: 'You receive' })).toHaveTextContent('60,000.00 $CIAO'),
    );

    await userEvent.click(within(card).getByRole('radio', { name: /^1h Lightning/ }));
    await userEvent.click(within(card).getByRole('button', { name: 'Start 1h Credit Mining' }));

    expect(await screen.findByText('Credit Mining Started!')).toBeInTheDocument();
    expect(screen.getByText('1-hour Lightning educational simulation initiated.')).toBeInTheDocument();
    expect(posts()[0]?.body).toEqual({ duration: 1, miningRate: netCiaoReward('0.06', 0.00000035) });
    expect(posts()[0]?.body).toEqual({ duration: 1, miningRate: '120000.0000000000' });
    expect(within(card).getByRole('button', { name: 'Credit Simulation Active' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    const active = section('Active Credit Mining');
    await waitFor(() => expect(within(active).getByRole('timer')).toHaveTextContent('01:00:00'));
    expect(within(section('Credit Mining History')).getByText('Learning')).toBeInTheDocument();
    expect(state.active).toHaveLength(1);
  });

  it("shows 'Starting...' while the request is under way", async () => {
    const gate = held();
    await renderDashboard(
      idleState({
        createContract: async () => {
          await gate.promise;
          return { status: 409, json: { message: 'Busy' } };
        },
      }),
    );

    await userEvent.click(
      within(section('Start Credit Mining')).getByRole('button', { name: 'Start 9h Credit Mining' }),
    );

    expect(await within(section('Start Credit Mining')).findByRole('button', { name: 'Starting...' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    gate.release();
    expect(await screen.findByText('Cannot Start Credit Mining')).toBeInTheDocument();
  });

  it("when the server refuses, then the toast shows the server's message", async () => {
    await renderDashboard(
      idleState({ createContract: () => ({ status: 409, json: { message: 'You already have an active contract' } }) }),
    );

    await userEvent.click(
      within(section('Start Credit Mining')).getByRole('button', { name: 'Start 9h Credit Mining' }),
    );

    expect(await screen.findByText('Cannot Start Credit Mining')).toBeInTheDocument();
    expect(screen.getByText('You already have an active contract')).toBeInTheDocument();
  });

  it('when the server gives no message, then the toast shows the spec text', async () => {
    await renderDashboard(idleState({ createContract: () => ({ status: 502, text: '<html>Bad gateway</html>' }) }));

    await userEvent.click(
      within(section('Start Credit Mining')).getByRole('button', { name: 'Start 9h Credit Mining' }),
    );

    expect(await screen.findByText('Cannot Start Credit Mining')).toBeInTheDocument();
    expect(
      screen.getByText('You already have an active simulation. Wait for completion before starting a new one.'),
    ).toBeInTheDocument();
  });

  it("when over the limit, then the button reads 'Maximum Limit Reached' and a click only explains why", async () => {
    await renderDashboard(idleState({ eligibility: overLimit }));
    const card = section('Start Credit Mining');

    const button = await within(card).findByRole('button', { name: 'Maximum Limit Reached' });
    await userEvent.click(button);

    expect(
      await screen.findByText(
        "You've reached the $5.00 maximum limit. Please redeem your credits before starting a new mining contract.",
      ),
    ).toBeInTheDocument();
    expect(screen.getAllByText('Maximum Limit Reached')).toHaveLength(2);
    expect(posts()).toHaveLength(0);
  });

  it("when there is no signed-in user, then starting says 'User not authenticated' and sends nothing", async () => {
    installDashboardApi(api, idleState());
    api.route('GET /api/auth/session', sessionReplies.anonymous());
    renderWithShell(<DashboardScreen />);
    await waitFor(() => expect(screen.queryByText(SPLASH_MESSAGE)).not.toBeInTheDocument(), { timeout: 3_000 });

    await userEvent.click(
      within(await screen.findByRole('region', { name: 'Start Credit Mining' })).getByRole('button', {
        name: 'Start 9h Credit Mining',
      }),
    );

    expect(await screen.findByText('User not authenticated')).toBeInTheDocument();
    expect(posts()).toHaveLength(0);
  });
});

describe('active contract', () => {
  it('shows the countdown from the server, the progress and the simulations left', async () => {
    const contract = aContract({ duration: 9 });
    await renderDashboard(
      idleState({ stats: activeStats, active: [contract], progress: { [contract.id]: progressOfActive } }),
    );
    const card = section('Active Credit Mining');

    await waitFor(() => expect(within(card).getByRole('timer')).toHaveTextContent(/^0[56]:\d\d:\d\d$/));
    expect(within(card).getByRole('progressbar', { name: 'Simulation progress' })).toHaveAttribute(
      'aria-valuenow',
      '33.33',
    );
    expect(card).toHaveTextContent('9h Standard simulation');
    expect(card).toHaveTextContent('21,602 of 32,400');
    expect(card).toHaveTextContent('20,586.24 $CIAO');
    expect(
      within(section('Start Credit Mining')).getByRole('button', { name: 'Credit Simulation Active' }),
    ).toHaveAttribute('aria-disabled', 'true');
  });

  it("when none runs, then it shows 'No Active Credit Mining'", async () => {
    await renderDashboard(idleState());

    expect(section('Active Credit Mining')).toHaveTextContent('No Active Credit Mining');
  });

  it("when it completes, then the card empties and the history shows it as 'Ready'", async () => {
    const contract = aContract({ duration: 1, startTime: new Date().toISOString() });
    const state = await renderDashboard(
      idleState({ stats: activeStats, active: [contract], progress: { [contract.id]: progressOfActive } }),
    );
    expect(within(section('Credit Mining History')).getByText('Learning')).toBeInTheDocument();

    state.active = [];
    state.history = [{ ...contract, status: 'completed', actualReward: contract.expectedReward }];

    await waitFor(() => expect(section('Active Credit Mining')).toHaveTextContent('No Active Credit Mining'));
    expect(await within(section('Credit Mining History')).findByText('Ready')).toBeInTheDocument();
    expect(within(section('Credit Mining History')).queryByText('Learning')).not.toBeInTheDocument();
  });
});

describe('history', () => {
  it("shows 'No history yet' when there is none", async () => {
    await renderDashboard(idleState());

    expect(section('Credit Mining History')).toHaveTextContent('No history yet');
  });

  it('shows the 5 most recent by start time with their badges, the running one included', async () => {
    const running = aContract({ startTime: '2026-11-21T09:00:00.000Z' });
    const history = [
      aFinishedContract(2, 'completed'),
      aFinishedContract(5, 'claimed'),
      aFinishedContract(9, 'claimed'),
      aFinishedContract(12, 'completed'),
      aFinishedContract(30, 'claimed'),
    ];
    await renderDashboard(idleState({ active: [running], history, progress: { [running.id]: progressOfActive } }));

    const list = within(section('Credit Mining History')).getByRole('list', { name: 'Recent simulations' });
    const badges = within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent?.match(/(Learning|Ready|Completed)$/)?.[1]);
    expect(badges).toEqual(['Learning', 'Ready', 'Completed', 'Completed', 'Ready']);
    const recentHistoryCall = api.requests.find((r) => r.path.endsWith('/contracts/history'));
    expect(recentHistoryCall?.query).toBe('?limit=5');
  });

  it('View All lists every completed and claimed contract, a page at a time', async () => {
    const history = Array.from({ length: 23 }, (_, i) => aFinishedContract(i + 1, i % 2 ? 'claimed' : 'completed'));
    await renderDashboard(idleState({ history }));

    await userEvent.click(within(section('Credit Mining History')).getByRole('button', { name: 'View All' }));
    const dialog = await screen.findByRole('dialog', { name: 'Credit Mining History' });
    const list = await within(dialog).findByRole('list', { name: 'All finished simulations' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(20);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Load more' }));

    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(23));
    expect(within(dialog).queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    const pages = api.requests.filter((r) => r.path.endsWith('/contracts/history')).map((r) => r.query);
    expect(pages).toEqual(expect.arrayContaining(['?limit=20', '?limit=20&cursor=20']));
  });
});

describe('claim card', () => {
  it('below the minimum: the minimum, what is missing, and a link to the store credits page', async () => {
    await renderDashboard(idleState());
    const card = section('Claim Credits');

    await waitFor(() => expect(card).toHaveTextContent('Need $2.48 more to generate codes'));
    expect(card).toHaveTextContent('Minimum for discount codes: $2.50 USD');
    expect(card).toHaveTextContent('61,764.71 $CIAO');
    expect(within(card).getByRole('link', { name: 'Go to Store Credits' })).toHaveAttribute('href', '/store-credit');
  });

  it("from the minimum up: 'Claim Your Credits', still only a link", async () => {
    await renderDashboard(idleState({ eligibility: readyToRedeem }));
    const card = section('Claim Credits');

    expect(await within(card).findByRole('link', { name: 'Claim Your Credits' })).toHaveAttribute(
      'href',
      '/store-credit',
    );
    expect(card).not.toHaveTextContent('more to generate codes');
  });
});

describe('market card', () => {
  it('shows price (10 decimals), 24h change, market cap and volume in B / M, the static figures and the DEX link', async () => {
    await renderDashboard(idleState());
    const card = section('Market Data');

    await waitFor(() => expect(card).toHaveTextContent('$0.0000003500'));
    expect(card).toHaveTextContent('+2.35%');
    expect(card).toHaveTextContent('Market Cap$1.23B');
    expect(card).toHaveTextContent('24h Volume$45.67M');
    expect(card).toHaveTextContent('Hashrate2.4 TH/s');
    expect(card).toHaveTextContent('DifficultyMedium');
    expect(card).toHaveTextContent('Block Reward50 $Ciao');
    const dex = within(card).getByRole('link', { name: 'View on DEX' });
    expect(dex).toHaveAttribute('href', EXTERNAL_LINKS.dexPage);
    expect(dex).toHaveAttribute('target', '_blank');
  });

  it("when the price cannot be read, then it says 'Market data unavailable'", async () => {
    await renderDashboard(idleState({ price: { status: 500, json: { message: 'Internal server error' } } }));

    expect(section('Market Data')).toHaveTextContent('Market data unavailable');
    expect(section('Market Data')).toHaveTextContent('Hashrate2.4 TH/s');
  });
});
