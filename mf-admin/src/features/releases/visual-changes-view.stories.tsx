import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { onPhone } from '@ciao/shell/testing';
import { aPicture, aVisualReview } from '../../testing/visual-review-fixtures';
import { VISUAL_TEXTS, VisualChangesView } from './visual-changes-view';

/**
 * A release's visual changes on the Releases screen (docs/storybook.md, "Visual review of a
 * release"), fed by fixtures; `VisualChanges` wires it to the API.
 */
const meta = {
  title: 'Admin/Releases/Visual changes',
  component: VisualChangesView,
  args: {
    version: '1.5.0',
    state: { status: 'ready', review: aVisualReview() },
    pictureUrl: aPicture,
    canDecide: false,
    onDecide: fn(),
  },
  argTypes: { onDecide: { control: false }, pictureUrl: { control: false } },
} satisfies Meta<typeof VisualChangesView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The counts, then the changed story before, after and its difference at each width; the new and removed ones alone. */
export const Changes: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('1 changed')).toBeInTheDocument();
    await expect(canvas.getByText(VISUAL_TEXTS.approvalNeeded)).toBeInTheDocument();
    await expect(
      canvas.getAllByRole('img', { name: /^Before \(live\): Referral\/Referral screen · With invites/ }),
    ).toHaveLength(2);
    await expect(canvas.getAllByRole('img', { name: /^Difference: / })).toHaveLength(2);
    await expect(canvas.queryByRole('button', { name: VISUAL_TEXTS.approve })).not.toBeInTheDocument();
  },
};

/** On a 360 px phone: the pictures share the width, nothing scrolls sideways. */
export const OnPhone: Story = {
  globals: onPhone,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};

/** A designer approves with a reason, which the audit trail keeps. */
export const DesignerApproves: Story = {
  args: { canDecide: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: VISUAL_TEXTS.approve }));
    await userEvent.type(canvas.getByRole('textbox', { name: /Reason/ }), 'Matches the new mock-ups');
    await userEvent.click(canvas.getByRole('button', { name: `Confirm: ${VISUAL_TEXTS.approve}` }));
    await expect(args.onDecide).toHaveBeenCalledWith('approved', 'Matches the new mock-ups');
  },
};

export const Approved: Story = {
  args: {
    state: {
      status: 'ready',
      review: aVisualReview({
        decision: 'approved',
        decidedBy: 'dana@example.com',
        decidedAt: '2026-11-27T11:00:00.000Z',
      }),
    },
  },
};

/** A rebuild that draws the same: no story to look at. */
export const NoChanges: Story = {
  args: {
    state: {
      status: 'ready',
      review: aVisualReview({ counts: { unchanged: 14, changed: 0, new: 0, removed: 0 }, stories: [] }),
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(VISUAL_TEXTS.noChanges)).toBeInTheDocument();
  },
};

export const Rendering: Story = {
  args: { state: { status: 'ready', review: aVisualReview({ status: 'rendering', stories: [] }) } },
};

export const RenderFailed: Story = {
  args: {
    state: {
      status: 'ready',
      review: aVisualReview({ status: 'failed', error: 'Chromium did not start', stories: [] }),
    },
  },
};

export const NoStorybook: Story = { args: { state: { status: 'none' } } };
export const Loading: Story = { args: { state: { status: 'loading' } } };
export const Failed: Story = { args: { state: { status: 'failed', onRetry: fn() } } };
