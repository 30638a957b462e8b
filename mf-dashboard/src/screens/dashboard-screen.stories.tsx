import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { onDesktop, screenApi, wiredScreen } from '@ciao/shell/testing';
import { DashboardScreen } from './dashboard-screen';

const SPLASH_MESSAGE = 'Loading your mining dashboard...';

/** The exposed screen wired to the API, answered by fixtures: what a user sees before or without the readings. */
const meta = {
  title: 'Dashboard/Dashboard screen (wired to the API)',
  component: DashboardScreen,
  ...wiredScreen({ tall: true }),
} satisfies Meta<typeof DashboardScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const api = screenApi();

/** Stats and the active contract on their way: the splash. */
export const Loading: Story = {
  parameters: api.loading,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(SPLASH_MESSAGE)).toBeInTheDocument();
  },
};

/** Every reading failed: the cards say so and the screen still works. */
export const Failed: Story = {
  parameters: api.unavailable,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('History is unavailable right now.', {}, { timeout: 5_000 }),
    ).toBeInTheDocument();
    await expect(canvas.getAllByTitle('Unavailable').length).toBeGreaterThan(0);
  },
};

export const FailedOnDesktop: Story = { ...Failed, globals: onDesktop };
