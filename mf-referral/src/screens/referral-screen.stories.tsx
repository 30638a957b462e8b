import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import {
  aSessionUser,
  neverAnswers,
  onDesktop,
  onPhone,
  refusal,
  sessionReplies,
  withStoryShell,
} from '@ciao/shell/testing';
import { ReferralScreen } from './referral-screen';

/** The exposed screen wired to the API, answered by fixtures: loading and failed. */
const meta = {
  title: 'Referral/Referral screen (wired to the API)',
  component: ReferralScreen,
  decorators: [withStoryShell],
  globals: onPhone,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ReferralScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const session = { 'GET /api/auth/session': sessionReplies.signedIn(aSessionUser()) };

export const Loading: Story = {
  parameters: { shell: { api: { ...session, '*': neverAnswers } } },
};

/** The code and stats could not be read: the message and Try again. */
export const Failed: Story = {
  parameters: { shell: { api: { ...session, '*': refusal(503, 'Service unavailable') } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Unable to load your referral details.')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  },
};

export const FailedOnDesktop: Story = { ...Failed, globals: onDesktop };
