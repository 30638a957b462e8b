import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { onDesktop, screenApi, wiredScreen } from '@ciao/shell/testing';
import { ReferralScreen } from './referral-screen';

/** The exposed screen wired to the API, answered by fixtures: loading and failed. */
const meta = {
  title: 'Referral/Referral screen (wired to the API)',
  component: ReferralScreen,
  ...wiredScreen(),
} satisfies Meta<typeof ReferralScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const api = screenApi();

export const Loading: Story = {
  parameters: api.loading,
};

/** The code, stats and team could not be read: the messages, each with Try again. */
export const Failed: Story = {
  parameters: api.unavailable,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Unable to load your referral details.')).toBeInTheDocument();
    await expect(await canvas.findByText('Unable to load your team.')).toBeInTheDocument();
    await expect(canvas.getAllByRole('button', { name: 'Try again' })).toHaveLength(2);
  },
};

export const FailedOnDesktop: Story = { ...Failed, globals: onDesktop };
