import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { voucherLogsCsvPath } from '@ciao/api-client/signed-in';
import { aVoucherLog, someVoucherLogs } from '../../testing/voucher-log-fixtures';
import { TEXTS, VoucherLogView } from './voucher-log-view';

/**
 * The admin voucher log (/admin/voucher-logs) in every state an admin, or someone who is not one,
 * meets; fed by fixtures (no API). The screen (`VoucherLogScreen`) wires these props to the API.
 */
const meta = {
  title: 'Admin/Voucher logs',
  component: VoucherLogView,
  args: {
    filter: {},
    onFilterChange: fn(),
    exportHref: voucherLogsCsvPath({}),
    state: { status: 'ready', logs: someVoucherLogs(12), pageNumber: 1 },
  },
  argTypes: {
    onFilterChange: { control: false },
    state: { control: 'object' },
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof VoucherLogView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The newest rows, one page: every action, an erased account ('Deleted account'), order ids on used codes. */
export const Latest: Story = {};

/** Filtered by user e-mail and action: the fields show the filter, the export link carries it. */
export const Filtered: Story = {
  args: {
    filter: { userEmail: 'member3@example.com', actionType: 'used' },
    exportHref: voucherLogsCsvPath({ userEmail: 'member3@example.com', actionType: 'used' }),
    state: {
      status: 'ready',
      pageNumber: 1,
      logs: someVoucherLogs(40)
        .filter((log) => log.actionType === 'used')
        .map((log) => ({ ...log, userEmail: 'member3@example.com' })),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('User e-mail')).toHaveValue('member3@example.com');
    await expect(canvas.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/admin/voucher-logs.csv?userEmail=member3%40example.com&actionType=used',
    );
  },
};

/** Nothing matches: 'No logs found'. */
export const Empty: Story = {
  args: {
    filter: { voucherCode: 'CIAO-NOPE00-000000' },
    exportHref: voucherLogsCsvPath({ voucherCode: 'CIAO-NOPE00-000000' }),
    state: { status: 'ready', logs: [], pageNumber: 1 },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: TEXTS.empty })).toBeInTheDocument();
  },
};

/** A log of 100,000 rows, read 50 at a time: page 3, older and newer pages a click away. */
export const ManyRows: Story = {
  args: {
    state: {
      status: 'ready',
      logs: someVoucherLogs(50, { newestId: 99_900 }),
      pageNumber: 3,
      onNextPage: fn(),
      onPreviousPage: fn(),
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('row')).toHaveLength(51);
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    if (args.state.status === 'ready') await expect(args.state.onNextPage).toHaveBeenCalled();
  },
};

/** The next page is on its way: the rows shown are dimmed and paging waits. */
export const LoadingNextPage: Story = {
  args: {
    state: { status: 'ready', logs: someVoucherLogs(50), pageNumber: 2, loadingPage: true, onPreviousPage: fn() },
  },
};

/** The first read is under way. */
export const Loading: Story = {
  args: { state: { status: 'loading' } },
};

/** The read failed: 'Failed to fetch logs', with a way to try again. */
export const Failed: Story = {
  args: { state: { status: 'failed', onRetry: fn() } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(TEXTS.failed)).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    if (args.state.status === 'failed') await expect(args.state.onRetry).toHaveBeenCalled();
  },
};

/** A signed-in user who is not an admin (the API answered 403): no filters, no rows, no export. */
export const NotAuthorised: Story = {
  args: { state: { status: 'not-authorised' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: TEXTS.notAuthorisedTitle })).toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: 'Export CSV' })).not.toBeInTheDocument();
  },
};

/** A row with nothing optional: no Shopify discount, no order, an account since deleted. */
export const SparseRow: Story = {
  args: {
    state: {
      status: 'ready',
      pageNumber: 1,
      logs: [
        aVoucherLog({ actionType: 'cancelled', userEmail: null, shopifyDiscountId: null, ciaomarketsOrderId: null }),
      ],
    },
  },
};
