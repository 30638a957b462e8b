import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { aSessionUser, onDesktop, screenApi, wiredScreen } from '@ciao/shell/testing';
import { TEXTS } from '../features/voucher-logs/voucher-log-view';
import { VoucherLogScreen } from './voucher-log-screen';

/** The exposed screen wired to the API, answered by fixtures: loading, failed, not an admin. */
const meta = {
  title: 'Admin/Voucher log screen (wired to the API)',
  component: VoucherLogScreen,
  ...wiredScreen({ route: '/admin/voucher-logs' }),
} satisfies Meta<typeof VoucherLogScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const api = screenApi(aSessionUser({ role: 'owner' }));

export const Loading: Story = {
  parameters: api.loading,
};

export const Failed: Story = {
  parameters: api.unavailable,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(TEXTS.failed)).toBeInTheDocument();
  },
};

export const FailedOnDesktop: Story = { ...Failed, globals: onDesktop };
