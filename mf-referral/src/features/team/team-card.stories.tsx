import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ApiError } from '@ciao/api-client';
import { ShellProviders } from '@ciao/shell';
import { teamCounts, teamMember, teamOfEveryState } from '../../testing/referral-fixtures';
import { TeamCard } from './team-card';
import en from '../../messages/en.json';

const everyState = teamOfEveryState();
/** 320 px, the narrowest phone: every story of "Your team" is shown there. */
const smallPhone = { viewport: { value: 'phoneSmall', isRotated: false } };

/** "Your team" on the referral screen in every state, fed by fixtures (no API). */
const meta = {
  title: 'Referral/Your team',
  component: TeamCard,
  decorators: [
    (Story) => (
      <ShellProviders>
        <Story />
      </ShellProviders>
    ),
  ],
  globals: smallPhone,
  args: {
    members: everyState,
    counts: teamCounts(everyState),
    status: 'success',
    hasMore: false,
    loadingMore: false,
    loadMoreFailed: false,
    onLoadMore: fn(),
    onRetry: fn(),
    onRemind: fn(async () => ({ remindedAt: '2026-11-28T10:00:00.000Z' })),
  },
  argTypes: { onRemind: { control: false } },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof TeamCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every state the programme shows: joined, e-mail verified, mining, completed; paid, pending (three reasons), not eligible (three reasons); reminded. */
export const EveryState: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('9 friends')).toBeInTheDocument();
    await expect(canvas.getByText(/^Bonus paid: \$5\.00 \(1,250,000\.50 \$CIAO\) on/)).toBeInTheDocument();
    await expect(canvas.getByText('Not eligible: Referral reward limit reached')).toBeInTheDocument();
    await expect(canvas.getAllByRole('button', { name: en['team.remind'] })).toHaveLength(3);
  },
};

/** A reminder goes; the toast says so. */
export const ReminderSent: Story = {
  args: { members: [teamMember()], counts: teamCounts([teamMember()]) },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: en['team.remind'] }));
    await expect(args.onRemind).toHaveBeenCalledWith(teamMember().memberId);
    await expect(await within(document.body).findByText(en['team.reminded'])).toBeInTheDocument();
  },
};

/** A second reminder within the week: the server's message in the toast. */
export const ReminderRefused: Story = {
  args: {
    members: [teamMember()],
    counts: teamCounts([teamMember()]),
    onRemind: fn(() =>
      Promise.reject(
        new ApiError(
          409,
          'Conflict',
          JSON.stringify({
            message:
              'You already reminded this friend this week. You can send another reminder 7 days after the last one.',
          }),
        ),
      ),
    ),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: en['team.remind'] }));
    await expect(await within(document.body).findByText(/You already reminded this friend/)).toBeInTheDocument();
  },
};

/** Nobody has joined yet. */
export const Empty: Story = {
  args: { members: [], counts: teamCounts([]) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(en['team.emptyTitle'])).toBeInTheDocument();
  },
};

/** The first page is on its way. */
export const Loading: Story = {
  args: { members: [], counts: undefined, status: 'pending' },
};

/** The first page failed: a way to try again. */
export const LoadFailed: Story = {
  args: { members: [], counts: undefined, status: 'error' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
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
};
