import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useTestApi } from '@ciao/api-client/testing';
import { aSessionUser, sessionReplies } from '@ciao/shell/testing';
import { captchaAnswer, captchaQuestion } from '../testing/captcha';
import { renderAuth } from '../testing/render-auth';

let signedIn = false;

const api = useTestApi({
  'GET /api/auth/session': () => (signedIn ? sessionReplies.signedIn(aSessionUser()) : sessionReplies.anonymous()),
});
beforeEach(() => {
  signedIn = false;
});
afterEach(() => jest.restoreAllMocks());

const loginForm = () => screen.getByRole('form', { name: 'Login' });

async function fillLogin(email: string, password: string, captcha = captchaAnswer(loginForm())) {
  const form = loginForm();
  if (email) await userEvent.type(within(form).getByLabelText('Email'), email);
  if (password) await userEvent.type(within(form).getByLabelText('Password'), password);
  if (captcha) await userEvent.type(within(form).getByLabelText('Captcha answer'), captcha);
  await userEvent.click(within(form).getByRole('button', { name: 'Login' }));
}

const signInCalls = () => api.requests.filter((r) => r.path === '/api/auth/signin');

it('shows the Login tab first; Register starts with the age-verification prompt', async () => {
  renderAuth();

  expect(screen.getByRole('tab', { name: 'Login', selected: true })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('tab', { name: 'Register' }));
  expect(screen.getByRole('tab', { name: 'Register', selected: true })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Start Age Verification' })).toBeInTheDocument();
  expect(screen.queryByRole('form', { name: 'Register' })).not.toBeInTheDocument();
  expect(screen.queryByRole('form', { name: 'Login' })).not.toBeInTheDocument();
});

it('a ref parameter opens the Register tab, the age check first, with the code it will fill in shown', () => {
  renderAuth('/auth?ref=%20abc123%20');

  expect(screen.getByRole('tab', { name: 'Register', selected: true })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Start Age Verification' })).toBeInTheDocument();
  expect(screen.getByText('Referral code: ABC123')).toBeVisible();
});

it('without a ref parameter, the Register tab shows no referral code', async () => {
  renderAuth('/auth');
  await userEvent.click(screen.getByRole('tab', { name: 'Register' }));
  expect(screen.queryByText(/Referral code:/)).not.toBeInTheDocument();
});

it('the captcha question is readable text and its answer field has a label', () => {
  jest.spyOn(Math, 'random').mockReturnValue(0.999999); // '*' with 10 and 10
  renderAuth();

  const form = loginForm();
  expect(within(form).getByText('10 \u00d7 10 = ?')).toHaveAttribute('aria-hidden', 'true');
  expect(captchaQuestion(form)).toBe('What is 10 times 10?');
  const answer = within(form).getByRole('textbox', { name: 'Captcha answer' });
  expect(answer).toHaveAccessibleDescription('What is 10 times 10?');
});

it('when the fields are invalid, then it shows the spec messages and sends nothing', async () => {
  renderAuth();

  await fillLogin('not-an-email', '12345', '');

  expect(screen.getByText('Invalid email')).toBeInTheDocument();
  expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
  expect(screen.getByText('Enter the captcha code')).toBeInTheDocument();
  // Focus goes to the first field with a message, which is read with it.
  expect(within(loginForm()).getByLabelText('Email')).toHaveFocus();
  expect(within(loginForm()).getByLabelText('Email')).toHaveAccessibleDescription('Invalid email');
  expect(signInCalls()).toHaveLength(0);

  // Then the messages follow the typing.
  await userEvent.type(within(loginForm()).getByLabelText('Password'), '6');
  expect(screen.queryByText('Password must be at least 6 characters')).not.toBeInTheDocument();
});

it('when the captcha answer is wrong, then it toasts, asks a new question with an empty field, and sends nothing', async () => {
  const random = jest.spyOn(Math, 'random').mockReturnValue(0); // '+' with 1 and 1
  renderAuth();
  expect(captchaQuestion(loginForm())).toBe('What is 1 plus 1?');
  random.mockReturnValue(0.5); // the next question: 25 − 13

  await fillLogin('ada@example.com', 'secret1', '3');

  expect(await screen.findByText('Invalid captcha')).toBeInTheDocument();
  expect(screen.getByText('The captcha answer is incorrect. Try again.')).toBeInTheDocument();
  expect(captchaQuestion(loginForm())).toBe('What is 25 minus 13?');
  expect(within(loginForm()).getByLabelText('Captcha answer')).toHaveValue('');
  expect(within(loginForm()).getByLabelText('Captcha answer')).toHaveFocus();
  expect(signInCalls()).toHaveLength(0);
});

it('the reset button asks a new question', async () => {
  const random = jest.spyOn(Math, 'random').mockReturnValue(0);
  renderAuth();
  await userEvent.type(within(loginForm()).getByLabelText('Captcha answer'), '2');
  random.mockReturnValue(0.999999);

  await userEvent.click(within(loginForm()).getByRole('button', { name: 'New captcha question' }));

  expect(captchaQuestion(loginForm())).toBe('What is 10 times 10?');
  expect(within(loginForm()).getByLabelText('Captcha answer')).toHaveValue('');
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
  expect(screen.getByText('Welcome to your $CIAO MINING app')).toBeInTheDocument();
  expect(screen.getByTestId('session')).toHaveTextContent('authenticated');
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  expect(signInCalls()[0]?.body).toEqual({ username: 'ada@example.com', password: 'secret1' });
  // The session was read again after the sign-in, before the redirect.
  expect(api.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
    'GET /api/auth/session',
    'POST /api/auth/signin',
    'GET /api/auth/session',
  ]);
});

it("when the server refuses, then the toast shows the server's message and the user stays", async () => {
  api.route('POST /api/auth/signin', { status: 401, json: { message: 'Invalid credentials' } });
  renderAuth();

  await fillLogin('ada@example.com', 'secret1');

  expect(await screen.findByText('Login error')).toBeInTheDocument();
  expect(screen.getByText('Invalid credentials')).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent('/auth');
});

it('when sign-in is rate limited, then the toast shows the wait from the server', async () => {
  api.route('POST /api/auth/signin', {
    status: 429,
    headers: { 'Retry-After': '840' },
    json: { message: 'Too many attempts. Please try again in 14 minutes.' },
  });
  renderAuth();

  await fillLogin('ada@example.com', 'secret1');

  expect(await screen.findByText('Too many attempts. Please try again in 14 minutes.')).toBeInTheDocument();
});

it("when the failure has no server message, then the toast says 'Invalid credentials'", async () => {
  api.route('POST /api/auth/signin', { status: 502, text: '<html>Bad gateway</html>' });
  renderAuth();

  await fillLogin('ada@example.com', 'secret1');

  expect(await screen.findByText('Login error')).toBeInTheDocument();
  expect(screen.getByText('Invalid credentials')).toBeInTheDocument();
});
