import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { COUNTRIES } from '@ciao/contracts/web';
import { Select } from './select';

const countries = COUNTRIES.map((name) => ({ value: name, label: name }));

const meta = {
  title: 'Components/Select',
  component: Select,
  args: { label: 'Country', placeholder: 'Select your country', options: countries, onValueChange: fn() },
  argTypes: { options: { control: false } },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A native select: the placeholder shows until a country is picked, then leaves the list. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Country' });
    await expect(select).toHaveDisplayValue('Select your country');
    await userEvent.selectOptions(select, 'Italy');
    await expect(select).toHaveValue('Italy');
    await expect(args.onValueChange).toHaveBeenCalledWith('Italy');
    await expect(within(select).queryByRole('option', { name: 'Select your country' })).not.toBeInTheDocument();
  },
};

export const WithValue: Story = { args: { defaultValue: 'Italy', hint: 'Detected from your location.' } };

export const WithError: Story = { args: { required: true, error: 'Please select your country' } };

export const ActionFilter: Story = {
  args: {
    label: 'Action',
    defaultValue: 'all',
    options: [
      { value: 'all', label: 'All actions' },
      { value: 'generated', label: 'Generated' },
      { value: 'used', label: 'Used' },
      { value: 'expired', label: 'Expired' },
      { value: 'cancelled', label: 'Cancelled' },
    ],
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'Germany' } };
