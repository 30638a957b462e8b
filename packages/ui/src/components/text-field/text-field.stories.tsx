import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { TextField } from './text-field';

const meta = {
  title: 'Components/TextField',
  component: TextField,
  args: { label: 'Email', type: 'email', placeholder: 'you@example.com', autoComplete: 'email' },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithHint: Story = {
  args: { label: 'Referral code', hint: '6 to 20 letters and numbers.', placeholder: 'CIAO2025', type: 'text' },
};

export const WithError: Story = {
  args: { defaultValue: 'not-an-email', error: 'Invalid email' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Email');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Invalid email');
  },
};

export const Required: Story = { args: { label: 'Name', type: 'text', required: true } };

export const Disabled: Story = { args: { disabled: true, defaultValue: 'maria@example.com' } };
