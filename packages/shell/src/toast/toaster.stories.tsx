import type { Meta, StoryObj } from '@storybook/react';
import { useEffect } from 'react';
import { expect, within } from 'storybook/test';
import { ShellProviders } from '../providers/shell-providers';
import { onDesktop, onPhone } from '../testing/story-shell';
import type { ToastInput } from './toast-slice';
import { useToast } from './use-toast';

/** Shows `toast` once, the way any screen does (the Toaster itself is part of ShellProviders). */
function ShowsToast({ toast }: { toast: ToastInput }) {
  const { toast: show } = useToast();
  useEffect(() => {
    show(toast);
  }, [show, toast]);
  return null;
}

/** The app's toasts, one at a time at the bottom of the screen, in each kind a screen sends. */
const meta = {
  title: 'Host/Toaster',
  component: ShowsToast,
  decorators: [
    (Story) => (
      <ShellProviders>
        <Story />
      </ShellProviders>
    ),
  ],
  globals: onPhone,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ShowsToast>;

export default meta;
type Story = StoryObj<typeof meta>;

const shows =
  (title: string): Story['play'] =>
  async ({ canvasElement }) => {
    await expect(await within(canvasElement.ownerDocument.body).findByText(title)).toBeVisible();
  };

/** A success, with its description. */
export const Success: Story = {
  args: { toast: { title: 'Settings Saved', description: 'Your notification preferences have been updated.' } },
  play: shows('Settings Saved'),
};

export const SuccessOnDesktop: Story = { ...Success, globals: onDesktop };

/** A title alone. */
export const TitleOnly: Story = {
  args: { toast: { title: 'Copied!' } },
  play: shows('Copied!'),
};

/** A failure: the destructive kind, with the server's message. */
export const Failure: Story = {
  args: {
    toast: { title: 'Generation Failed', description: 'Failed to generate store credit code', variant: 'destructive' },
  },
  play: shows('Generation Failed'),
};

export const FailureOnDesktop: Story = { ...Failure, globals: onDesktop };
