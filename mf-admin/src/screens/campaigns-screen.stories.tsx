import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { aSessionUser, screenApi, wiredScreen } from '@ciao/shell/testing';
import { someCampaigns } from '../testing/campaign-fixtures';
import { TEXTS } from '../features/campaigns/campaigns-view';
import { CampaignsScreen } from './campaigns-screen';

/** The exposed screen wired to the API, answered by fixtures: campaigns and a counted audience, loading, failed, not an admin. */
const meta = {
  title: 'Admin/Campaigns screen (wired to the API)',
  component: CampaignsScreen,
  ...wiredScreen({ route: '/admin/campaigns' }),
} satisfies Meta<typeof CampaignsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const api = screenApi(aSessionUser({ role: 'support' }));

export const Data: Story = {
  parameters: api.answering({
    'GET /api/admin/campaigns': { status: 200, json: { campaigns: someCampaigns() } },
    'POST /api/admin/campaigns/audience': { status: 200, json: { size: 2480 } },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Audience: 2,480 customers')).toBeInTheDocument();
    await expect(await canvas.findByText('Your codes expire soon')).toBeInTheDocument();
  },
};

export const Loading: Story = { parameters: api.loading };

export const Failed: Story = {
  parameters: api.unavailable,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(TEXTS.failed)).toBeInTheDocument();
  },
};

export const NotAuthorised: Story = {
  parameters: api.refusing(403, 'Admin access required'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Not authorised' })).toBeInTheDocument();
  },
};
