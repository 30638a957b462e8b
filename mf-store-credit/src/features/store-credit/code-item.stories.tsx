import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  activeCode,
  cancelledCode,
  expiredCode,
  expiringSoonCode,
  NOW,
  usedCode,
  usedWithoutOrderCode,
} from '../../testing/fixtures';
import { CodeItem } from './code-item';

/** One code of the history, in each of its states. */
const meta = {
  title: 'Store credit/Code',
  component: CodeItem,
  decorators: [
    (Story) => (
      <ul style={{ listStyle: 'none', padding: 0, maxWidth: 480 }}>
        <Story />
      </ul>
    ),
  ],
  args: { code: activeCode, now: NOW, onCopy: fn(async () => {}) },
  argTypes: { now: { control: 'date' } },
} satisfies Meta<typeof CodeItem>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Active, 28 days left. */
export const Active: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Active')).toBeInTheDocument();
    await expect(within(canvasElement).queryByText('Expiring soon')).not.toBeInTheDocument();
  },
};

/** Active with less than 3 days left: flagged. */
export const ExpiringSoon: Story = {
  args: { code: expiringSoonCode },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Expiring soon')).toBeInTheDocument();
    await expect(within(canvasElement).getByText(/2 days left/)).toBeInTheDocument();
  },
};

/** Used at the store: the date and the order id. */
export const Used: Story = {
  args: { code: usedCode },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/^Used on .* · Order 5123456789012$/)).toBeInTheDocument();
  },
};

/** Used, with no order id reported. */
export const UsedWithoutOrderId: Story = {
  args: { code: usedWithoutOrderCode },
};

/** Past its 30 days: it can no longer be used. */
export const Expired: Story = {
  args: { code: expiredCode },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/This code can no longer be used/)).toBeInTheDocument();
  },
};

/** Cancelled by support (docs/admin.md): the credits went back to the balance. */
export const CancelledBySupport: Story = {
  args: { code: cancelledCode },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Its credits went back to your balance/)).toBeInTheDocument();
  },
};

/** The clipboard refused: no 'Copied' (the screen shows the 'Copy Failed' toast). */
export const CopyRefused: Story = {
  args: { onCopy: fn(async () => Promise.reject(new Error('denied'))) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: `Copy ${activeCode.code}` }));
    await expect(args.onCopy).toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: `Copy ${activeCode.code}` })).toHaveTextContent('Copy');
  },
};
