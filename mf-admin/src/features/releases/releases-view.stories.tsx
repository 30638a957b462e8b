import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { onPhone } from '@ciao/shell/testing';
import { aRemote, aRemoteWithAnEarlierRelease, someRemotes } from '../../testing/releases-fixtures';
import { confirmationOf, ReleasesView, TEXTS } from './releases-view';

/**
 * The releases screen (/admin/releases, owners) in every state; fed by fixtures (no API). The screen
 * (`ReleasesScreen`) wires these props to the API.
 */
const meta = {
  title: 'Admin/Releases',
  component: ReleasesView,
  args: { state: { status: 'ready', remotes: someRemotes() }, onChange: fn(), onSetLive: fn() },
  argTypes: { onChange: { control: false }, onSetLive: { control: false }, state: { control: 'object' } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ReleasesView>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Each remote: live release, canary and share, the failures reported per release, the history.
 * "Roll back" only where there is something to go back to (not for a remote's only release).
 */
export const Registry: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Canary 1.5.0 for 10 %')).toBeInTheDocument();
    await expect(canvas.getAllByRole('button', { name: TEXTS.promote })).toHaveLength(1);
    await expect(canvas.getAllByRole('button', { name: TEXTS.rollback })).toHaveLength(2);
    const onlyRelease = canvas.getByRole('heading', { level: 2, name: 'mf-store-credit' }).closest('li') as HTMLElement;
    await expect(within(onlyRelease).queryByRole('button', { name: TEXTS.rollback })).not.toBeInTheDocument();
  },
};

/** On a 360 px phone: nothing scrolls sideways. */
export const OnPhone: Story = {
  globals: onPhone,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};

/** A rollback asks for confirmation, naming what becomes live, and a reason, before anything is sent. */
export const ConfirmingRollback: Story = {
  args: { state: { status: 'ready', remotes: [aRemoteWithAnEarlierRelease()] } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: TEXTS.rollback }));
    await expect(
      canvas.getByText('Roll mf-referral back from 1.4.0 to the release live before it?'),
    ).toBeInTheDocument();
    await userEvent.type(canvas.getByRole('textbox', { name: /Reason/ }), 'The new screen is broken');
    await userEvent.click(canvas.getByRole('button', { name: `Confirm: ${TEXTS.rollback}` }));
    await expect(args.onChange).toHaveBeenCalledWith('mf-referral', 'rollback', 'The new screen is broken');
    // Sent: the question gives way to the remote's actions again (a refusal shows above them).
    await expect(canvas.queryByRole('textbox', { name: /Reason/ })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: TEXTS.rollback })).toBeInTheDocument();
  },
};

/** Promoting a canary names it. */
export const ConfirmingPromotion: Story = {
  args: { initialConfirm: { remote: 'mf-referral', action: 'promote' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(confirmationOf(aRemote(), 'promote'))).toBeInTheDocument();
  },
};

/** A change on its way: its confirmation's button waits. */
export const Changing: Story = {
  args: {
    initialConfirm: { remote: 'mf-referral', action: 'rollback' },
    changing: { remote: 'mf-referral', error: null },
  },
};

/** The API refused the change: its message on the remote. */
export const ChangeRefused: Story = {
  args: {
    state: { status: 'ready', remotes: [aRemote({ canaryVersion: null, canaryPercent: null })] },
    initialConfirm: { remote: 'mf-referral', action: 'rollback' },
    changing: { remote: 'mf-referral', error: 'mf-referral 1.4.0 has no earlier release to roll back to' },
  },
};

export const Empty: Story = {
  args: { state: { status: 'ready', remotes: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(TEXTS.empty)).toBeInTheDocument();
  },
};

export const Loading: Story = { args: { state: { status: 'loading' } } };

export const Failed: Story = {
  args: { state: { status: 'failed', onRetry: fn() } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(TEXTS.failed)).toBeInTheDocument();
  },
};

export const NotAuthorised: Story = {
  args: { state: { status: 'not-authorised' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: TEXTS.notAuthorisedTitle })).toBeInTheDocument();
  },
};
