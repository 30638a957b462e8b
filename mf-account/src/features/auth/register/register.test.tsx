import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  decodeRegistrationChallenge,
  registrationChallenge,
  registrationChallengeSolution,
  useTestApi,
} from '@ciao/api-client/testing';
import { GEOLOCATION_FALLBACK } from '@ciao/contracts/web';
import { setLocale } from '@ciao/shell';
import { aSessionUser, sessionReplies } from '@ciao/shell/testing';
import { birthDate, CANADA, ELIGIBLE, UNITED_KINGDOM } from '../../../testing/account-fixtures';
import { captchaAnswer, captchaQuestion } from '../../../testing/captcha';
import { renderAuth } from '../../../testing/render-auth';

let signedIn = false;

const defaultRoutes = {
  'GET /api/auth/session': () => (signedIn ? sessionReplies.signedIn(aSessionUser()) : sessionReplies.anonymous()),
  'GET /api/geolocation/detect': { json: UNITED_KINGDOM },
  'POST /api/auth/verify-age': { json: ELIGIBLE },
  'GET /api/auth/registration-challenge': { json: registrationChallenge },
  'POST /api/auth/register': () => {
    signedIn = true;
    return { status: 201, json: { user: aSessionUser() } };
  },
  // By default the code is unknown to the server (404); tests that apply one replace this route.
  'POST /api/referral/use-code': { status: 404, json: { message: 'Not found' } },
};

const api = useTestApi();
beforeEach(() => {
  signedIn = false;
  for (const [key, reply] of Object.entries(defaultRoutes)) api.route(key, reply);
});
afterEach(() => jest.restoreAllMocks());

async function openRegister(route = '/auth') {
  renderAuth(route);
  if (!route.includes('ref=')) await userEvent.click(screen.getByRole('tab', { name: 'Register' }));
}

const ageDialog = () => screen.getByRole('dialog', { name: 'Age Verification' });
const verifyButton = () => within(ageDialog()).getByRole('button', { name: 'Verify Age' });
const calls = (path: string) => api.requests.filter((r) => r.path === path);

async function openAgeDialog() {
  await userEvent.click(screen.getByRole('button', { name: 'Start Age Verification' }));
  await within(ageDialog()).findByLabelText('Date of Birth');
}

const countrySelect = () => within(ageDialog()).getByRole('combobox', { name: 'Country' });

async function pickCountry(country: string) {
  await userEvent.selectOptions(countrySelect(), country);
}

async function fillAgeForm({ dateOfBirth = birthDate(30), country = 'United Kingdom', confirm = true } = {}) {
  fireEvent.change(within(ageDialog()).getByLabelText('Date of Birth'), { target: { value: dateOfBirth } });
  await pickCountry(country);
  if (confirm) await userEvent.click(within(ageDialog()).getByRole('checkbox', { name: /I confirm that I am 18/ }));
}

/** Through the age modal with an eligible answer: the registration form is shown. */
async function verifyAge() {
  await openAgeDialog();
  await fillAgeForm();
  await userEvent.click(verifyButton());
  return screen.findByRole('form', { name: 'Register' });
}

const registerForm = () => screen.getByRole('form', { name: 'Register' });

interface RegistrationInput {
  name?: string;
  email?: string;
  password?: string;
  confirm?: string;
  captcha?: string;
}

async function fillRegisterForm(form: HTMLElement, input: RegistrationInput = {}) {
  const { name = 'Ada Lovelace', email = 'ada@example.com', password = 'secret1' } = input;
  const { confirm = password, captcha = captchaAnswer(form) } = input;
  const field = (label: string) => within(form).getByLabelText(label);
  if (name) await userEvent.type(field('Name'), name);
  if (email) await userEvent.type(field('Email'), email);
  if (password) await userEvent.type(field('Password'), password);
  if (confirm) await userEvent.type(field('Confirm Password'), confirm);
  if (captcha) await userEvent.type(field('Captcha answer'), captcha);
  await userEvent.click(within(form).getByRole('checkbox', { name: 'I accept the terms and conditions' }));
  await userEvent.click(within(form).getByRole('checkbox', { name: 'I accept the privacy policy' }));
}

const submitRegistration = () =>
  userEvent.click(within(registerForm()).getByRole('button', { name: 'Create Account' }));

