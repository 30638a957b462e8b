import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { configureApiClient } from '@ciao/api-client';
import { startTestApi, type TestApi } from '@ciao/build/jest/test-api-server.cjs';
import { useSession } from '@ciao/shell';
import { aSessionUser, LocationProbe, renderWithShell, sessionReplies } from '@ciao/shell/testing';
import { AuthScreen } from './auth-screen';

let api: TestApi;
let signedIn = false;

beforeAll(async () => {
  api = await startTestApi({
    'GET /api/auth/session': () => (signedIn ? sessionReplies.signedIn(aSessionUser()) : sessionReplies.anonymous()),
  });
  configureApiClient({ baseUrl: api.url });
});
afterAll(() => api.close());
beforeEach(() => {
  signedIn = false;
  api.requests.length = 0;
});

/** Like the host's guard: an active session query, which sign-in must refresh. */
function SessionProbe() {
  const { status } = useSession();
  return <p data-testid="session">{status}</p>;
}

function renderAuth(route = '/auth') {
  return renderWithShell(
    <>
      <Routes>
        <Route path="/auth" element={<AuthScreen />} />
        <Route path="/" element={<h1>Dashboard</h1>} />
      </Routes>
      <LocationProbe />
      <SessionProbe />
    </>,
    { route },
  );
}

async function fillLogin(email: string, password: string) {
  const form = screen.getByRole('form', { name: 'Login' });
  if (email) await userEvent.type(within(form).getByLabelText('Email'), email);
  if (password) await userEvent.type(within(form).getByLabelText('Password'), password);
  await userEvent.click(within(form).getByRole('button', { name: 'Login' }));
}

it('shows the Login tab first, and Register says when it arrives', async () => {
  renderAuth();

  expect(screen.getByRole('tab', { name: 'Login', selected: true })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('tab', { name: 'Register' }));
  expect(screen.getByText('Registration arrives with the accounts issue.')).toBeInTheDocument();
});

it('a ref parameter opens the Register tab', () => {
  renderAuth('/auth?ref=ABC123');

  expect(screen.getByRole('tab', { name: 'Register', selected: true })).toBeInTheDocument();
});

it('when the fields are invalid, then it shows the spec messages and sends nothing', async () => {
  renderAuth();

  await fillLogin('not-an-email', '12345');

  expect(screen.getByText('Invalid email')).toBeInTheDocument();
  expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
  expect(api.requests.some((r) => r.path === '/api/auth/signin')).toBe(false);
});

it('when the credentials are right, then it signs in, refreshes the session, welcomes and goes to /', async () => {
  api.route('POST /api/auth/signin', () => {
    signedIn = true;
    return { json: { user: aSessionUser() } };
  });
  renderAuth();
  await waitFor(() => expect(screen.getByTestId('session')).toHaveTextContent('anonymous'));

  await fillLogin('ada@example.com', 'secret1');

  expect(await screen.findByText('Login successful!')).toBeInTheDocument();
  expect(screen.getByTestId('session')).toHaveTextContent('authenticated');
  expect(screen.getByText('Welcome to your $CIAO MINING app')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  expect(api.requests.find((r) => r.path === '/api/auth/signin')?.body).toEqual({
    username: 'ada@example.com',
    password: 'secret1',
  });
});

it("when the server refuses, then the toast shows the server's message", async () => {
  api.route('POST /api/auth/signin', { status: 401, json: { message: 'Wrong e-mail or password' } });
  renderAuth();

  await fillLogin('ada@example.com', 'secret1');

  expect(await screen.findByText('Login error')).toBeInTheDocument();
  expect(screen.getByText('Wrong e-mail or password')).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent('/auth');
});

it("when the failure has no server message, then the toast says 'Invalid credentials'", async () => {
  api.route('POST /api/auth/signin', { status: 502, text: '<html>Bad gateway</html>' });
  renderAuth();

  await fillLogin('ada@example.com', 'secret1');

  expect(await screen.findByText('Login error')).toBeInTheDocument();
  expect(screen.getByText('Invalid credentials')).toBeInTheDocument();
});
