import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, within } from 'storybook/test';
import { aSessionUser, onPhone, sessionReplies, withStoryShell } from '@ciao/shell/testing';
import { ProfileDialogPreview } from './profile-dialog-preview';

/** The remote's standalone page for the profile dialog (the host opens it from its side menu instead). */
const meta = {
  title: 'Account/Standalone page/Profile dialog preview',
  component: ProfileDialogPreview,
  decorators: [withStoryShell],
  globals: onPhone,
  parameters: { shell: { api: { 'GET /api/auth/session': sessionReplies.signedIn(aSessionUser()) } } },
} satisfies Meta<typeof ProfileDialogPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Opened: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open profile dialog' }));
    await expect(
      await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Profile' }),
    ).toBeVisible();
  },
};
