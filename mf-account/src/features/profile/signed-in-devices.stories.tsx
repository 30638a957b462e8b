import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { SignedInDevice } from '@ciao/contracts';
import { aSessionUser, neverAnswers, onDesktop, onPhone, refusal, withStoryShell } from '@ciao/shell/testing';
import { SignedInDevices } from './signed-in-devices';

const USER_ID = aSessionUser().id;
const SESSIONS = `/api/user/${USER_ID}/sessions`;

const device = (id: string, name: string, firstSeenAt: string, current = false): SignedInDevice => ({
  id,
  device: name,
  firstSeenAt,
  lastSeenAt: '2026-11-28T09:55:00.000Z',
  current,
});

const THIS_PHONE = device(
  '4a1f0d8e-2b1c-4c3d-9e8f-0a1b2c3d4e5f',
  'Chrome on Android',
  '2026-11-20T08:00:00.000Z',
  true,
);
const LAPTOP = device('5b2e1c9f-3c2d-4d4e-8f90-1b2c3d4e5f60', 'Firefox on Windows', '2026-11-27T18:30:00.000Z');
const TABLET = device('6c3f2dae-4d3e-4e5f-a0b1-2c3d4e5f6071', 'Safari on iPad', '2026-11-02T12:15:00.000Z');

/**
 * The profile dialog's "Signed-in devices": the list (this device marked), each other device's own
 * "Sign out", and "Sign out everywhere else" behind a confirmation. The API's answers are fixtures.
 */
const meta = {
  title: 'Account/Signed-in devices',
  component: SignedInDevices,
  decorators: [withStoryShell],
  args: { userId: USER_ID },
  globals: onPhone,
  parameters: {
    shell: {
      api: {
        [`GET ${SESSIONS}`]: { json: { sessions: [LAPTOP, THIS_PHONE, TABLET] } },
        [`DELETE ${SESSIONS}/${LAPTOP.id}`]: { json: { ok: true } },
        [`POST ${SESSIONS}/sign-out-others`]: { json: { signedOutDevices: 2 } },
      },
    },
  },
} satisfies Meta<typeof SignedInDevices>;

export default meta;
type Story = StoryObj<typeof meta>;

const section = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('region', { name: 'Signed-in devices' }));

/** Three devices, newest first: this one marked, each other one with a "Sign out" that names it. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const devices = await section(canvasElement);
    const rows = await devices.findAllByRole('listitem');
    await expect(rows).toHaveLength(3);
    await expect(within(rows[1] as HTMLElement).getByText('This device')).toBeInTheDocument();
    await expect(devices.getByRole('button', { name: /^Sign out Firefox on Windows/ })).toBeInTheDocument();
    await expect(devices.queryByRole('button', { name: /^Sign out Chrome on Android/ })).toBeNull();
  },
};

export const ListOnDesktop: Story = { ...List, globals: onDesktop };

/** The list is on its way. */
export const Loading: Story = {
  parameters: { shell: { api: { [`GET ${SESSIONS}`]: neverAnswers } } },
  play: async ({ canvasElement }) => {
    const devices = await section(canvasElement);
    await expect(devices.getByRole('status')).toHaveTextContent('Loading signed-in devices');
  },
};

/** Only this browser is signed in: nothing to sign out. */
export const OnlyThisDevice: Story = {
  parameters: { shell: { api: { [`GET ${SESSIONS}`]: { json: { sessions: [THIS_PHONE] } } } } },
  play: async ({ canvasElement }) => {
    const devices = await section(canvasElement);
    await expect(await devices.findByText('Only this device is signed in to your account.')).toBeInTheDocument();
    await expect(devices.queryByRole('button', { name: 'Sign out everywhere else' })).toBeNull();
  },
};

/** The list could not be read: the error and "Try again". */
export const LoadFailed: Story = {
  parameters: { shell: { api: { [`GET ${SESSIONS}`]: refusal(503, 'Service unavailable') } } },
  play: async ({ canvasElement }) => {
    const devices = await section(canvasElement);
    await expect(await devices.findByText('Could not load your signed-in devices.')).toBeInTheDocument();
    await expect(devices.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  },
};

/** One device is being signed out: its button waits. */
export const SigningOutOneDevice: Story = {
  parameters: { shell: { api: { [`DELETE ${SESSIONS}/${LAPTOP.id}`]: neverAnswers } } },
  play: async ({ canvasElement }) => {
    const devices = await section(canvasElement);
    await userEvent.click(await devices.findByRole('button', { name: /^Sign out Firefox on Windows/ }));
    await expect(await devices.findByText('Signing out...')).toBeInTheDocument();
  },
};

/** "Sign out everywhere else" asks first: how many devices, and that this one stays. */
export const SignOutEverywhereElseConfirmation: Story = {
  play: async ({ canvasElement }) => {
    const devices = await section(canvasElement);
    await userEvent.click(await devices.findByRole('button', { name: 'Sign out everywhere else' }));
    const body = within(canvasElement.ownerDocument.body);
    const confirmation = within(await body.findByRole('alertdialog', { name: 'Sign out everywhere else?' }));
    await expect(
      confirmation.getByText('2 other devices will be signed out at once. This device stays signed in.'),
    ).toBeInTheDocument();
    await userEvent.click(confirmation.getByRole('button', { name: 'Sign out everywhere else' }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
  },
};

export const SignOutEverywhereElseConfirmationOnDesktop: Story = {
  ...SignOutEverywhereElseConfirmation,
  globals: onDesktop,
};
