import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { aSessionUser, refusal, sessionReplies, withStoryShell } from '@ciao/shell/testing';
import { aCustomerPage, CUSTOMER_ID } from '../testing/customer-fixtures';
import { CustomerScreen } from './customer-screen';

/** The exposed screen wired to the API, answered by fixtures: the page with the session's role, a 404. */
const meta = {
  title: 'Admin/Customer screen (wired to the API)',
  component: CustomerScreen,
  decorators: [withStoryShell],
  parameters: { layout: 'fullscreen', shell: { route: `/admin/customers/${CUSTOMER_ID}` } },
} satisfies Meta<typeof CustomerScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const asRole = (role: 'owner' | 'support') => ({
  'GET /api/auth/session': sessionReplies.signedIn(aSessionUser({ role })),
});

/** An owner sees every correction, role included. */
export const ForAnOwner: Story = {
  parameters: {
    shell: { api: { ...asRole('owner'), [`GET /api/admin/users/${CUSTOMER_ID}`]: { json: aCustomerPage() } } },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Change role' })).toBeInTheDocument();
  },
};

export const NoSuchCustomer: Story = {
  parameters: { shell: { api: { ...asRole('support'), '*': refusal(404, 'No customer with this id') } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No customer with this id')).toBeInTheDocument();
  },
};
