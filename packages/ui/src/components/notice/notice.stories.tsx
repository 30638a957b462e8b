import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Notice } from './notice';

const meta = {
  title: 'Components/Notice',
  component: Notice,
  args: {
    variant: 'info',
    title: 'Educational Simulation',
    children: 'No real cryptocurrency is earned. Credits convert to discount codes on the ecosystem store only.',
  },
  argTypes: {
    variant: { control: 'inline-radio', options: ['info', 'success', 'warning', 'danger'] },
    icon: { control: false },
    action: { control: false },
  },
} satisfies Meta<typeof Notice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The blue notice on the dashboard; the app stores the dismissal and re-shows it the next London day. */
export const EducationalDismissible: Story = {
  args: { onDismiss: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Dismiss' }));
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};

export const Warning: Story = {
  args: {
    variant: 'warning',
    title: 'Verify official links',
    children: 'Only trust links listed on this page. We never ask for your password or wallet keys.',
  },
};

export const Danger: Story = {
  args: { variant: 'danger', title: 'Market data unavailable', children: undefined },
};

export const Success: Story = {
  args: { variant: 'success', title: 'Ready to Redeem', children: 'You can generate a discount code now.' },
};

export const WithoutIcon: Story = { args: { icon: null } };
