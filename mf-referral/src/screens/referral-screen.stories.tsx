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

/** The code and stats could not be read: the message and Try again. */
export const Failed: Story = {
  parameters: api.unavailable,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Unable to load your referral details.')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  },
};

export const FailedOnDesktop: Story = { ...Failed, globals: onDesktop };
