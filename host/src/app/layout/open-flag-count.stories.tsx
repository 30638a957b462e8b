import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { aSessionUser, onPhone, sessionReplies, withStoryShell } from '@ciao/shell/testing';
import { OpenFlagCountBadge } from './open-flag-count';
import { SideMenuSheet } from './side-menu-sheet';

/** The number of open flags beside "Review" in the side menu: none, some, more than 99; then the menu, wired. */
const meta = {
  title: 'Host/Open flag count',
  component: OpenFlagCountBadge,
  decorators: [withStoryShell],
  args: { count: 3 },
} satisfies Meta<typeof OpenFlagCountBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No open flag: nothing beside "Review". */
export const None: Story = {
  args: { count: 0 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.textContent).toBe('');
  },
};

export const Some: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('3')).toBeVisible();
  },
};

/** Past 99, the count stops growing. */
export const MoreThan99: Story = {
  args: { count: 1234 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('99+')).toBeVisible();
  },
};

/** The side menu of a support person on a phone (360 px), the count read from the API. */
export const InTheMenu: Story = {
  render: () => <SideMenuSheet initiallyOpen />,
  globals: onPhone,
  parameters: {
    shell: {
      api: {
        'GET /api/auth/session': sessionReplies.signedIn(aSessionUser({ nickname: 'stan', role: 'support' })),
        'GET /api/admin/flags': { json: { flags: [], openCount: 12, nextCursor: null } },
      },
    },
  },
  play: async ({ canvasElement }) => {
    const menu = within(canvasElement.ownerDocument.body).getByRole('dialog');
    await expect(await within(menu).findByRole('link', { name: 'Review 12 open flags' })).toBeVisible();
  },
};
