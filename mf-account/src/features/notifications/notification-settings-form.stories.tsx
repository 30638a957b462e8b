import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ApiError } from '@ciao/api-client';
import { DEFAULT_NOTIFICATION_EMAILS, DEFAULT_NOTIFICATION_SETTINGS } from '@ciao/contracts/web';
import { ShellProviders } from '@ciao/shell';
import { Card, CardContent, CardHeader, CardTitle, Page } from '@ciao/ui';
import { NotificationSettingsForm, type NotificationSettingsFormProps } from './notification-settings-form';
import { PUSH_DEVICE_TEXTS } from './notification-topics';
import en from '../../messages/notifications/en.json';
import type { PushDevice, PushDeviceResult } from '@ciao/api-client/signed-in';

/** The answer a save would get, without a server. */
const savedAsSent: NotificationSettingsFormProps['onSave'] = async (settings) => settings;

/** A browser whose permission prompt answers `result`, without a service worker. */
const deviceAnswering = (result: PushDeviceResult): PushDevice => ({
  enable: async () => result,
  disable: async () => {},
  resync: async () => {},
});

const meta = {
  title: 'Account/Notification settings',
  component: NotificationSettingsForm,
  decorators: [
    (Story) => (
      // The toasts need the shell's store, as in the app; the card is the screen's frame.
      <ShellProviders>
        <Page>
          <Card>
            <CardHeader>
              <CardTitle as="h1">Notification Settings</CardTitle>
            </CardHeader>
            <CardContent>
              <Story />
            </CardContent>
          </Card>
        </Page>
      </ShellProviders>
    ),
  ],
  args: {
    settings: DEFAULT_NOTIFICATION_SETTINGS,
    onSave: savedAsSent,
    device: deviceAnswering('subscribed'),
    email: 'nia@example.com',
  },
  argTypes: { onSave: { control: false }, device: { control: false } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof NotificationSettingsForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A user who never changed anything: everything on. */
export const PushOn: Story = {};

/** Push off: the six topics are disabled and shown off (their own values are kept). */
export const PushOff: Story = {
  args: { settings: { ...DEFAULT_NOTIFICATION_SETTINGS, pushEnabled: false, promotions: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('switch', { name: 'Promotions' })).toBeDisabled();
    await expect(canvas.getByRole('switch', { name: 'Contract Completed' })).not.toBeChecked();
  },
};

/** Push off, two topics by e-mail only: the e-mail switches do not depend on push. */
export const ByEmailOnly: Story = {
  args: {
    settings: {
      ...DEFAULT_NOTIFICATION_SETTINGS,
      pushEnabled: false,
      contractCompleted: false,
      securityAlerts: false,
      byEmail: { ...DEFAULT_NOTIFICATION_EMAILS, contractCompleted: true, securityAlerts: true },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('switch', { name: 'Contract Completed by e-mail' })).toBeChecked();
    await expect(canvas.getByRole('switch', { name: 'Contract Completed by e-mail' })).toBeEnabled();
    await expect(canvas.getByRole('switch', { name: 'Contract Completed' })).toBeDisabled();
  },
};

/** A topic on by e-mail only, push on: its push switch shows its own off, its e-mail switch on. */
export const PushOffEmailOn: Story = {
  args: {
    settings: {
      ...DEFAULT_NOTIFICATION_SETTINGS,
      contractCompleted: false,
      byEmail: { ...DEFAULT_NOTIFICATION_EMAILS, contractCompleted: true },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('switch', { name: 'Contract Completed' })).not.toBeChecked();
    await expect(canvas.getByRole('switch', { name: 'Contract Completed' })).toBeEnabled();
    await expect(canvas.getByRole('switch', { name: 'Contract Completed by e-mail' })).toBeChecked();
  },
};

/** A topic off both ways: both its switches off. */
export const TopicOffBothWays: Story = {
  args: {
    settings: {
      ...DEFAULT_NOTIFICATION_SETTINGS,
      securityAlerts: false,
      byEmail: { ...DEFAULT_NOTIFICATION_EMAILS, securityAlerts: false },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('switch', { name: 'Security Alerts' })).not.toBeChecked();
    await expect(canvas.getByRole('switch', { name: 'Security Alerts by e-mail' })).not.toBeChecked();
  },
};

/** Some topics off. */
export const SomeTopicsOff: Story = {
  args: { settings: { ...DEFAULT_NOTIFICATION_SETTINGS, promotions: false, weeklyNewsletter: false } },
};

/** Saved: the 'Settings Saved' toast. */
export const Saved: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('switch', { name: 'Weekly Newsletter' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save Settings' }));
    await waitFor(() => expect(page.getByText('Settings Saved')).toBeInTheDocument());
  },
};

/** The save failed: the error toast with the server's message. */
export const SavingError: Story = {
  args: {
    onSave: () =>
      Promise.reject(new ApiError(503, 'Service Unavailable', JSON.stringify({ message: 'Unable to save settings.' }))),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Save Settings' }));
    await waitFor(() => expect(page.getByText('Unable to save settings.')).toBeInTheDocument());
    await expect(page.getByText('Error')).toBeInTheDocument();
  },
};

/** Turning push on when the browser's permission prompt is refused: the switch stays off, with how to allow it. */
export const PermissionRefused: Story = {
  args: { settings: { ...DEFAULT_NOTIFICATION_SETTINGS, pushEnabled: false }, device: deviceAnswering('denied') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('switch', { name: 'Push Notifications' }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(en[PUSH_DEVICE_TEXTS.denied]));
    await expect(canvas.getByRole('switch', { name: 'Push Notifications' })).not.toBeChecked();
  },
};
