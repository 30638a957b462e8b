import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, within } from 'storybook/test';
import { onPhone } from '@ciao/shell/testing';
import { someCampaigns } from '../../testing/campaign-fixtures';
import { EMPTY_FORM } from './campaign-form-values';
import { CampaignsView, TEXTS } from './campaigns-view';
import type { CampaignEditorProps } from './campaigns-view';

const editor: CampaignEditorProps = {
  values: {
    ...EMPTY_FORM,
    title: 'Double rewards this weekend',
    body: 'Every simulation pays twice.',
    country: 'Italy',
  },
  onChange: fn(),
  saved: undefined,
  audience: 2480,
  preview: {
    push: { title: 'Double rewards this weekend', body: 'Every simulation pays twice.', url: '/' },
    mail: {
      subject: 'Double rewards this weekend',
      text: 'Every simulation pays twice.',
      html: '<h1>Double rewards this weekend</h1><p>Every simulation pays twice.</p>',
    },
  },
  testSent: undefined,
  busy: false,
  error: undefined,
  onPreview: fn(),
  onSave: fn(),
  onTestSend: fn(),
  onSend: fn(),
  onNew: fn(),
};

/** The Campaigns screen (/admin/campaigns) in its states; fed by fixtures (no API). */
const meta = {
  title: 'Admin/Campaigns',
  component: CampaignsView,
  args: { list: { status: 'ready', campaigns: someCampaigns() }, editor, onEdit: fn(), onCancel: fn() },
  argTypes: { editor: { control: 'object' }, list: { control: 'object' } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof CampaignsView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An owner's view: the editor with its counted audience and preview, and the campaigns with results. */
export const Editor: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Audience: 2,480 customers')).toBeInTheDocument();
    await expect(canvas.getByTitle('E-mail preview')).toHaveAttribute('sandbox', '');
    await expect(canvas.getAllByRole('button', { name: 'Edit' })).toHaveLength(2);
  },
};

/** A saved draft whose segment matches nobody: sent only once the operator confirms. */
export const NobodyMatches: Story = {
  args: { editor: { ...editor, audience: 0, saved: someCampaigns()[0] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Send now' })).toBeDisabled();
    await expect(canvas.getByRole('checkbox', { name: /matches nobody/ })).toBeInTheDocument();
  },
};

/** A viewer reads the campaigns and their results, and is offered nothing to change. */
export const ReadOnly: Story = {
  args: { editor: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(TEXTS.readOnly)).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Edit' })).toBeNull();
  },
};

/** On a 360 px phone: the list as cards. */
export const OnPhone: Story = { globals: onPhone };

export const Empty: Story = { args: { list: { status: 'ready', campaigns: [] } } };

export const NotAuthorised: Story = { args: { list: { status: 'not-authorised' }, editor: null } };
