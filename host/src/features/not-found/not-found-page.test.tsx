import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useTestApi } from '@ciao/api-client/testing';
import { sessionReplies } from '@ciao/shell/testing';
import { renderApp } from '../../testing/render-app';

useTestApi({ 'GET /api/auth/session': sessionReplies.signedIn() });

it('an unknown path shows the 404 page with a way back to the dashboard', async () => {
  renderApp('/this/does/not/exist');

  expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('link', { name: 'Return to Dashboard' }));

  expect(await screen.findByRole('heading', { name: 'Dashboard screen' })).toBeInTheDocument();
});
