import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { onPhone, withStoryShell } from '@ciao/shell/testing';
import { auditLogCsvPath } from '@ciao/api-client/signed-in';
import { CUSTOMER_ID, someAuditEntries } from '../../testing/customer-fixtures';
import { AuditLogView, TEXTS } from './audit-log-view';

/** The audit log (/admin/audit-log) in every state; fed by fixtures. `AuditLogScreen` wires it to the API. */
const meta = {
  title: 'Admin/Audit log',
  component: AuditLogView,
  decorators: [withStoryShell],
  args: {
    filter: {},
    onFilterChange: fn(),
    exportHref: auditLogCsvPath({}),
    state: { status: 'ready', entries: someAuditEntries() },
  },
  argTypes: { onFilterChange: { control: false }, state: { control: 'object' } },
  parameters: { layout: 'fullscreen', shell: { route: '/admin/audit-log' } },
} satisfies Meta<typeof AuditLogView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The newest entries: a correction, a cancel, an export, a role change from the command line. */
export const Latest: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('cell', { name: 'command line' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', '/api/admin/audit-log.csv');
  },
};

/** At 360 px: each entry a card. */
export const OnPhone: Story = { globals: onPhone };

/** Filtered by customer and action; 'More entries' for the next page. */
export const Filtered: Story = {
  args: {
    filter: { customerId: CUSTOMER_ID, action: 'credits.adjusted', from: '2026-01-01', to: '2026-01-31' },
    state: { status: 'ready', entries: someAuditEntries().slice(0, 1), onMore: fn() },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect(args.onFilterChange).toHaveBeenCalledWith({});
  },
};

/** A viewer: the export names people by e-mail, so there is no 'Export CSV'. */
export const ForAViewer: Story = {
  args: { exportHref: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link', { name: 'Export CSV' })).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { state: { status: 'ready', entries: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: TEXTS.empty })).toBeInTheDocument();
  },
};

export const Loading: Story = { args: { state: { status: 'loading' } } };

export const Failed: Story = { args: { state: { status: 'failed', message: TEXTS.failed, onRetry: fn() } } };

export const NotAuthorised: Story = { args: { state: { status: 'not-authorised' } } };
