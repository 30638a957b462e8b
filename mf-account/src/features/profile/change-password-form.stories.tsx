import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { aSessionUser, neverAnswers, onDesktop, onPhone, refusal, withStoryShell } from '@ciao/shell/testing';
import { ChangePasswordForm } from './change-password-form';

/** The API's message (api/src/components/auth/password-change.ts), shown as it comes. */
const WRONG_CURRENT_PASSWORD = 'Your current password is not correct.';

const USER_ID = aSessionUser().id;
const PASSWORD = `POST /api/user/${USER_ID}/password`;

/**
 * The profile dialog's "Password" section: "Change password" opens the form (current password, the
 * new one twice). The API's answers are fixtures.
 */
const meta = {
  title: 'Account/Change password',
  component: ChangePasswordForm,
  decorators: [withStoryShell],
  args: { userId: USER_ID },
  globals: onPhone,
  parameters: { shell: { api: { [PASSWORD]: { json: { signedOutDevices: 2 } } } } },
} satisfies Meta<typeof ChangePasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const openForm = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: 'Change password' }));
  return within(await canvas.findByRole('form', { name: 'Change password' }));
};

const fill = async (form: ReturnType<typeof within>, current: string, next: string, confirm = next) => {
  await userEvent.type(form.getByLabelText('Current Password'), current);
  await userEvent.type(form.getByLabelText('New Password'), next);
  await userEvent.type(form.getByLabelText('Confirm New Password'), confirm);
  await userEvent.click(form.getByRole('button', { name: 'Change password' }));
};

/** Closed: one button. */
export const Closed: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Change password' })).toBeInTheDocument();
  },
};

/** Open: the three fields, focus in the first. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const form = await openForm(canvasElement);
    await waitFor(() => expect(form.getByLabelText('Current Password')).toHaveFocus());
  },
};

export const OpenOnDesktop: Story = { ...Open, globals: onDesktop };

/** The new passwords differ: the message is on the confirmation, nothing is sent. */
export const PasswordsDoNotMatch: Story = {
  play: async ({ canvasElement }) => {
    const form = await openForm(canvasElement);
    await fill(form, 'old-secret', 'new-secret', 'new-secrte');
    await expect(await form.findByText('Passwords do not match')).toBeInTheDocument();
  },
};

/** The current password is wrong: the API's message on that field. */
export const WrongCurrentPassword: Story = {
  parameters: { shell: { api: { [PASSWORD]: refusal(403, WRONG_CURRENT_PASSWORD) } } },
  play: async ({ canvasElement }) => {
    const form = await openForm(canvasElement);
    await fill(form, 'not-it', 'new-secret');
    await expect(await form.findByText(WRONG_CURRENT_PASSWORD)).toBeInTheDocument();
  },
};

/** The change is on its way. */
export const Changing: Story = {
  parameters: { shell: { api: { [PASSWORD]: neverAnswers } } },
  play: async ({ canvasElement }) => {
    const form = await openForm(canvasElement);
    await fill(form, 'old-secret', 'new-secret');
    await expect(await form.findByRole('button', { name: 'Changing...' })).toBeInTheDocument();
  },
};
