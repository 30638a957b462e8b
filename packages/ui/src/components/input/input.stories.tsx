import type { Meta, StoryObj } from '@storybook/react';
import { Input } from './input';

const meta = {
  title: 'Components/Input',
  component: Input,
  args: { placeholder: 'Enter a referral code', 'aria-label': 'Referral code' },
} satisfies Meta<typeof Input>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Invalid: Story = { args: { invalid: true, defaultValue: 'ABC' } };
export const Disabled: Story = { args: { disabled: true, defaultValue: 'CIAO2025' } };
