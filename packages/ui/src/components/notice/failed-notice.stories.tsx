import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FailedNotice } from './failed-notice';

const meta = {
  title: 'Components/Failed notice',
  component: FailedNotice,
  args: { title: 'Unable to load your codes', children: 'Your codes are safe; they could not be read just now.' },
} satisfies Meta<typeof FailedNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A read that can be asked again. */
export const WithTryAgain: Story = {
  args: { onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Nothing to ask again: the notice alone. */
export const WithoutTryAgain: Story = {};
