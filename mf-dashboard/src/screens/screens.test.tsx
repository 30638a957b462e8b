import { screen } from '@testing-library/react';
import { useTestApi } from '@ciao/api-client/testing';
import { renderWithShell } from '@ciao/shell/testing';
import { idleState, installDashboardApi } from '../testing/dashboard-api';
import DashboardScreen from './dashboard-screen';

const api = useTestApi();
beforeAll(() => installDashboardApi(api, idleState()));

it('the exposed screen, a default export, is the mining dashboard', async () => {
  renderWithShell(<DashboardScreen />);

  // Once the splash is over (the first loads and 500 ms).
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Mining dashboard' }, { timeout: 3_000 }),
  ).toBeInTheDocument();
  expect(await screen.findByRole('region', { name: 'Start Credit Mining' })).toBeInTheDocument();
});
