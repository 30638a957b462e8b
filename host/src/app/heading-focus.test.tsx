import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useTestApi } from '@ciao/api-client/testing';
import { sessionReplies } from '@ciao/shell/testing';
import { renderApp } from '../testing/render-app';

const api = useTestApi();
beforeEach(() => api.route('GET /api/auth/session', sessionReplies.signedIn()));

it('the first load titles the page after its screen and leaves focus where the browser put it', async () => {
  renderApp('/');
  expect(await screen.findByRole('heading', { name: 'Dashboard screen' })).toBeInTheDocument();
  expect(document.title).toBe('Dashboard · $CIAO MINING');
  expect(document.body).toHaveFocus();
});

it('a host page, then a remote screen, each get the focus on their h1 after the route change', async () => {
  renderApp('/faq');
  expect(await screen.findByRole('heading', { level: 1, name: 'FAQs' })).toBeInTheDocument();
  expect(document.title).toBe('FAQs · $CIAO MINING');
  expect(document.body).toHaveFocus();

  await userEvent.click(screen.getByRole('link', { name: 'Back to dashboard' }));
  const heading = await screen.findByRole('heading', { name: 'Dashboard screen' });
  await waitFor(() => expect(heading).toHaveFocus());
  expect(document.title).toBe('Dashboard · $CIAO MINING');
});

it('an unknown path is titled as the 404 page', async () => {
  renderApp('/no/such/page');
  expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
  expect(document.title).toBe('404 Page Not Found · $CIAO MINING');
});
