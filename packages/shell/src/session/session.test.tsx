import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Routes, Route } from 'react-router-dom';
import { useTestApi } from '@ciao/api-client/testing';
import { aSessionUser, LocationProbe, renderWithShell, sessionReplies } from '../testing';
import { useSession } from './use-session';
import { useSignOut } from './use-sign-out';

const api = useTestApi();

function SessionStatus() {
  const { status, user } = useSession();
  return <p>{status === 'authenticated' ? `signed in as ${user?.email}` : status}</p>;
}

describe('useSession', () => {
  it('is loading first, then anonymous when the server answers 401, without retrying', async () => {
    api.route('GET /api/auth/session', sessionReplies.anonymous());
    renderWithShell(<SessionStatus />);

    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByText('anonymous')).toBeInTheDocument();
    expect(api.requests.filter((r) => r.path === '/api/auth/session')).toHaveLength(1);
  });

  it('holds the user when signed in', async () => {
    api.route('GET /api/auth/session', sessionReplies.signedIn(aSessionUser({ email: 'grace@example.com' })));
    renderWithShell(<SessionStatus />);

    expect(await screen.findByText('signed in as grace@example.com')).toBeInTheDocument();
  });
});

function LogoutButton() {
  const { signOut, isPending } = useSignOut();
  return (
    <button type="button" onClick={() => signOut()}>
      {isPending ? 'Logging out...' : 'Logout'}
    </button>
  );
}

function renderLogout() {
  return renderWithShell(
    <>
      <Routes>
        <Route path="*" element={<LogoutButton />} />
      </Routes>
      <LocationProbe />
    </>,
    { route: '/referral' },
  );
}

describe('useSignOut', () => {
  it('when sign-out succeeds, then it toasts "Logged out" and goes to /auth', async () => {
    let release: () => void = () => {};
    const answered = new Promise<void>((resolve) => (release = resolve));
    api.route('POST /api/auth/signout', async () => {
      await answered;
      return { json: { ok: true } };
    });
    api.route('GET /api/auth/session', sessionReplies.anonymous());
    renderLogout();

    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('button', { name: 'Logging out...' })).toBeInTheDocument();
    act(() => release());

    expect(await screen.findByText('Logged out')).toBeInTheDocument();
    expect(screen.getByText('You have been successfully disconnected')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/auth'));
    expect(api.requests.find((r) => r.path === '/api/auth/signout')?.raw).toBe('{}');
  });

  it('when sign-out fails, then it toasts "Logout error" and the user stays where they are', async () => {
    api.route('POST /api/auth/signout', { status: 500, json: { message: 'boom' } });
    renderLogout();

    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));

    expect(await screen.findByText('Logout error')).toBeInTheDocument();
    expect(screen.getByText('An error occurred during logout')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Logout' })).toBeEnabled();
    // Whatever the mutation's callbacks queued has run: a navigation would have happened by now.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(screen.getByTestId('location')).toHaveTextContent('/referral');
  });
});
