import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { onPhone, withStoryShell } from '@ciao/shell/testing';
import { aFlag, someFlags } from '../../testing/review-fixtures';
import { ACTIONS, ReviewView, TEXTS } from './review-view';

/**
 * The review queue (/admin/review) in every state; fed by fixtures (no API). The screen
 * (`ReviewScreen`) wires these props to the API.
 */
const meta = {
  title: 'Admin/Review',
  component: ReviewView,
  decorators: [withStoryShell],
  args: { state: { status: 'ready', flags: someFlags(), openCount: 3 }, onResolve: fn() },
  argTypes: { onResolve: { control: false }, state: { control: 'object' } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ReviewView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open flags, newest first: the customer, the reason, the evidence and the three actions. */
export const OpenFlags: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('farmer@example.com')).toHaveLength(2);
    await expect(canvas.getByText('Deleted account')).toBeInTheDocument();
    await expect(canvas.getAllByRole('button', { name: ACTIONS.clawback.label })).toHaveLength(2);
  },
};

/** Sign-ins from many devices and a balance that grew faster than mining allows, on a 360 px phone. */
export const SignInsAndBalances: Story = {
  globals: onPhone,
  args: {
    state: {
      status: 'ready',
      flags: [
        aFlag({
          id: '14',
          kind: 'balance_growth',
          reason: 'Credits minted in a day above what mining and referrals allow ($256.05)',
          evidence: { day: '2026-01-15', mintedUsd: '412.5', allowedUsd: '256.05' },
        }),
        aFlag({
          id: '13',
          kind: 'many_devices',
          reason: 'Signed in from more than 5 devices or 5 addresses in a day',
          evidence: { day: '2026-01-15', devices: 7, addresses: 3 },
        }),
      ],
      openCount: 2,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Balance grew faster than mining')).toBeVisible();
    await expect(canvas.getByText('Many devices in a day')).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};

/** On a 360 px phone: the evidence and a long e-mail wrap, nothing scrolls sideways. */
export const OnPhone: Story = {
  globals: onPhone,
  args: {
    state: {
      status: 'ready',
      flags: [aFlag({ customerEmail: 'second.account.1795844619915.x7k2qz@a-rather-long-example-domain.com' })],
      openCount: 1,
    },
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};

/** An action asks for confirmation and a reason before anything is sent. */
export const Confirming: Story = {
  args: { initialConfirm: { flagId: '12', action: 'clawback' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Reason/ }), 'A farm of invitees');
    await userEvent.click(canvas.getByRole('button', { name: `Confirm: ${ACTIONS.clawback.label}` }));
    await expect(args.onResolve).toHaveBeenCalledWith(
      expect.objectContaining({ id: '12' }),
      'clawback',
      'A farm of invitees',
    );
  },
};

/** A resolution on its way: its confirmation's button waits. */
export const Resolving: Story = {
  args: { initialConfirm: { flagId: '12', action: 'suspend' }, resolving: { flagId: '12', error: null } },
};

/** The API refused the resolution: its message under the flag. */
export const ResolveRefused: Story = {
  args: {
    state: { status: 'ready', flags: [aFlag({ kind: 'referral_ring', evidence: { referrerId: 'x' } })], openCount: 1 },
    initialConfirm: { flagId: '12', action: 'clawback' },
    resolving: { flagId: '12', error: 'This flag names no referral rewards to claw back' },
  },
};

export const Empty: Story = {
  args: { state: { status: 'ready', flags: [], openCount: 0 } },
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
