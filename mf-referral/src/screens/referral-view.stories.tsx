import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ApiError } from '@ciao/api-client';
import { ShellProviders } from '@ciao/shell';
import { ReferralView } from './referral-view';
import { referralStats, teamCounts, teamOfEveryState } from '../testing/referral-fixtures';
import type { TeamCardProps } from '../features/team/team-card';

/** Answers the screen's calls would get, without a server. */
const saved = async (code: string) => ({ code });
const applied = async () => ({ ok: true });
const refusedWith = (status: number, message: string) => () =>
  Promise.reject(new ApiError(status, 'Refused', JSON.stringify({ message })));

/** Three friends on the team (its every state: 'Referral/Your team'). */
const threeFriends = teamOfEveryState().slice(0, 3);
const team: TeamCardProps = {
  members: threeFriends,
  counts: teamCounts(threeFriends),
  status: 'success',
  hasMore: false,
  loadingMore: false,
  loadMoreFailed: false,
  onLoadMore: () => undefined,
  onRetry: () => undefined,
  onRemind: async () => ({ remindedAt: '2026-11-28T10:00:00.000Z' }),
};

const meta = {
  title: 'Referral/Referral screen',
  component: ReferralView,
  decorators: [
    (Story) => (
      // Toasts and mutations need the shell's store and query cache, as in the app.
      <ShellProviders>
        <Story />
      </ShellProviders>
    ),
  ],
  args: {
    code: 'ADA12345',
    stats: referralStats({ totalReferrals: 3, completedReferrals: 1, pendingRewards: '10' }),
    appAddress: 'https://ciao.example.com',
    loadFailed: false,
    onSaveCode: saved,
    onApplyCode: applied,
    team,
  },
  argTypes: {
    onSaveCode: { control: false },
    onApplyCode: { control: false },
    onRetry: { control: false },
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ReferralView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three friends invited, one finished a first mining: $10 still to come. */
export const WithInvites: Story = {};

/** A new user: nobody has used the code yet. */
export const NoInvitesYet: Story = {
  args: { stats: referralStats(), team: { ...team, members: [], counts: teamCounts([]) } },
};

/** The code used fifty times, the most one account can be rewarded for: it is refused to later friends. */
export const RewardLimitReached: Story = {
  args: { stats: referralStats({ totalReferrals: 57, completedReferrals: 52, paidReferrals: 50 }) },
};

/** While the code and stats load. */
export const Loading: Story = {
  args: { code: undefined, stats: undefined, team: { ...team, members: [], counts: undefined, status: 'pending' } },
};

/** The stats could not be read: the screen offers to try again. */
export const LoadFailed: Story = {
  args: { stats: undefined, loadFailed: true, onRetry: () => {} },
};

/** Editing the code: typed letters become capitals; Save stays disabled under 6 characters. */
export const EditingCode: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Code' }));
    const input = canvas.getByLabelText('New referral code');
    await userEvent.clear(input);
    await userEvent.type(input, 'ada1');
    await expect(input).toHaveValue('ADA1');
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled();
    await userEvent.type(input, '2x');
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeEnabled();
  },
};

/** A code with symbols: Save is disabled and the field says why. */
export const EditingWithSymbols: Story = {
  args: { editingCode: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('New referral code');
    await userEvent.type(input, '!!');
    await expect(canvas.getByText('Use letters and numbers only.')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};

/** Another account holds the code: the error toast shows the server's message. */
export const CodeTaken: Story = {
  args: { editingCode: true, onSaveCode: refusedWith(409, 'This referral code is already taken') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    const input = canvas.getByLabelText('New referral code');
    await userEvent.clear(input);
    await userEvent.type(input, 'TAKEN1');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(page.getByText('This referral code is already taken')).toBeInTheDocument());
  },
};

/** A friend's code that does not exist. */
export const InvalidFriendCode: Story = {
  args: { onApplyCode: refusedWith(404, 'Invalid referral code') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.type(canvas.getByLabelText("Friend's referral code"), 'nosuchcode');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply Code' }));
    await waitFor(() => expect(page.getByText('Invalid referral code')).toBeInTheDocument());
  },
};

/** A friend's code applied. */
export const FriendCodeApplied: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.type(canvas.getByLabelText("Friend's referral code"), 'friend42');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply Code' }));
    await waitFor(() =>
      expect(
        page.getByText('Referral code applied. Complete your first mining to receive $5 in $CIAO!'),
      ).toBeInTheDocument(),
    );
  },
};
