import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, within } from 'storybook/test';
import { onPhone } from '@ciao/shell/testing';
import { STORYBOOK_SETTINGS_TEXTS, StorybookSettingsView } from './storybook-settings-view';

/** An owner's Storybook settings on the Releases screen, fed by fixtures; the screen wires them to the API. */
const meta = {
  title: 'Admin/Releases/Storybook settings',
  component: StorybookSettingsView,
  args: {
    state: {
      status: 'ready',
      settings: { access: 'admins', designApproval: 'off', changedBy: null, changedAt: null },
    },
    busy: false,
    error: null,
    onSave: fn(),
  },
  argTypes: { onSave: { control: false } },
} satisfies Meta<typeof StorybookSettingsView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The environment's defaults, until an owner saves settings: nothing to save yet. */
export const Defaults: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(STORYBOOK_SETTINGS_TEXTS.defaults)).toBeVisible();
    await expect(canvas.getByRole('button', { name: STORYBOOK_SETTINGS_TEXTS.save })).toBeDisabled();
  },
};

/** Saved by an owner: open to anyone with the link, visual changes wait for a designer. */
export const SetByAnOwner: Story = {
  args: {
    state: {
      status: 'ready',
      settings: {
        access: 'public',
        designApproval: 'required',
        changedBy: 'olive@example.com',
        changedAt: '2026-11-29T09:00:00.000Z',
      },
    },
  },
};

export const SetByAnOwnerOnPhone: Story = { ...onPhone, args: SetByAnOwner.args };

export const Loading: Story = { args: { state: { status: 'loading' } } };

export const Refused: Story = {
  args: { error: 'Your admin role does not allow this' },
};
