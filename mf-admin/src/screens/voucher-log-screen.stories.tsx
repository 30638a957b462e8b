import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import {
  aSessionUser,
  neverAnswers,
  onDesktop,
  onPhone,
  refusal,
  sessionReplies,
  withStoryShell,
} from '@ciao/shell/testing';
import { TEXTS } from '../features/voucher-logs/voucher-log-view';
import { VoucherLogScreen } from './voucher-log-screen';

/** The exposed screen wired to the API, answered by fixtures: loading, failed, not an admin. */
const meta = {
  title: 'Admin/Voucher log screen (wired to the API)',
  component: VoucherLogScreen,
  decorators: [withStoryShell],
  globals: onPhone,
  parameters: { layout: 'fullscreen', shell: { route: '/admin/voucher-logs' } },
} satisfies Meta<typeof VoucherLogScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const session = { 'GET /api/auth/session': sessionReplies.signedIn(aSessionUser({ role: 'owner' })) };

export const Loading: Story = {
  parameters: { shell: { api: { ...session, '*': neverAnswers } } },
};

export const Failed: Story = {
  parameters: { shell: { api: { ...session, '*': refusal(503, 'Service unavailable') } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(TEXTS.failed)).toBeInTheDocument();
  },
};

export const FailedOnDesktop: Story = { ...Failed, globals: onDesktop };
