import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, within } from 'storybook/test';
import { onPhone } from '@ciao/shell/testing';
import { aDeployToken } from '../../testing/releases-fixtures';
import { DeployTokensView, TOKEN_TEXTS } from './deploy-tokens-view';

/** The deploy tokens of the Releases screen (owners), fed by fixtures; the screen wires them to the API. */
const meta = {
  title: 'Admin/Releases/Deploy tokens',
  component: DeployTokensView,
  args: {
    state: {
      status: 'ready',
      tokens: [
        aDeployToken({ lastUsedAt: '2026-11-28T17:30:00.000Z' }),
        aDeployToken({
          id: '3',
          remote: 'mf-dashboard',
          name: 'old ci',
          createdBy: 'ops (command line)',
          expiresAt: '2026-10-30T09:00:00.000Z',
          revokedAt: '2026-09-12T11:00:00.000Z',
        }),
      ],
    },
    remotes: ['mf-dashboard', 'mf-referral'],
    busy: false,
    error: null,
    onCreate: fn(),
    onRevoke: fn(),
  },
  argTypes: { onCreate: { control: false }, onRevoke: { control: false } },
} satisfies Meta<typeof DeployTokensView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every token with its expiry or revocation and last use; only live ones can be revoked. */
export const Tokens: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('button', { name: /^Revoke #/ })).toHaveLength(1);
  },
};

/** A token just made: shown this once, to be copied into the team's CI secrets. */
export const JustMade: Story = {
  args: {
    made: {
      id: '8',
      remote: 'mf-referral',
      name: 'new ci',
      token: 'ciao_dt_Zq3v7mKXr1bN0pT8yLw2sHc5fJd4gAe6iUo9kVx1',
      expiresAt: '2027-02-27T09:00:00.000Z',
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(TOKEN_TEXTS.shownOnce)).toBeInTheDocument();
  },
};

/** On a 360 px phone: the token wraps instead of widening the page. */
export const JustMadeOnPhone: Story = { ...JustMade, globals: onPhone };

export const Empty: Story = { args: { state: { status: 'ready', tokens: [] } } };
