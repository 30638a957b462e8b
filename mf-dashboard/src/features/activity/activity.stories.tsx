import type { Meta, StoryObj } from '@storybook/react';
import { MemoryRouter } from 'react-router-dom';
import { expect, fn, userEvent, within } from 'storybook/test';
import { activityEntries } from '../../testing/fixtures';
import { ActivityView } from './activity-view';

/** The credit activity (/activity) in every state, fed by fixtures (no API); `Activity` wires it to the API. */
const meta = {
  title: 'Dashboard/Credit activity',
  component: ActivityView,
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
  args: {
    entries: activityEntries(),
    status: 'success',
    hasMore: false,
    loadingMore: false,
    loadMoreFailed: false,
    onLoadMore: fn(),
    onRetry: fn(),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ActivityView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every kind of entry: signed $CIAO, USD at the time (or not recorded, for old entries), the simulation or code. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('-14,285,714.29 $CIAO')).toBeInTheDocument();
    await expect(canvas.getByText('Code CIAO-7Q2K9D-X4M8PL')).toBeInTheDocument();
    await expect(canvas.getByText('USD value not recorded')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  },
};

/** More pages follow: 'Load more' asks for the next one. */
export const MorePages: Story = {
  args: { hasMore: true },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Load more' }));
    await expect(args.onLoadMore).toHaveBeenCalled();
  },
};

/** The next page is on its way. */
export const LoadingMore: Story = {
  args: { hasMore: true, loadingMore: true },
};

/** The next page failed: what was read stays, with a way to try again. */
export const LoadMoreFailed: Story = {
  args: { hasMore: true, loadMoreFailed: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('More activity could not be loaded.')).toBeInTheDocument();
  },
};

/** The first page is loading. */
export const Loading: Story = {
  args: { entries: [], status: 'pending' },
};

/** A new account: nothing has moved yet. */
export const Empty: Story = {
  args: { entries: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No activity yet')).toBeInTheDocument();
  },
};

/** The first page failed: 'Try again'. */
export const Failed: Story = {
  args: { entries: [], status: 'error' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Your credit activity could not be loaded.')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
