import { screen, waitFor } from '@testing-library/react';
import { useTestApi } from '@ciao/api-client/testing';
import { renderWithShell } from '@ciao/shell/testing';
import { idleState, installDashboardApi } from '../testing/dashboard-api';
import DashboardScreen from './dashboard-screen';

const api = useTestApi();
beforeAll(() => installDashboardApi(api, idleState()));

it('the exposed screen, a default export, is the mining dashboard', async () => {
  renderWithShell(<DashboardScreen />);

  expect(screen.getByRole('heading', { level: 1, name: 'Mining dashboard' })).toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('region', { name: 'Start Credit Mining' })).toBeInTheDocument());
});
