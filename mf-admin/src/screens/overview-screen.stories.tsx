import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { aSessionUser, screenApi, wiredScreen } from '@ciao/shell/testing';
import { anOverview } from '../testing/overview-fixtures';
import { TEXTS } from '../features/overview/overview-view';
import { OverviewScreen } from './overview-screen';

/** The exposed screen wired to the API, answered by fixtures: data, loading, failed, not an admin. */
const meta = {
  title: 'Admin/Overview screen (wired to the API)',
  component: OverviewScreen,
  ...wiredScreen({ route: '/admin' }),
} satisfies Meta<typeof OverviewScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const api = screenApi(aSessionUser({ role: 'viewer' }));

export const Data: Story = {
  parameters: api.answering({ 'GET /api/admin/overview': { status: 200, json: anOverview() } }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('$291.98')).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: api.loading,
};

export const Failed: Story = {
  parameters: api.unavailable,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(TEXTS.failed)).toBeInTheDocument();
  },
};

export const NotAuthorised: Story = {
  parameters: api.refusing(403, 'Admin access required'),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: TEXTS.notAuthorisedTitle }),
    ).toBeInTheDocument();
  },
};
