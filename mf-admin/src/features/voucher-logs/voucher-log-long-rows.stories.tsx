import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, within } from 'storybook/test';
import { voucherLogsCsvPath } from '@ciao/api-client/signed-in';
import { onDesktop } from '@ciao/shell/testing';
import { longVoucherLogs } from '../../testing/voucher-log-fixtures';
import { VoucherLogView } from './voucher-log-view';

/**
 * The voucher log with its widest rows (long e-mails, Shopify ids, order numbers): on a 320 px
 * phone the table scrolls inside its own region and the page keeps the screen's width.
 */
const meta = {
  title: 'Admin/Voucher logs with long rows',
  component: VoucherLogView,
  args: {
    filter: {},
    onFilterChange: fn(),
    exportHref: voucherLogsCsvPath({}),
    state: { status: 'ready', logs: longVoucherLogs(8), pageNumber: 1 },
  },
  argTypes: { onFilterChange: { control: false }, state: { control: 'object' } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof VoucherLogView>;

export default meta;
type Story = StoryObj<typeof meta>;

const showsTheRows: Story['play'] = async ({ canvasElement }) => {
  const region = within(canvasElement).getByRole('region', { name: 'Voucher logs' });
  await expect(within(region).getAllByText(/@a-very-long-company-domain\.example\.com$/).length).toBeGreaterThan(0);
};

/** 320 px, the narrowest phone. */
export const OnSmallPhone: Story = {
  globals: { viewport: { value: 'phoneSmall', isRotated: false } },
  play: showsTheRows,
};

export const OnDesktop: Story = { globals: onDesktop, play: showsTheRows };
