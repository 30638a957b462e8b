import { screen, waitFor } from '@testing-library/react';
import { useTestApi } from '@ciao/api-client/testing';
import { sessionReplies } from '@ciao/shell/testing';
import { clearSessionEnd, sessionEndMessage } from '@ciao/api-client';
import { ACCOUNT_MESSAGES, ERROR_CODES } from '@ciao/contracts';
import { renderApp } from '../testing/render-app';

const api = useTestApi();

afterEach(clearSessionEnd);

describe('auth guard', () => {
  it('shows a spinner while the session loads', async () => {
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    api.route('GET /api/auth/session', async () => {
      await answered;
      return sessionReplies.anonymous();
    });
    renderApp('/referral');

    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByRole('heading', { name: 'Referral screen' })).not.toBeInTheDocument();

    answer();
    expect(await screen.findByRole('heading', { name: 'Sign-in screen' })).toBeInTheDocument();
  });

  it.each(['/', '/referral', '/faq', '/admin/voucher-logs', '/no-such-page'])(
    'when the visitor is anonymous, then %s shows the sign-in screen in place',
    async (route) => {
      api.route('GET /api/auth/session', sessionReplies.anonymous());
      renderApp(route);

      expect(await screen.findByRole('heading', { name: 'Sign-in screen' })).toBeInTheDocument();
      expect(screen.getByTestId('location')).toHaveTextContent(route);
      expect(screen.queryByRole('button', { name: 'Open menu' })).not.toBeInTheDocument();
    },
  );

  it('when the API ended the session for a suspension, then the route goes to /auth, which is told why', async () => {
    api.route('GET /api/auth/session', {
      status: 401,
      json: { message: ACCOUNT_MESSAGES.suspended, code: ERROR_CODES.suspended },
    });
    renderApp('/referral');

    expect(await screen.findByRole('heading', { name: 'Sign-in screen' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/auth$/));
    expect(sessionEndMessage()).toBe(ACCOUNT_MESSAGES.suspended);
  });

  it('when signed in, then the route shows its content under the header', async () => {
    api.route('GET /api/auth/session', sessionReplies.signedIn());
    renderApp('/referral');

    expect(await screen.findByRole('heading', { name: 'Referral screen' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeInTheDocument();
    expect(screen.getByText('$CIAO MINING')).toBeInTheDocument();
  });

  it('when anonymous, then /auth shows the sign-in screen', async () => {
    api.route('GET /api/auth/session', sessionReplies.anonymous());
    renderApp('/auth');

    expect(await screen.findByRole('heading', { name: 'Sign-in screen' })).toBeInTheDocument();
  });

  it('when signed in, then /auth goes to the dashboard', async () => {
    api.route('GET /api/auth/session', sessionReplies.signedIn());
    renderApp('/auth');

    expect(await screen.findByRole('heading', { name: 'Dashboard screen' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  });
});