describe('age verification', () => {
  it('the Register tab shows only the prompt until the age is verified', async () => {
    await openRegister();

    expect(screen.getByRole('heading', { name: 'Verify your age' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Register' })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("the modal says 'Detecting Location...' until the location is known, then shows the form", async () => {
    let release: () => void = () => {};
    const detected = new Promise<void>((resolve) => (release = resolve));
    api.route('GET /api/geolocation/detect', async () => {
      await detected;
      return { json: UNITED_KINGDOM };
    });
    await openRegister();

    await userEvent.click(screen.getByRole('button', { name: 'Start Age Verification' }));

    // The dialog's code loads on the first opening.
    expect(
      within(await screen.findByRole('dialog', { name: 'Age Verification' })).getByRole('status'),
    ).toHaveTextContent('Detecting Location...');
    expect(within(ageDialog()).queryByLabelText('Date of Birth')).not.toBeInTheDocument();
    await act(async () => release());
    expect(await within(ageDialog()).findByLabelText('Date of Birth')).toBeInTheDocument();
    expect(within(ageDialog()).queryByText('Detecting Location...')).not.toBeInTheDocument();
    expect(within(ageDialog()).getByRole('button', { name: 'Back' })).toBeInTheDocument();
  });

  it('Verify Age stays disabled until the date, the country and the confirmation are all given', async () => {
    await openRegister();
    await openAgeDialog();

    expect(verifyButton()).toBeDisabled();
    fireEvent.change(within(ageDialog()).getByLabelText('Date of Birth'), { target: { value: birthDate(30) } });
    expect(verifyButton()).toBeDisabled();
    await pickCountry('Germany');
    expect(countrySelect()).toHaveValue('Germany');
    expect(verifyButton()).toBeDisabled();
    await userEvent.click(within(ageDialog()).getByRole('checkbox', { name: /I confirm that I am 18/ }));
    expect(verifyButton()).toBeEnabled();
  });

  it('offers exactly the spec countries', async () => {
    await openRegister();
    await openAgeDialog();

    expect(countrySelect()).toHaveValue('');
    expect(within(countrySelect()).getByRole('option', { name: 'Select your country' })).toBeDisabled();
    const choices = within(countrySelect())
      .getAllByRole('option')
      .filter((o) => !(o as HTMLOptionElement).disabled);
    expect(choices.map((o) => o.textContent)).toEqual([
      'United States',
      'United Kingdom',
      'Germany',
      'France',
      'Italy',
      'Spain',
      'Canada',
      'Australia',
      'Netherlands',
      'Switzerland',
      'Other',
    ]);
  });

  it("in Spanish, names the countries in Spanish, in Spanish order with 'Other' last, and still sends the English name", async () => {
    await openRegister();
    await openAgeDialog();
    await act(() => setLocale('es'));

    const dialog = screen.getByRole('dialog', { name: 'Verificación de edad' });
    const select = within(dialog).getByRole('combobox', { name: 'País' });
    const choices = within(select)
      .getAllByRole('option')
      .filter((o) => !(o as HTMLOptionElement).disabled);
    expect(choices.map((o) => o.textContent)).toEqual([
      'Alemania',
      'Australia',
      'Canadá',
      'España',
      'Estados Unidos',
      'Francia',
      'Italia',
      'Países Bajos',
      'Reino Unido',
      'Suiza',
      'Otro',
    ]);
    await userEvent.selectOptions(select, 'Países Bajos');
    expect(select).toHaveValue('Netherlands');
    await act(() => setLocale('en'));
  });

  it("when the person is under the detected country's age, then the form says so and asks the server nothing", async () => {
    api.route('GET /api/geolocation/detect', { json: CANADA });
    await openRegister();
    await openAgeDialog();

    await fillAgeForm({ dateOfBirth: birthDate(19, 1), country: 'Canada' }); // 18, turning 19 tomorrow
    await userEvent.click(verifyButton());

    expect(
      within(ageDialog()).getByText('You must be at least 19 years old to use this service in Canada'),
    ).toBeInTheDocument();
    expect(calls('/api/auth/verify-age')).toHaveLength(0);
  });

  it("in Italian, the form's own refusal names the age and the country in Italian", async () => {
    api.route('GET /api/geolocation/detect', { json: { ...CANADA, country: 'Germany', countryCode: 'DE' } });
    await openRegister();
    await openAgeDialog();
    await fillAgeForm({ dateOfBirth: birthDate(19, 1), country: 'Canada' });
    const dialog = ageDialog();
    await act(() => setLocale('it'));

    await userEvent.click(within(dialog).getByRole('button', { name: "Verifica l'età" }));

    expect(
      within(dialog).getByText('Devi avere almeno 19 anni per usare questo servizio (paese: Germania)'),
    ).toBeInTheDocument();
    expect(calls('/api/auth/verify-age')).toHaveLength(0);
    await act(() => setLocale('en'));
  });

  it('a birthday today counts', async () => {
    await openRegister();
    await openAgeDialog();

    await fillAgeForm({ dateOfBirth: birthDate(18) });
    await userEvent.click(verifyButton());

    expect(await screen.findByRole('form', { name: 'Register' })).toBeInTheDocument();
  });

  it('a date of birth in the future is refused with its message', async () => {
    await openRegister();
    await openAgeDialog();

    await fillAgeForm({ dateOfBirth: birthDate(0, 2) });
    await userEvent.click(verifyButton());

    expect(within(ageDialog()).getByText('Date of birth cannot be in the future')).toBeInTheDocument();
    expect(calls('/api/auth/verify-age')).toHaveLength(0);
  });

  it('when the location cannot be detected, then it silently uses the default (United States, 18)', async () => {
    api.route('GET /api/geolocation/detect', { status: 500, json: { message: 'Internal error' } });
    await openRegister();
    await openAgeDialog();

    await fillAgeForm({ dateOfBirth: birthDate(18, 1), country: 'Other' });
    await userEvent.click(verifyButton());

    expect(
      within(ageDialog()).getByText(
        `You must be at least 18 years old to use this service in ${GEOLOCATION_FALLBACK.country}`,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('Failed to detect location')).not.toBeInTheDocument();
  });

  it('when the server says eligible, then it toasts, closes the modal and shows the registration form', async () => {
    await openRegister();
    await openAgeDialog();
    const dateOfBirth = birthDate(30);

    await fillAgeForm({ dateOfBirth, country: 'France' });
    await userEvent.click(verifyButton());

    expect(await screen.findByText('Age Verification Complete')).toBeInTheDocument();
    expect(screen.getByText('You are eligible to use this service.')).toBeInTheDocument();
    expect(await screen.findByRole('form', { name: 'Register' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(registerForm()).getByLabelText('Name')).toHaveFocus();
    expect(calls('/api/auth/verify-age')[0]?.body).toEqual({ dateOfBirth, country: 'France', confirmAdult: true });
  });

  it('when the server says ineligible, then it toasts and shows why, and the person stays unverified', async () => {
    const message = 'You must be at least 19 years old to use this service in Canada';
    api.route('POST /api/auth/verify-age', { json: { isEligible: false, message } });
    await openRegister();
    await openAgeDialog();

    await fillAgeForm({ country: 'Canada' });
    await userEvent.click(verifyButton());

    expect(await screen.findByText('Age Verification Failed')).toBeInTheDocument();
    expect(within(ageDialog()).getByText(message)).toBeInTheDocument();
    await userEvent.click(within(ageDialog()).getByRole('button', { name: 'Back' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Register' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start Age Verification' })).toBeInTheDocument();
  });

  it("when the request fails, then the server's message shows inline and in a 'Verification Failed' toast", async () => {
    api.route('POST /api/auth/verify-age', {
      status: 429,
      headers: { 'Retry-After': '600' },
      json: { message: 'Too many attempts. Please try again in 10 minutes.' },
    });
    await openRegister();
    await openAgeDialog();

    await fillAgeForm();
    await userEvent.click(verifyButton());

    expect(await screen.findByText('Verification Failed')).toBeInTheDocument();
    expect(screen.getAllByText('Too many attempts. Please try again in 10 minutes.')).toHaveLength(2);
  });

  it("when the failure has no server message, then it says 'Age verification failed'", async () => {
    api.route('POST /api/auth/verify-age', { status: 503 });
    await openRegister();
    await openAgeDialog();

    await fillAgeForm();
    await userEvent.click(verifyButton());

    expect(await screen.findByText('Verification Failed')).toBeInTheDocument();
    expect(screen.getAllByText('Age verification failed')).toHaveLength(2);
  });

  it('Escape closes the modal', async () => {
    await openRegister();
    await openAgeDialog();

    await userEvent.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Start Age Verification' })).toHaveFocus());
  });
});

describe('registration', () => {
  it('when fields are missing or wrong, then it shows the spec messages and sends nothing', async () => {
    await openRegister();
    const form = await verifyAge();

    await userEvent.type(within(form).getByLabelText('Name'), 'A');
    await userEvent.type(within(form).getByLabelText('Email'), 'ada@');
    await userEvent.type(within(form).getByLabelText('Password'), 'short');
    await userEvent.type(within(form).getByLabelText('Confirm Password'), 'other');
    await submitRegistration();

    for (const message of [
      'Name must be at least 2 characters',
      'Invalid email',
      'Password must be at least 6 characters',
      'Enter the captcha code',
      'You must accept the terms and conditions',
      'You must accept the privacy policy',
    ]) {
      expect(within(form).getByText(message)).toBeInTheDocument();
    }
    // The first field with a message takes focus, and its message is read with it.
    expect(within(form).getByLabelText('Name')).toHaveFocus();
    expect(within(form).getByLabelText('Name')).toHaveAccessibleDescription('Name must be at least 2 characters');
    expect(calls('/api/auth/register')).toHaveLength(0);
  });

  it('when the confirmation differs, then it says so on the confirmation field and sends nothing', async () => {
    await openRegister();
    const form = await verifyAge();

    await fillRegisterForm(form, { password: 'secret1', confirm: 'secret2' });
    await submitRegistration();

    const confirmation = within(form).getByLabelText('Confirm Password');
    expect(confirmation).toHaveAccessibleDescription('Passwords do not match');
    expect(confirmation).toHaveAttribute('aria-invalid', 'true');
    expect(calls('/api/auth/register')).toHaveLength(0);
  });

  it('when all is right, then it creates the account, refreshes the session, says so and goes to /', async () => {
    await openRegister();
    const form = await verifyAge();

    await fillRegisterForm(form);
    await submitRegistration();

    expect(await screen.findByText('Registration completed!')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(screen.getByTestId('session')).toHaveTextContent('authenticated');
    expect(calls('/api/auth/register')[0]?.body).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      password: 'secret1',
    });
    // The server's challenge, solved while the form was filled, goes with it.
    expect(decodeRegistrationChallenge(calls('/api/auth/register')[0]?.headers['x-registration-challenge'])).toEqual(
      registrationChallengeSolution,
    );
    expect(calls('/api/referral/use-code')).toHaveLength(0);
    expect(api.requests.map((r) => `${r.method} ${r.path}`).slice(-2)).toEqual([
      'POST /api/auth/register',
      'GET /api/auth/session',
    ]);
  });

  it('a ref parameter pre-fills the referral code, which is applied after registration', async () => {
    api.route('POST /api/referral/use-code', { json: { ok: true } });
    await openRegister('/auth?ref=friend42');
    const form = await verifyAge();
    expect(within(form).getByLabelText('Referral Code (optional)')).toHaveValue('FRIEND42');

    await fillRegisterForm(form);
    await submitRegistration();

    expect(await screen.findByText('Registration completed!')).toBeInTheDocument();
    expect(
      screen.getByText("Referral code FRIEND42 applied... You'll receive $5 USD after your first mining!"),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(calls('/api/referral/use-code')[0]?.body).toEqual({ code: 'FRIEND42' });
    // Session refreshed first, then the code applied.
    expect(api.requests.map((r) => `${r.method} ${r.path}`).slice(-3)).toEqual([
      'POST /api/auth/register',
      'GET /api/auth/session',
      'POST /api/referral/use-code',
    ]);
  });

  it('when the referral code cannot be applied, then the account still counts and it still goes to /', async () => {
    await openRegister('/auth?ref=FRIEND42');
    const form = await verifyAge();

    await fillRegisterForm(form);
    await submitRegistration();

    expect(await screen.findByText('Registration completed!')).toBeInTheDocument();
    expect(screen.getByText('Account created successfully, but error applying referral code.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(calls('/api/referral/use-code')).toHaveLength(1);
  });

  it('when the server wants a new age check, then it toasts, opens the modal and keeps the form; unverified, nothing is sent', async () => {
    api.route('POST /api/auth/register', {
      status: 403,
      json: { message: 'Age verification required', code: 'age-verification-required' },
    });
    await openRegister();
    const form = await verifyAge();
    await fillRegisterForm(form);

    await submitRegistration();

    expect(await screen.findByText('Age Verification Required')).toBeInTheDocument();
    expect(screen.getByText('Please complete age verification before registering.')).toBeInTheDocument();
    expect(await screen.findByRole('dialog', { name: 'Age Verification' })).toBeInTheDocument();
    expect(calls('/api/auth/register')).toHaveLength(1);

    // Closed without verifying: the form is still there, but registering asks for the check again.
    await userEvent.keyboard('{Escape}');
    expect(within(registerForm()).getByLabelText('Name')).toHaveValue('Ada Lovelace');
    await submitRegistration();
    expect(await screen.findByRole('dialog', { name: 'Age Verification' })).toBeInTheDocument();
    expect(calls('/api/auth/register')).toHaveLength(1);
  });

  it("when the e-mail is taken, then the toast shows the server's message", async () => {
    api.route('POST /api/auth/register', {
      status: 409,
      json: { message: 'An account with this email already exists' },
    });
    await openRegister();
    const form = await verifyAge();
    await fillRegisterForm(form);

    await submitRegistration();

    expect(await screen.findByText('Registration error')).toBeInTheDocument();
    expect(screen.getByText('An account with this email already exists')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/auth');
  });

  it("when the failure has no server message, then it says 'An error occurred'", async () => {
    api.route('POST /api/auth/register', { status: 500 });
    await openRegister();
    const form = await verifyAge();
    await fillRegisterForm(form);

    await submitRegistration();

    expect(await screen.findByText('Registration error')).toBeInTheDocument();
    expect(screen.getByText('An error occurred')).toBeInTheDocument();
  });

  it('when the captcha answer is wrong, then it toasts, asks a new question and sends nothing', async () => {
    await openRegister();
    const form = await verifyAge();
    const before = captchaQuestion(form);
    const wrong = String(Number(captchaAnswer(form)) + 1);
    const random = jest.spyOn(Math, 'random').mockReturnValue(before === 'What is 1 plus 1?' ? 0.5 : 0);
    await fillRegisterForm(form, { captcha: wrong });

    await submitRegistration();

    expect(await screen.findByText('Invalid captcha')).toBeInTheDocument();
    expect(captchaQuestion(form)).not.toBe(before);
    expect(within(form).getByLabelText('Captcha answer')).toHaveValue('');
    expect(within(form).getByLabelText('Captcha answer')).toHaveFocus();
    expect(calls('/api/auth/register')).toHaveLength(0);
    random.mockRestore();
  });
});

it('a new captcha question clears the captcha answer of both forms', async () => {
  renderAuth('/auth');
  const login = screen.getByRole('form', { name: 'Login' });
  await userEvent.type(within(login).getByLabelText('Captcha answer'), '12');
  await userEvent.click(screen.getByRole('tab', { name: 'Register' }));
  const form = await verifyAge();
  await userEvent.type(within(form).getByLabelText('Captcha answer'), '34');
  // One question for the screen: both forms show it.
  expect(captchaQuestion(form)).toBe(captchaQuestion(login));

  await userEvent.click(within(form).getByRole('button', { name: 'New captcha question' }));

  expect(within(form).getByLabelText('Captcha answer')).toHaveValue('');
  await userEvent.click(screen.getByRole('tab', { name: 'Login' }));
  expect(within(screen.getByRole('form', { name: 'Login' })).getByLabelText('Captcha answer')).toHaveValue('');
});

it('the terms and the privacy policy open in scrollable dialogs from beside their checkboxes', async () => {
  await openRegister();
  const form = await verifyAge();

  await userEvent.click(within(form).getByRole('button', { name: 'Read the Terms and Conditions' }));
  const terms = await screen.findByRole('dialog', { name: 'Terms and Conditions' });
  expect(within(terms).getByText('Last updated: November 2025')).toBeInTheDocument();
  expect(within(terms).getByRole('heading', { level: 3, name: '1. An educational simulation' })).toBeInTheDocument();

  // A link to the other document switches the dialog.
  await userEvent.click(within(terms).getAllByRole('button', { name: 'Privacy & Policy' })[0]!);
  const privacy = screen.getByRole('dialog', { name: 'Privacy & Policy' });
  expect(within(privacy).getByRole('heading', { level: 3, name: '6. How long we keep it' })).toBeInTheDocument();

  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  await waitFor(() =>
    expect(within(form).getByRole('button', { name: 'Read the Terms and Conditions' })).toHaveFocus(),
  );
  // Reading is not accepting.
  expect(within(form).getByRole('checkbox', { name: 'I accept the privacy policy' })).not.toBeChecked();
});
