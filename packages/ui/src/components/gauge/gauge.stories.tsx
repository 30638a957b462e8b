import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { Gauge } from './gauge';

const marks = [
  { value: 0, label: '$0' },
  { value: 2.5, label: 'Min $2.50' },
  { value: 5, label: 'Max $5.00' },
];

function Amount({ value, caption }: { value: number; caption: string }) {
  return (
    <>
      <div style={{ fontSize: '1.5rem', fontWeight: 700 }}>${value.toFixed(2)}</div>
      <div style={{ fontSize: '0.75rem', color: '#475569' }}>{caption}</div>
    </>
  );
}

const meta = {
  title: 'Components/Gauge',
  component: Gauge,
  args: {
    label: 'Store credit value',
    min: 0,
    max: 5,
    value: 1.2,
    marks,
    tone: 'primary',
  },
  argTypes: {
    value: { control: { type: 'range', min: 0, max: 6, step: 0.05 } },
    tone: { control: 'inline-radio', options: ['primary', 'success', 'warning', 'danger', 'info'] },
    children: { control: false },
  },
} satisfies Meta<typeof Gauge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const BelowMinimum: Story = {
  args: {
    value: 1.2,
    valueText: '$1.20 of $5.00, below the $2.50 minimum',
    children: <Amount value={1.2} caption="Below Minimum" />,
  },
  play: async ({ canvasElement }) => {
    const meter = within(canvasElement).getByRole('meter', { name: 'Store credit value' });
    await expect(meter).toHaveAttribute('aria-valuenow', '1.2');
  },
};

export const ReadyToRedeem: Story = {
  args: {
    value: 3.1,
    tone: 'success',
    valueText: '$3.10 of $5.00',
    children: <Amount value={3.1} caption="Ready to Redeem" />,
  },
};

/** Values above the maximum pin the arc at the end. */
export const OverLimit: Story = {
  args: {
    value: 5.4,
    tone: 'danger',
    valueText: '$5.40, over the $5.00 limit',
    children: <Amount value={5.4} caption="Over Limit" />,
  },
};

export const Empty: Story = {
  args: { value: 0, children: <Amount value={0} caption="Start mining to earn credits" /> },
};
