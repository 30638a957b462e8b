import type { Meta, StoryObj } from '@storybook/react';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import {
  ACCOUNT_MESSAGES,
  ERROR_CODES,
  linkProblemCode,
  EMAIL_VERIFICATION_MESSAGES,
  RESET_LINK_MESSAGES,
  VERIFY_LINK_MESSAGES,
  type ResetLinkProblem,
  type VerifyLinkProblem,
} from '@ciao/contracts/web';
import {
  neverAnswers,
  onDesktop,
  onPhone,
  sessionReplies,
  withStoryShell,
  type StoryShellOptions,
} from '@ciao/shell/testing';
import { birthDate, CANADA, ELIGIBLE, REFUSED_IN_CANADA, UNITED_KINGDOM } from '../testing/account-fixtures';
import { ApiError, noteSessionEnd } from '@ciao/api-client';
import { AuthScreen } from './auth-screen';

/** The sign-in screen (/auth) as an anonymous visitor meets it; the API's answers are fixtures. */
const shell: StoryShellOptions = {
  route: '/auth',
  api: {
    'GET /api/auth/session': sessionReplies.anonymous(),
    'GET /api/geolocation/detect': { json: UNITED_KINGDOM },
    'POST /api/auth/verify-age': { json: ELIGIBLE },
  },
};

const meta = {
  title: 'Account/Sign-in screen',
  component: AuthScreen,
  decorators: [withStoryShell],
  parameters: { layout: 'fullscreen', shell, docs: { story: { inline: false, iframeHeight: 900 } } },
  globals: onPhone,
} satisfies Meta<typeof AuthScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

/** The page, dialogs included (they render outside the story's root). */
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const ageDialog = async (body: Canvas) => within(await body.findByRole('dialog', { name: 'Age Verification' }));

async function openRegister(canvas: Canvas) {
  await userEvent.click(canvas.getByRole('tab', { name: 'Register' }));
}

/** Opens the age dialog and fills it (once the location is known): date of birth, country, the 18+ box. */
async function fillAgeForm(canvasElement: HTMLElement, { age = 30, country = 'United Kingdom' } = {}) {
  const body = page(canvasElement);
  await userEvent.click(body.getByRole('button', { name: 'Start Age Verification' }));
  const dialog = await ageDialog(body);
  fireEvent.change(await dialog.findByLabelText('Date of Birth'), { target: { value: birthDate(age) } });
  await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'Country' }), country);
  await userEvent.click(dialog.getByRole('checkbox', { name: /I confirm that I am 18/ }));
  return dialog;
}

/** Through the age dialog with an eligible answer: the registration form is shown. */
async function verifyAge(canvasElement: HTMLElement) {
  const dialog = await fillAgeForm(canvasElement);
  await userEvent.click(dialog.getByRole('button', { name: 'Verify Age' }));
  await within(canvasElement).findByRole('form', { name: 'Register' });
}

/** The Login tab: e-mail, password, the captcha question. */
export const Login: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('form', { name: 'Login' })).toBeVisible();
    await expect(canvas.getByLabelText('Captcha answer')).toBeInTheDocument();
  },
};

export const LoginOnDesktop: Story = { globals: onDesktop };

/** Sent here because support suspended the account: the screen says why, once (a reload does not). */
export const SignedOutBySuspension: Story = {
  beforeEach: () => {
    noteSessionEnd(
      new ApiError(
        401,
        'Unauthorized',
        JSON.stringify({ message: ACCOUNT_MESSAGES.suspended, code: ERROR_CODES.suspended }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(ACCOUNT_MESSAGES.suspended);
    await expect(canvas.getByRole('form', { name: 'Login' })).toBeVisible();
  },
};

/** Login sent empty: every field says what it needs. */
export const LoginValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    await expect(canvas.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByLabelText('Captcha answer')).toHaveAttribute('aria-invalid', 'true');
  },
};

/** The Register tab before age verification: the prompt to verify first. */
export const Register: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await openRegister(canvas);
    await expect(canvas.getByRole('heading', { name: 'Verify your age' })).toBeVisible();
  },
};

export const RegisterOnDesktop: Story = { ...Register, globals: onDesktop };

/** The age verification dialog while the location is being detected. */
export const AgeVerificationDetectingLocation: Story = {
  parameters: { shell: { api: { 'GET /api/geolocation/detect': neverAnswers } } },
  play: async ({ canvasElement }) => {
    await openRegister(within(canvasElement));
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Start Age Verification' }));
    await expect(await (await ageDialog(page(canvasElement))).findByText('Detecting Location...')).toBeInTheDocument();
  },
};

/** The age verification dialog, empty: Verify Age waits for all three answers. */
export const AgeVerificationEmpty: Story = {
  play: async ({ canvasElement }) => {
    await openRegister(within(canvasElement));
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Start Age Verification' }));
    const dialog = await ageDialog(page(canvasElement));
    await dialog.findByLabelText('Date of Birth');
    await expect(dialog.getByRole('button', { name: 'Verify Age' })).toBeDisabled();
  },
};

/** Sixteen years old: refused on the spot, with the detected country's minimum age. */
export const AgeVerificationUnderAge: Story = {
  play: async ({ canvasElement }) => {
    await openRegister(within(canvasElement));
    const dialog = await fillAgeForm(canvasElement, { age: 16 });
    await userEvent.click(dialog.getByRole('button', { name: 'Verify Age' }));
    await expect(
      dialog.getByText('You must be at least 18 years old to use this service in United Kingdom'),
    ).toBeVisible();
  },
};

