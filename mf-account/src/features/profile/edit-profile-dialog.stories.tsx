import type { Meta, StoryObj } from '@storybook/react';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { INVALID_IMAGE_URL } from '@ciao/contracts/web';
import { aSessionUser, neverAnswers, onDesktop, onPhone, sessionReplies, withStoryShell } from '@ciao/shell/testing';
import { EditProfileDialog } from './edit-profile-dialog';

/** A picture that loads without a network (the user's avatar as the API returns it). */
const PICTURE = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 80 80"><rect width="80" height="80" fill="#1d4ed8"/><circle cx="40" cy="32" r="14" fill="#fbbf24"/><rect x="18" y="52" width="44" height="20" rx="10" fill="#fbbf24"/></svg>',
)}`;

/** This browser, the one device signed in (the list's own states: signed-in-devices.stories.tsx). */
const thisDevice = {
  id: '4a1f0d8e-2b1c-4c3d-9e8f-0a1b2c3d4e5f',
  device: 'Chrome on Android',
  firstSeenAt: '2026-11-20T08:00:00.000Z',
  lastSeenAt: '2026-11-28T09:55:00.000Z',
  current: true,
};

const signedIn = (user = aSessionUser({ nickname: 'ada', image: PICTURE })) => ({
  api: {
    'GET /api/auth/session': sessionReplies.signedIn(user),
    'PATCH /api/user/profile': { status: 204 },
    [`GET /api/user/${user.id}/sessions`]: { json: { sessions: [thisDevice] } },
  },
});

/**
 * The profile dialog the host opens from the side menu: nickname, picture address with a live
 * preview, the signed-in devices, and the Danger Zone. The session and the saves are fixtures.
 */
const meta = {
  title: 'Account/Profile dialog',
  component: EditProfileDialog,
  decorators: [withStoryShell],
  args: { open: true, onOpenChange: fn() },
  argTypes: { onOpenChange: { control: false } },
  globals: onPhone,
  parameters: { shell: signedIn(), docs: { story: { inline: false, iframeHeight: 800 } } },
} satisfies Meta<typeof EditProfileDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = async (canvasElement: HTMLElement) => {
  const body = within(canvasElement.ownerDocument.body);
  const profile = within(await body.findByRole('dialog', { name: 'Profile' }));
  await profile.findByText('ada@example.com');
  return { body, profile };
};

/** A nickname and a picture: the preview shows it. */
export const WithImagePreview: Story = {
  play: async ({ canvasElement }) => {
    const { profile } = await dialog(canvasElement);
    await expect(profile.getByRole('img', { name: 'Profile image preview of ada' })).toBeInTheDocument();
  },
};

export const WithImagePreviewOnDesktop: Story = { ...WithImagePreview, globals: onDesktop };

/** No nickname, no picture: the name and its initial. */
export const WithoutNicknameOrPicture: Story = {
  parameters: { shell: signedIn(aSessionUser()) },
  play: async ({ canvasElement }) => {
    const { profile } = await dialog(canvasElement);
    await expect(profile.getByRole('img', { name: 'Ada Lovelace (no image)' })).toBeInTheDocument();
  },
};

/** An address that is not an image's: Save answers with the 'Invalid Image URL' toast. */
export const InvalidImageUrl: Story = {
  play: async ({ canvasElement }) => {
    const { body, profile } = await dialog(canvasElement);
    await userEvent.type(profile.getByLabelText('Profile Image URL'), 'my-photo');
    await userEvent.click(profile.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(body.getByText(INVALID_IMAGE_URL.description)).toBeInTheDocument());
  },
};

/** An image address whose image does not load: red ring, marker and the message. */
export const ImageDoesNotLoad: Story = {
  play: async ({ canvasElement }) => {
    const { profile } = await dialog(canvasElement);
    await userEvent.type(profile.getByLabelText('Profile Image URL'), 'https://images.invalid/ada.png');
    // Offline, the browser fails the load by itself; jsdom loads nothing, so the failure is played.
    const image = profile.queryByRole('img', { name: 'Profile image preview of ada' });
    if (image) fireEvent.error(image);
    await expect(await profile.findByRole('alert')).toHaveTextContent(
      'Image could not be loaded. Please check the URL.',
    );
  },
};

/** The save is on its way. */
export const Saving: Story = {
  parameters: { shell: { api: { 'PATCH /api/user/profile': neverAnswers } } },
  play: async ({ canvasElement }) => {
    const { profile } = await dialog(canvasElement);
    await userEvent.type(profile.getByLabelText('Nickname'), 'x');
    await userEvent.click(profile.getByRole('button', { name: 'Save' }));
    await expect(await profile.findByRole('button', { name: 'Saving...' })).toBeInTheDocument();
  },
};

/** The Danger Zone's confirmation: what is lost, Cancel or Delete Account. */
export const DeleteAccountConfirmation: Story = {
  play: async ({ canvasElement }) => {
    const { body, profile } = await dialog(canvasElement);
    await userEvent.click(profile.getByRole('button', { name: 'Delete Account' }));
    const confirmation = within(await body.findByRole('alertdialog', { name: 'Delete Account?' }));
    await expect(confirmation.getByRole('note')).toHaveTextContent('This action is irreversible.');
  },
};

export const DeleteAccountConfirmationOnDesktop: Story = { ...DeleteAccountConfirmation, globals: onDesktop };

/** The deletion is on its way: both buttons wait. */
export const DeletingAccount: Story = {
  parameters: { shell: { api: { 'DELETE /api/user/profile': neverAnswers } } },
  play: async ({ canvasElement }) => {
    const { body, profile } = await dialog(canvasElement);
    await userEvent.click(profile.getByRole('button', { name: 'Delete Account' }));
    const confirmation = within(await body.findByRole('alertdialog', { name: 'Delete Account?' }));
    await userEvent.click(confirmation.getByRole('button', { name: 'Delete Account' }));
    await expect(await confirmation.findByRole('button', { name: 'Deleting...' })).toBeInTheDocument();
  },
};
