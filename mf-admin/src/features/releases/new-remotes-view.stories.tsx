import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { onPhone } from '@ciao/shell/testing';
import { aNewRemote } from '../../testing/releases-fixtures';
import { NEW_REMOTE_TEXTS, NewRemotesView } from './new-remotes-view';

/**
 * The Releases screen's section of new remotes (owners): what each declares and where its files
 * come from, with the decisions its state allows; fed by fixtures. `NewRemotes` wires it to the API.
 */
const meta = {
  title: 'Admin/Releases/New remotes',
  component: NewRemotesView,
  args: { remotes: [aNewRemote()], onDecide: fn() },
  argTypes: { onDecide: { control: false } },
} satisfies Meta<typeof NewRemotesView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Waiting: its screen and menu entry, its origin, Approve and Refuse. */
export const Waiting: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Waiting for approval')).toBeInTheDocument();
    await expect(canvas.getByText('/loyalty: "Loyalty" (LoyaltyScreen), signed-in')).toBeInTheDocument();
    await expect(canvas.getByText('"Loyalty" to /loyalty, main menu, SuccessIcon')).toBeInTheDocument();
    await expect(canvas.getByText(/files from this server \(\/remotes\/mf-loyalty\/1\.0\.0\/\)/)).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: NEW_REMOTE_TEXTS.refuse })).toBeInTheDocument();
  },
};

export const WaitingOnPhone: Story = {
  globals: onPhone,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};

/** Approving asks what it changes and a reason, before anything is sent. */
export const Approving: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: NEW_REMOTE_TEXTS.approve }));
    await expect(
      canvas.getByText('Approve mf-loyalty? Its screens (/loyalty) and menu entries are shown at once.'),
    ).toBeInTheDocument();
    await userEvent.type(canvas.getByRole('textbox', { name: /Reason/ }), 'The loyalty team is ready');
    await userEvent.click(canvas.getByRole('button', { name: `Confirm: ${NEW_REMOTE_TEXTS.approve}` }));
    await expect(args.onDecide).toHaveBeenCalledWith('mf-loyalty', 'approve', 'The loyalty team is ready');
    // Sent: the question gives way to the decisions again (a refusal shows above them).
    await expect(canvas.queryByRole('textbox', { name: /Reason/ })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: NEW_REMOTE_TEXTS.approve })).toBeInTheDocument();
  },
};

/** Approved: only Withdraw, and who decided why. */
export const Approved: Story = {
  args: {
    remotes: [aNewRemote({ state: 'approved', decidedBy: 'olive@example.com', reason: 'The loyalty team is ready' })],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: NEW_REMOTE_TEXTS.withdraw })).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: NEW_REMOTE_TEXTS.approve })).not.toBeInTheDocument();
  },
};

/** The API refused a decision: its message above the buttons. */
export const Refused: Story = {
  args: {
    remotes: [aNewRemote({ state: 'withdrawn', declares: null })],
    deciding: { remote: 'mf-loyalty', error: 'mf-loyalty is approved: it cannot be approved' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('mf-loyalty is approved: it cannot be approved')).toBeInTheDocument();
    await expect(canvas.getByText(NEW_REMOTE_TEXTS.nothingDeclared)).toBeInTheDocument();
  },
};
