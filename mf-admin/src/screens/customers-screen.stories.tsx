import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { aSessionUser, screenApi, wiredScreen } from '@ciao/shell/testing';
import { someCustomers } from '../testing/customer-fixtures';
import { CustomersScreen } from './customers-screen';

/** The exposed screen wired to the API, answered by fixtures: the search in the address, a 403. */
const meta = {
  title: 'Admin/Customers screen (wired to the API)',
  component: CustomersScreen,
  ...wiredScreen({ route: '/admin/customers?query=member', onAPhone: false }),
} satisfies Meta<typeof CustomersScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const api = screenApi(aSessionUser({ role: 'support' }));

export const Results: Story = {
  parameters: api.answering({ 'GET /api/admin/users': { json: { customers: someCustomers(3), nextCursor: 'next' } } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: /^member0\./ })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'More results' })).toBeInTheDocument();
  },
};

export const NotAuthorised: Story = {
  parameters: api.refusing(403, 'Admin access required'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Not authorised' })).toBeInTheDocument();
  },
};
