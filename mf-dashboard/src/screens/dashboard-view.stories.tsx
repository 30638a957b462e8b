import type { Meta, StoryObj } from '@storybook/react';
import { MemoryRouter } from 'react-router-dom';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  activeDashboard,
  fallingMarketPrice,
  finishedContracts,
  idleDashboard,
  overLimitDashboard,
  viewAll,
  withHistory,
} from '../testing/dashboard-view-props';
import { DashboardView } from './dashboard-view';

const SPLASH_MESSAGE = 'Loading your mining dashboard...';

/**
 * The mining dashboard (/) in every state a user meets, fed by fixtures (no API). The screen
 * itself (`DashboardScreen`) wires these props to the API's polled queries.
 */
const meta = {
  title: 'Dashboard/Mining dashboard',
  component: DashboardView,
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
  args: {
    ...idleDashboard(),
    notice: { visible: true, onDismiss: fn() },
  },
  argTypes: {
    notice: { control: 'object' },
    stats: { control: 'object' },
    activeContract: { control: false },
    history: { control: false },
    start: { control: false },
    claim: { control: 'object' },
    market: { control: 'object' },
  },
  parameters: {
    layout: 'fullscreen',
    // Overlays (splash, dialog) cover the page: one frame per story on the docs page.
    docs: { story: { inline: false, iframeHeight: 900 } },
  },
} satisfies Meta<typeof DashboardView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing running yet, no history: 'No Active Credit Mining', 'No history yet', start with 9h chosen. */
export const Idle: Story = {
  args: { start: { ...idleDashboard().start, onStart: fn() } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No Active Credit Mining')).toBeInTheDocument();
    await expect(canvas.getByText('No history yet')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('radio', { name: /^1h Lightning/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Start 1h Credit Mining' }));
    await expect(args.start.onStart).toHaveBeenCalledWith(expect.objectContaining({ hours: 1 }), '120000.0000000000');
  },
};

/** The splash over everything while stats and the active contract load (and 500 ms more). */
export const FirstLoad: Story = {
  args: { splash: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(SPLASH_MESSAGE)).toBeInTheDocument();
  },
};

/** A contract runs: countdown from the server's reading, progress, simulations left; start disabled. */
export const Active: Story = {
  args: activeDashboard(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('timer')).toHaveTextContent('06:00:01');
    await expect(canvas.getByRole('button', { name: 'Credit Simulation Active' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** The first contract is running and there is no finished one yet. */
export const EmptyHistory: Story = {
  args: {
    ...activeDashboard(),
    history: { ...activeDashboard().history, contracts: activeDashboard().history.contracts.slice(0, 1) },
  },
};

/** Finished contracts with their badges; credits worth more than $2.50: 'Claim Your Credits'. */
export const WithHistory: Story = {
  args: withHistory(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('Completed').length).toBeGreaterThan(0);
    await expect(canvas.getAllByText('Ready').length).toBeGreaterThan(0);
    await expect(canvas.getByRole('link', { name: 'Claim Your Credits' })).toHaveAttribute('href', '/store-credit');
  },
};

/** The 'View All' dialog: completed and claimed contracts, with 'Load more' while pages remain. */
export const ViewAll: Story = {
  args: { ...withHistory(), history: { ...withHistory().history, viewAll: viewAll({ open: true }) } },
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Credit Mining History' });
    await expect(within(dialog).getAllByRole('listitem')).toHaveLength(finishedContracts.length);
    await expect(within(dialog).getByRole('button', { name: 'Load more' })).toBeInTheDocument();
  },
};

/** 'View All' while its first page loads. */
export const ViewAllLoading: Story = {
  args: {
    ...withHistory(),
    history: { ...withHistory().history, viewAll: viewAll({ open: true, status: 'pending', contracts: [] }) },
  },
};

/** Pending credits worth more than $5.00: the start button reads 'Maximum Limit Reached'. */
export const OverLimit: Story = {
  args: overLimitDashboard(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Maximum Limit Reached' })).not.toHaveAttribute('aria-disabled');
    await expect(canvas.getByText('Over Limit')).toBeInTheDocument();
  },
};

/** The price could not be read: 'Market data unavailable'; the start card uses its fallback price. */
export const MarketDataUnavailable: Story = {
  args: { market: { price: undefined, status: 'unavailable' }, start: { ...idleDashboard().start, price: undefined } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Market data unavailable')).toBeInTheDocument();
  },
};

/** A falling market: the 24h change in red. */
export const MarketFalling: Story = {
  args: { market: { price: fallingMarketPrice, status: 'ready' } },
};

/** The start request is under way. */
export const Starting: Story = {
  args: { start: { ...idleDashboard().start, pending: true } },
};

/** The educational notice was dismissed today. */
export const NoticeDismissed: Story = {
  args: { notice: { visible: false, onDismiss: fn() } },
};