/** Eighteen, detected in the United Kingdom, Canada chosen: the server applies Canada's 19 and refuses. */
export const AgeVerificationCountryMismatch: Story = {
  parameters: { shell: { api: { 'POST /api/auth/verify-age': { json: REFUSED_IN_CANADA } } } },
  play: async ({ canvasElement }) => {
    await openRegister(within(canvasElement));
    const dialog = await fillAgeForm(canvasElement, { age: 18, country: CANADA.country });
    await userEvent.click(dialog.getByRole('button', { name: 'Verify Age' }));
    await expect(await dialog.findByText(REFUSED_IN_CANADA.message)).toBeVisible();
  },
};

/** Verified: the dialog closes, 'Age verified' and the registration form. */
export const RegisterAfterAgeVerification: Story = {
  play: async ({ canvasElement }) => {
    await openRegister(within(canvasElement));
    await verifyAge(canvasElement);
    await expect(within(canvasElement).getByText('Age verified. You can now create your account.')).toBeVisible();
    await waitFor(() => expect(page(canvasElement).getByText('Age Verification Complete')).toBeInTheDocument());
  },
};

export const RegisterAfterAgeVerificationOnDesktop: Story = { ...RegisterAfterAgeVerification, globals: onDesktop };

/** The registration form sent empty: each field's message. */
export const RegisterValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await openRegister(canvas);
    await verifyAge(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Create Account' }));
    await expect(canvas.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('checkbox', { name: 'I accept the terms and conditions' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

/** Opened from a friend's link (/auth?ref=ada12345): Register is open and the code is filled in, in capitals. */
export const RegisterWithReferralCode: Story = {
  parameters: { shell: { route: '/auth?ref=ada12345' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Register' })).toHaveAttribute('aria-selected', 'true');
    await verifyAge(canvasElement);
    await expect(canvas.getByLabelText('Referral Code (optional)')).toHaveValue('ADA12345');
  },
};

/** "Forgot password?": the e-mail to send a reset link to. */
export const ForgotPassword: Story = {
  parameters: {
    shell: {
      api: { 'POST /api/auth/password-reset': { status: 202, json: { message: ACCOUNT_MESSAGES.passwordResetSent } } },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Forgot password?' }));
    await expect(await canvas.findByRole('form', { name: 'Forgot password' })).toBeVisible();
  },
};

/** The one answer, whether or not an account has the address. */
export const ForgotPasswordSent: Story = {
  parameters: ForgotPassword.parameters,
  play: async (context) => {
    await ForgotPassword.play?.(context);
    const form = within(within(context.canvasElement).getByRole('form', { name: 'Forgot password' }));
    await userEvent.type(form.getByLabelText('Email'), 'ann@example.com');
    await userEvent.click(form.getByRole('button', { name: 'Send reset link' }));
    await expect(await within(context.canvasElement).findByRole('status')).toHaveTextContent(
      ACCOUNT_MESSAGES.passwordResetSent,
    );
  },
};

const RESET_ROUTE = `/auth/reset?token=${'T'.repeat(43)}`;

/** /auth/reset: a reset mail's link opened; the new password twice. */
export const ResetPassword: Story = {
  parameters: { shell: { route: RESET_ROUTE } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('form', { name: 'Reset password' })).toBeVisible();
  },
};

/** A link that no longer works, as the API answers it: the reason, and "Send a new link". */
const refusedLink = (problem: ResetLinkProblem): Story => ({
  parameters: {
    shell: {
      route: RESET_ROUTE,
      api: {
        'POST /api/auth/password-reset/confirm': {
          status: 400,
          json: { message: RESET_LINK_MESSAGES[problem], code: linkProblemCode(problem) },
        },
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = within(await canvas.findByRole('form', { name: 'Reset password' }));
    await userEvent.type(form.getByLabelText('New Password'), 'new-secret');
    await userEvent.type(form.getByLabelText('Confirm New Password'), 'new-secret');
    await userEvent.click(form.getByRole('button', { name: 'Set new password' }));
    await expect(await canvas.findByText(RESET_LINK_MESSAGES[problem])).toBeVisible();
  },
});

export const ResetLinkInvalid = refusedLink('invalid');
export const ResetLinkExpired = refusedLink('expired');
export const ResetLinkUsed = refusedLink('used');

const VERIFY_ROUTE = `/auth/verify?token=${'V'.repeat(43)}`;

/** /auth/verify: a verification mail's link opened; the address is verified as the page opens. */
export const VerifyEmail: Story = {
  parameters: {
    shell: {
      route: VERIFY_ROUTE,
      api: { 'POST /api/auth/verify-email': { json: { message: EMAIL_VERIFICATION_MESSAGES.verified } } },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(EMAIL_VERIFICATION_MESSAGES.verified)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Continue to $CIAO MINING' })).toBeVisible();
  },
};

/** While the API answers. */
export const VerifyingEmail: Story = {
  parameters: { shell: { route: VERIFY_ROUTE, api: { 'POST /api/auth/verify-email': neverAnswers } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Verifying your e-mail address...')).toBeInTheDocument();
  },
};

/** A verification link that does not work, as the API answers it. */
const refusedVerifyLink = (problem: VerifyLinkProblem): Story => ({
  parameters: {
    shell: {
      route: VERIFY_ROUTE,
      api: {
        'POST /api/auth/verify-email': {
          status: 400,
          json: { message: VERIFY_LINK_MESSAGES[problem], code: linkProblemCode(problem) },
        },
      },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(VERIFY_LINK_MESSAGES[problem])).toBeVisible();
  },
});

export const VerifyLinkInvalid = refusedVerifyLink('invalid');
export const VerifyLinkExpired = refusedVerifyLink('expired');
export const VerifyLinkUsed = refusedVerifyLink('used');
