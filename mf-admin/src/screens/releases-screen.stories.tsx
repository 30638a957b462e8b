import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { aSessionUser, screenApi, wiredScreen } from '@ciao/shell/testing';
import { aNewRemote, someRemotes } from '../testing/releases-fixtures';
import { aVisualReview } from '../testing/visual-review-fixtures';
import { TEXTS } from '../features/releases/releases-view';
import { ReleasesScreen } from './releases-screen';

/** The exposed screen wired to the API, answered by fixtures: the registry, loading, failed, not an owner. */
const meta = {
  title: 'Admin/Releases screen (wired to the API)',
  component: ReleasesScreen,
  ...wiredScreen({ route: '/admin/releases' }),
} satisfies Meta<typeof ReleasesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const api = screenApi(aSessionUser({ role: 'owner' }));

export const Data: Story = {
  parameters: api.answering({
    'GET /api/admin/releases': { status: 200, json: { remotes: someRemotes() } },
    'GET /api/admin/remote-approvals': { status: 200, json: { remotes: [] } },
  }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Canary 1.5.0 for 10 %')).toBeInTheDocument();
  },
};

/** A new remote waits for an owner: its section above the registry. */
export const WithANewRemote: Story = {
  parameters: api.answering({
    'GET /api/admin/releases': { status: 200, json: { remotes: someRemotes() } },
    'GET /api/admin/remote-approvals': { status: 200, json: { remotes: [aNewRemote()] } },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'New remotes' })).toBeInTheDocument();
    await expect(canvas.getByText('Waiting for approval')).toBeInTheDocument();
  },
};

/** A designer: the canary's visual changes to approve, no promote or roll back. */
export const ForADesigner: Story = {
  parameters: screenApi(aSessionUser({ role: 'designer' })).answering({
    'GET /api/admin/releases': { status: 200, json: { remotes: someRemotes() } },
    'GET /api/admin/releases/mf-referral/1.5.0/visual-review': {
      status: 200,
      json: aVisualReview(),
    },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('1 changed')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Approve changes' })).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: TEXTS.rollback })).not.toBeInTheDocument();
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
  parameters: api.refusing(403, 'Your admin role does not allow this'),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: TEXTS.notAuthorisedTitle }),
    ).toBeInTheDocument();
  },
};
