import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureApiClient } from '@ciao/api-client';
import { startTestApi, type TestApi } from '@ciao/build/jest/test-api-server.cjs';
import { sessionReplies } from '@ciao/shell/testing';
import { renderApp } from '../../testing/render-app';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi({ 'GET /api/auth/session': sessionReplies.signedIn() });
  configureApiClient({ baseUrl: api.url });
});
afterAll(() => api.close());

it('an unknown path shows the 404 page with a way back to the dashboard', async () => {
  renderApp('/this/does/not/exist');

  expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('link', { name: 'Return to Dashboard' }));

  expect(await screen.findByRole('heading', { name: 'Dashboard screen' })).toBeInTheDocument();
});
