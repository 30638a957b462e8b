import { screen, waitFor } from '@testing-library/react';
import { configureApiClient } from '@ciao/api-client';
import { startTestApi, type TestApi } from '@ciao/build/jest/test-api-server.cjs';
import { renderWithShell } from '@ciao/shell/testing';
import { idleState, installDashboardApi } from '../testing/dashboard-api';
import DashboardScreen from './dashboard-screen';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
  configureApiClient({ baseUrl: api.url });
  installDashboardApi(api, idleState());
});
afterAll(() => api.close());

it('the exposed screen, a default export, is the mining dashboard', async () => {
  renderWithShell(<DashboardScreen />);

  expect(screen.getByRole('heading', { level: 1, name: 'Mining dashboard' })).toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('region', { name: 'Start Credit Mining' })).toBeInTheDocument());
});
