import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { COUNTRIES } from '@ciao/contracts';
import { Select } from './select';

const countries = COUNTRIES.map((name) => ({ value: name, label: name }));

const meta = {
  title: 'Components/Select',
  component: Select,
  args: { label: 'Country', placeholder: 'Select your country', options: countries, onValueChange: fn() },
  argTypes: { options: { control: false } },
  parameters: { docs: { story: { inline: false, iframeHeight: 420 } } },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithValue: Story = { args: { defaultValue: 'Italy', hint: 'Detected from your location.' } };

export const WithError: Story = { args: { required: true, error: 'Please select your country' } };

export const ActionFilter: Story = {
  args: {
    label: 'Action',
    placeholder: 'All actions',
    options: [
      { value: 'generated', label: 'Generated' },
      { value: 'used', label: 'Used' },
      { value: 'expired', label: 'Expired' },
      { value: 'cancelled', label: 'Cancelled' },
    ],
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'Germany' } };
