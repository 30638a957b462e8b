import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { aSessionUser, screenApi, wiredScreen } from '@ciao/shell/testing';
import { CUSTOMER_ID, someAuditEntries } from '../testing/customer-fixtures';
import { AuditLogScreen } from './audit-log-screen';

/** The exposed screen wired to the API, answered by fixtures: the filter in the address. */
const meta = {
  title: 'Admin/Audit log screen (wired to the API)',
  component: AuditLogScreen,
  ...wiredScreen({ route: `/admin/audit-log?customerId=${CUSTOMER_ID}`, onAPhone: false }),
} satisfies Meta<typeof AuditLogScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ForSupport: Story = {
  parameters: screenApi(aSessionUser({ role: 'support' })).answering({
    'GET /api/admin/audit-log': { json: { entries: someAuditEntries(), nextCursor: null } },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByText('Outage on 13 January, ticket 812')).toHaveLength(2);
    await expect(canvas.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      `/api/admin/audit-log.csv?customerId=${CUSTOMER_ID}`,
    );
  },
};
