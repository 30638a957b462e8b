import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox } from './checkbox';

const meta = {
  title: 'Components/Checkbox',
  component: Checkbox,
  args: { label: 'I confirm I am 18 years or older', onCheckedChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'I confirm I am 18 years or older' });
    await userEvent.click(box);
    await expect(box).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledWith(true);
  },
};

export const Checked: Story = { args: { defaultChecked: true } };

/** The label can hold links (here to the terms, which the app opens in a dialog). */
export const WithLinkInLabel: Story = {
  args: {
    label: (
      <>
        I accept the <a href="#terms">terms and conditions</a>
      </>
    ),
  },
};

export const WithError: Story = {
  args: { label: 'I accept the privacy policy', error: 'You must accept the privacy policy' },
};

export const Disabled: Story = { args: { disabled: true, defaultChecked: true } };
