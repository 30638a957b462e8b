import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { CopyIcon } from '../icon/icon';
import { VisuallyHidden } from './visually-hidden';

const meta = {
  title: 'Components/VisuallyHidden',
  component: VisuallyHidden,
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The button's visible content is an icon; its name comes from hidden text. */
export const InsideButton: Story = {
  render: () => (
    <button type="button" style={{ minHeight: 44, minWidth: 44 }}>
      <CopyIcon />
      <VisuallyHidden>Copy referral link</VisuallyHidden>
    </button>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Copy referral link' })).toBeInTheDocument();
  },
};
