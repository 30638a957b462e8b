import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { Stack } from '../stack/stack';
import { ProgressBar } from './progress-bar';

const meta = {
  title: 'Components/ProgressBar',
  component: ProgressBar,
  args: { label: 'Simulation progress', value: 42, showValue: true, tone: 'primary' },
  argTypes: {
    value: { control: { type: 'range', min: 0, max: 100, step: 1 } },
    tone: { control: 'inline-radio', options: ['primary', 'success', 'warning', 'danger'] },
  },
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Simulation progress' });
    await expect(bar).toHaveAttribute('aria-valuenow', '42');
  },
};

export const HiddenLabel: Story = { args: { hideLabel: true, showValue: false } };

export const Tones: Story = {
  render: () => (
    <Stack gap={4}>
      <ProgressBar label="Started" value={8} showValue />
      <ProgressBar label="Completed" value={100} tone="success" showValue />
      <ProgressBar label="Toward $2.50 minimum" value={64} tone="warning" showValue />
      <ProgressBar label="Out of range values are clamped" value={140} tone="danger" showValue />
    </Stack>
  ),
};
