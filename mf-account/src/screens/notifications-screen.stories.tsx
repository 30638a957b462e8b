import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, within } from 'storybook/test';
import { DEFAULT_NOTIFICATION_SETTINGS } from '@ciao/contracts/web';
import {
  aSessionUser,
  neverAnswers,
  onDesktop,
  onPhone,
  refusal,
  sessionReplies,
  withStoryShell,
  type StoryRequest,
} from '@ciao/shell/testing';
import { NotificationsScreen } from './notifications-screen';

const PUSH_OFF = { ...DEFAULT_NOTIFICATION_SETTINGS, pushEnabled: false };

/** /notifications wired to the API (answered by fixtures): loading, failed, push off, saving. */
const meta = {
  title: 'Account/Notifications screen',
  component: NotificationsScreen,
  decorators: [withStoryShell],
  globals: onPhone,
  parameters: {
    layout: 'fullscreen',
    shell: {
      route: '/notifications',
      api: {
        'GET /api/auth/session': sessionReplies.signedIn(aSessionUser()),
        'GET /api/notifications/settings': { json: PUSH_OFF },
        'POST /api/notifications/settings': ({ body }: StoryRequest) => ({ json: body }),
      },
    },
  },
} satisfies Meta<typeof NotificationsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Push off: the topics are shown off and cannot be changed. */
export const PushOff: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('switch', { name: 'Push Notifications' })).not.toBeChecked();
    await expect(canvas.getByRole('switch', { name: 'Promotions' })).toBeDisabled();
  },
};

export const PushOffOnDesktop: Story = { ...PushOff, globals: onDesktop };

/** The settings are on their way. */
export const Loading: Story = {
  parameters: { shell: { api: { 'GET /api/notifications/settings': neverAnswers } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading your notification settings')).toBeInTheDocument();
  },
};

/** They could not be read: the message and Try again. */
export const LoadFailed: Story = {
  parameters: { shell: { api: { 'GET /api/notifications/settings': refusal(503, 'Service unavailable') } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Unable to load your notification settings.')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  },
};

export const LoadFailedOnDesktop: Story = { ...LoadFailed, globals: onDesktop };

/** Push switched back on and saved: the save is on its way. */
export const Saving: Story = {
  parameters: { shell: { api: { 'POST /api/notifications/settings': neverAnswers } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('switch', { name: 'Push Notifications' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save Settings' }));
    await expect(await canvas.findByRole('button', { name: /Saving/ })).toHaveAttribute('aria-disabled', 'true');
  },
};
