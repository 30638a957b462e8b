import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { aSessionUser, onDesktop, screenApi, wiredScreen } from '@ciao/shell/testing';
import { activityEntries } from '../testing/fixtures';
import { ActivityScreen } from './activity-screen';

/** The exposed /activity screen wired to the API, answered by fixtures. */
const meta = {
  title: 'Dashboard/Activity screen (wired to the API)',
  component: ActivityScreen,
  ...wiredScreen({ tall: true }),
} satisfies Meta<typeof ActivityScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const user = aSessionUser();
const api = screenApi(user);

/** The first page on its way. */
export const Loading: Story = {
  parameters: api.loading,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Credit activity')).toBeInTheDocument();
  },
};

/** The ledger's first page, as the API answers it. */
export const Loaded: Story = {
  parameters: api.answering({
    [`GET /api/user/${user.id}/activity`]: { json: { entries: activityEntries(), nextCursor: null } },
  }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Code CIAO-7Q2K9D-X4M8PL')).toBeInTheDocument();
  },
};

export const LoadedOnDesktop: Story = { ...Loaded, globals: onDesktop };

/** The API could not answer: the screen says so, with 'Try again'. */
export const Failed: Story = {
  parameters: api.unavailable,
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Your credit activity could not be loaded.', {}, { timeout: 5_000 }),
    ).toBeInTheDocument();
  },
};
