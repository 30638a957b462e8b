import type { Meta, StoryObj } from '@storybook/react';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../button/button';
import { Toast, ToastProvider, ToastViewport } from './toast';

const meta = {
  title: 'Components/Toast',
  component: Toast,
  subcomponents: { ToastProvider, ToastViewport },
  args: {
    title: 'Credit Mining Started!',
    description: '9-hour Standard educational simulation initiated.',
    variant: 'default',
    open: true,
    onOpenChange: fn(),
    // Stays up in the catalogue; the app uses the provider's 5000 ms.
    duration: 1_000_000,
  },
  argTypes: { variant: { control: 'inline-radio', options: ['default', 'destructive'] }, action: { control: false } },
  decorators: [
    (Story) => (
      <ToastProvider>
        <Story />
        <ToastViewport />
      </ToastProvider>
    ),
  ],
  parameters: { docs: { story: { inline: false, iframeHeight: 240 } } },
} satisfies Meta<typeof Toast>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(page.getByText('Credit Mining Started!')).toBeInTheDocument();
  },
};

export const Destructive: Story = {
  args: {
    variant: 'destructive',
    title: 'Cannot Start Credit Mining',
    description: 'You already have an active simulation. Wait for completion before starting a new one.',
  },
};

export const TitleOnly: Story = { args: { title: 'Code updated!', description: undefined } };

export const WithAction: Story = {
  args: {
    title: 'Copy Failed',
    description: 'Failed to copy code to clipboard',
    variant: 'destructive',
    action: { label: 'Retry', altText: 'Copy the code again from the codes list', onClick: fn() },
  },
};

function ToastDemo() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Save Settings</Button>
      <Toast open={open} onOpenChange={setOpen} title="Settings Saved" />
    </>
  );
}

/** The host owns toast state; this shows the wiring with a local `useState`. */
export const Interactive: Story = {
  render: () => <ToastDemo />,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save Settings' }));
    await expect(page.getByText('Settings Saved')).toBeInTheDocument();
    await userEvent.click(page.getByRole('button', { name: 'Close notification' }));
  },
};
