import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ApiError } from '@ciao/api-client';
import { onPhone, withStoryShell } from '@ciao/shell/testing';
import { aCustomerPage, aDeletedCustomerPage, aSuspendedCustomerPage } from '../../testing/customer-fixtures';
import type { CustomerPage } from '@ciao/contracts';
import { CustomerPageView, TEXTS, type CustomerPageState } from './customer-page-view';

const corrections = () => ({
  adjustCredits: fn(async () => undefined),
  cancelCode: fn(async () => undefined),
  suspend: fn(async () => undefined),
  reinstate: fn(async () => undefined),
  revokeSessions: fn(async () => undefined),
  changeRole: fn(async () => undefined),
});

const ready = (overrides: Partial<Extract<CustomerPageState, { status: 'ready' }>> = {}): CustomerPageState => ({
  status: 'ready',
  customer: aCustomerPage(),
  staffRole: 'support',
  corrections: corrections(),
  ...overrides,
});

/** The customer page (/admin/customers/:id) in every state, and each correction's dialog; fed by fixtures. */
const meta = {
  title: 'Admin/Customer page',
  component: CustomerPageView,
  decorators: [withStoryShell],
  args: { state: ready() },
  parameters: { layout: 'fullscreen', shell: { route: '/admin/customers/3f2b8c1e-5d4a-4e7b-9c6d-1a2b3c4d5e6f' } },
} satisfies Meta<typeof CustomerPageView>;

export default meta;
type Story = StoryObj<typeof meta>;

const REASON = 'Ticket 812, outage';

async function openDialog(canvasElement: HTMLElement, button: string) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: button }));
  return within(await within(canvasElement.ownerDocument.body).findByRole('alertdialog'));
}

/** An active customer as support sees it: every correction but the role. */
export const Active: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Suspend' })).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Change role' })).not.toBeInTheDocument();
  },
};

export const OnPhone: Story = { globals: onPhone };

/** A long history on a phone: each list shows its first 5 rows until 'Show all'. */
export const LongHistoryOnPhone: Story = {
  globals: onPhone,
  args: {
    state: ready({
      customer: aCustomerPage({
        activity: Array.from({ length: 11 }, (_, i) => ({
          ...(aCustomerPage().activity[0] as CustomerPage['activity'][number]),
          id: String(900 + i),
        })),
      }),
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const activity = within(canvas.getByRole('region', { name: 'Credit activity' }));
    await expect(activity.getAllByRole('row')).toHaveLength(6); // the header and 5
    await userEvent.click(activity.getByRole('button', { name: 'Show all 11 (credit activity)' }));
    await expect(activity.getAllByRole('row')).toHaveLength(12);
  },
};

/** A suspended customer: 'Reinstate' instead of 'Suspend'. */
export const Suspended: Story = { args: { state: ready({ customer: aSuspendedCustomerPage() }) } };

/** An erased account: no e-mail or name, nothing to correct. */
export const Deleted: Story = {
  args: { state: ready({ customer: aDeletedCustomerPage() }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('group', { name: 'Corrections' })).not.toBeInTheDocument();
  },
};

/** A viewer reads; no correction is offered. */
export const ForAViewer: Story = {
  args: { state: ready({ staffRole: 'viewer' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('group', { name: 'Corrections' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /Cancel code/ })).not.toBeInTheDocument();
  },
};

/** Adjust credits: the confirmation names the signed amount; the reason is required. */
export const AdjustCreditsDialog: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await openDialog(canvasElement, 'Adjust credits');
    await userEvent.type(dialog.getByRole('textbox', { name: /Amount/ }), '1500');
    await userEvent.type(dialog.getByRole('textbox', { name: /Note for the customer/ }), 'Sorry for the outage');
    await userEvent.click(dialog.getByRole('button', { name: 'Adjust by +1,500 $CIAO' }));
    await expect(dialog.getByText('Give a reason of at least 5 characters')).toBeInTheDocument();
    await userEvent.type(dialog.getByRole('textbox', { name: /Reason/ }), REASON);
    await userEvent.click(dialog.getByRole('button', { name: 'Adjust by +1,500 $CIAO' }));
    if (args.state.status === 'ready')
      await expect(args.state.corrections.adjustCredits).toHaveBeenCalledWith({
        amount: '1500',
        note: 'Sorry for the outage',
        reason: REASON,
      });
  },
};

/** The server refused (support's cap, a negative balance): its message stays in the dialog. */
export const AdjustRefused: Story = {
  args: {
    state: ready({
      corrections: {
        ...corrections(),
        adjustCredits: fn(async () => {
          throw new ApiError(
            409,
            'Conflict',
            JSON.stringify({ message: 'This adjustment would make the balance negative (pending 2500 $CIAO)' }),
          );
        }),
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement, 'Adjust credits');
    await userEvent.type(dialog.getByRole('textbox', { name: /Amount/ }), '-9000');
    await userEvent.type(dialog.getByRole('textbox', { name: /Note for the customer/ }), 'Duplicate reward');
    await userEvent.type(dialog.getByRole('textbox', { name: /Reason/ }), REASON);
    await userEvent.click(dialog.getByRole('button', { name: 'Adjust by -9,000 $CIAO' }));
    await expect(await dialog.findByText(/would make the balance negative/)).toBeInTheDocument();
  },
};

/** Cancel an active code: the dialog names the code. */
export const CancelCodeDialog: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await openDialog(canvasElement, 'Cancel code CIAO-3H8R-LT6W');
    await userEvent.type(dialog.getByRole('textbox', { name: /Reason/ }), REASON);
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel code CIAO-3H8R-LT6W' }));
    const { state } = args;
    if (state.status === 'ready')
      await expect(state.corrections.cancelCode).toHaveBeenCalledWith('CIAO-3H8R-LT6W', REASON);
  },
};

export const SuspendDialog: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement, 'Suspend');
    await expect(dialog.getByRole('button', { name: 'Suspend account' })).toBeInTheDocument();
  },
};

export const ReinstateDialog: Story = {
  args: { state: ready({ customer: aSuspendedCustomerPage() }) },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement, 'Reinstate');
    await expect(dialog.getByRole('button', { name: 'Reinstate account' })).toBeInTheDocument();
  },
};

export const SignOutEverywhereDialog: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement, 'Sign out everywhere');
    await expect(dialog.getByText(/Ends the 2 signed-in device/)).toBeInTheDocument();
  },
};

/** An owner may also change the account's role. */
export const ChangeRoleDialog: Story = {
  args: { state: ready({ staffRole: 'owner' }) },
  play: async ({ canvasElement, args }) => {
    const dialog = await openDialog(canvasElement, 'Change role');
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'Role' }), 'support');
    await userEvent.type(dialog.getByRole('textbox', { name: /Reason/ }), REASON);
    await userEvent.click(dialog.getByRole('button', { name: 'Make Support' }));
    if (args.state.status === 'ready')
      await expect(args.state.corrections.changeRole).toHaveBeenCalledWith('support', REASON);
  },
};

export const Loading: Story = { args: { state: { status: 'loading' } } };

/** No such customer (the API's 404 message), or a failed read. */
export const Failed: Story = {
  args: { state: { status: 'failed', message: 'No customer with this id', onRetry: fn() } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No customer with this id')).toBeInTheDocument();
    await expect(within(canvasElement).getByText(TEXTS.backToCustomers)).toBeInTheDocument();
  },
};

export const NotAuthorised: Story = { args: { state: { status: 'not-authorised' } } };
