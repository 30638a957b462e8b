import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, within } from 'storybook/test';
import { PasswordField } from './password-field';

const meta = {
  title: 'Components/PasswordField',
  component: PasswordField,
  args: { label: 'Password', defaultValue: 'secret1' },
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Password');
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(input).toHaveAttribute('type', 'text');
  },
};

export const WithError: Story = {
  args: { defaultValue: '123', error: 'Password must be at least 6 characters' },
};

export const Confirm: Story = {
  args: {
    label: 'Confirm password',
    defaultValue: 'secret2',
    error: 'Passwords do not match',
    autoComplete: 'new-password',
  },
};
