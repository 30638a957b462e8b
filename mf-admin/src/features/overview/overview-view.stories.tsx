import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { overviewCsvPath } from '@ciao/api-client/signed-in';
import { onPhone } from '@ciao/shell/testing';
import { anOverview, someOverviewDays } from '../../testing/overview-fixtures';
import { OverviewView, TEXTS } from './overview-view';

/**
 * The programme overview (/admin) in every state; fed by fixtures (no API). The screen
 * (`OverviewScreen`) wires these props to the API.
 */
const meta = {
  title: 'Admin/Overview',
  component: OverviewView,
  args: {
    period: {},
    onPeriodChange: fn(),
    exportHref: overviewCsvPath({}),
    state: { status: 'ready', overview: anOverview() },
  },
  argTypes: { onPeriodChange: { control: false }, state: { control: 'object' } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof OverviewView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The last 30 days: what is owed, the rates, four charts and their tables (read by screen readers). */
export const Data: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // No period in the address: the fields show the API's default period, which the page is about.
    const answer = args.state.status === 'ready' ? args.state.overview : undefined;
    await expect(canvas.getByLabelText('From')).toHaveValue(answer?.from);
    await expect(canvas.getByLabelText('To')).toHaveValue(answer?.to);
    await expect(canvas.getByText('$291.98')).toBeInTheDocument();
    await expect(canvas.getByText('61.5%')).toBeInTheDocument();
    await expect(canvas.getByRole('table', { name: 'Codes, by day (UTC)' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', '/api/admin/overview.csv');
  },
};

/** On a 360 px phone: figures wrap, charts fit the width. */
export const OnPhone: Story = { globals: onPhone };

/** A chosen period: the fields show it, the export carries it; 'Show table' shows a chart's numbers. */
export const ChosenPeriod: Story = {
  args: {
    period: { from: '2026-01-09', to: '2026-01-15' },
    exportHref: overviewCsvPath({ from: '2026-01-09', to: '2026-01-15' }),
    state: { status: 'ready', overview: anOverview(someOverviewDays(7)) },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('From')).toHaveValue('2026-01-09');
    await userEvent.click(canvas.getAllByRole('button', { name: 'Show table' })[0] as HTMLElement);
    await expect(canvas.getByRole('button', { name: 'Hide table' })).toHaveAttribute('aria-expanded', 'true');
    await userEvent.clear(canvas.getByLabelText('To'));
    await userEvent.type(canvas.getByLabelText('To'), '2026-01-14');
    await userEvent.click(canvas.getByRole('button', { name: 'Show period' }));
    await expect(args.onPeriodChange).toHaveBeenCalledWith({ from: '2026-01-09', to: '2026-01-14' });
  },
};

/** Nothing happened in the period: what is owed still shows, no charts. */
export const Empty: Story = {
  args: {
    state: {
      status: 'ready',
      overview: anOverview(someOverviewDays(30, { quiet: true }), {
        rates: { redemption: null, referralConversion: null, referralShare: null },
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: TEXTS.empty })).toBeInTheDocument();
    await expect(canvas.getAllByText('—')).toHaveLength(3);
  },
};

/** The first read is under way. */
export const Loading: Story = { args: { state: { status: 'loading' } } };

/** The read failed, with a way to try again. */
export const Failed: Story = {
  args: { state: { status: 'failed', onRetry: fn() } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(TEXTS.failed)).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    if (args.state.status === 'failed') await expect(args.state.onRetry).toHaveBeenCalled();
  },
};

/** A customer (the API answered 403): no figures, no export. */
export const NotAuthorised: Story = {
  args: { state: { status: 'not-authorised' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: TEXTS.notAuthorisedTitle })).toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: 'Export CSV' })).not.toBeInTheDocument();
  },
};
