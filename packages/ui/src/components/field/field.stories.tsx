import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { Input } from '../input/input';
import { Field } from './field';

/**
 * The one field layout: label, control, hint and error. TextField, PasswordField and Select are
 * Fields; a form with another control renders it through `children`, which receives the id,
 * `aria-describedby` and `aria-invalid` to put on it.
 */
const meta = {
  title: 'Components/Field',
  component: Field,
  args: {
    label: 'Date of Birth',
    children: (control) => <Input type="date" name="dateOfBirth" {...control} />,
  },
  argTypes: { children: { control: false } },
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Date of Birth');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(input).not.toHaveAttribute('aria-describedby');
  },
};

export const WithHint: Story = { args: { hint: 'You must be 18 or older.' } };

/** The error comes first in the description, then the hint. */
export const WithError: Story = {
  args: { hint: 'You must be 18 or older.', error: 'Please enter your date of birth' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Date of Birth');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Please enter your date of birth You must be 18 or older.');
  },
};

export const Required: Story = { args: { required: true } };
