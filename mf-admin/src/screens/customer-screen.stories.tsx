import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { aSessionUser, screenApi, wiredScreen } from '@ciao/shell/testing';
import { aCustomerPage, CUSTOMER_ID } from '../testing/customer-fixtures';
import { CustomerScreen } from './customer-screen';

/** The exposed screen wired to the API, answered by fixtures: the page with the session's role, a 404. */
const meta = {
  title: 'Admin/Customer screen (wired to the API)',
  component: CustomerScreen,
  ...wiredScreen({ route: `/admin/customers/${CUSTOMER_ID}`, onAPhone: false }),
} satisfies Meta<typeof CustomerScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const asRole = (role: 'owner' | 'support') => screenApi(aSessionUser({ role }));

/** An owner sees every correction, role included. */
export const ForAnOwner: Story = {
  parameters: asRole('owner').answering({ [`GET /api/admin/users/${CUSTOMER_ID}`]: { json: aCustomerPage() } }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Change role' })).toBeInTheDocument();
  },
};

export const NoSuchCustomer: Story = {
  parameters: asRole('support').refusing(404, 'No customer with this id'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No customer with this id')).toBeInTheDocument();
  },
};
