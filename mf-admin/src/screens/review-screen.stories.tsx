import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { aSessionUser, screenApi, wiredScreen } from '@ciao/shell/testing';
import { someFlags } from '../testing/review-fixtures';
import { TEXTS } from '../features/review/review-view';
import { ReviewScreen } from './review-screen';

/** The exposed screen wired to the API, answered by fixtures: open flags, loading, failed, not an admin. */
const meta = {
  title: 'Admin/Review screen (wired to the API)',
  component: ReviewScreen,
  ...wiredScreen({ route: '/admin/review' }),
} satisfies Meta<typeof ReviewScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const api = screenApi(aSessionUser({ role: 'support' }));

export const Data: Story = {
  parameters: api.answering({
    'GET /api/admin/flags': { status: 200, json: { flags: someFlags(), openCount: 3, nextCursor: null } },
  }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('3 open')).toBeInTheDocument();
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
    await expect(
      await within(canvasElement).findByRole('heading', { name: TEXTS.notAuthorisedTitle }),
    ).toBeInTheDocument();
  },
};
