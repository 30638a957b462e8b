import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, within } from 'storybook/test';
import styled from 'styled-components';
import { Avatar } from '../avatar/avatar';
import { Button } from '../button/button';
import { MenuIcon } from '../icon/icon';
import { IconButton } from '../icon-button/icon-button';
import { Sheet } from './sheet';

const MenuLink = styled.a`
  display: flex;
  align-items: center;
  min-height: ${({ theme }) => theme.sizes.touchTarget};
  padding: 0 ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

const links = [
  'About This App',
  'Notifications',
  'Referral Link',
  'Store Credits',
  'Community',
  'About Us',
  'FAQs',
  'Contact',
  'Privacy & Policy',
  'Terms & Conditions',
];

const menu = (
  <nav aria-label="Main">
    {links.map((label) => (
      <MenuLink key={label} href={`#${label}`}>
        {label}
      </MenuLink>
    ))}
  </nav>
);

const profileHeader = (
  <button
    type="button"
    style={{
      display: 'flex',
      alignItems: 'center',
      gap: 12,
      border: 0,
      background: 'none',
      padding: 0,
      minHeight: 44,
      cursor: 'pointer',
    }}
  >
    <Avatar name="Maria" />
    <span style={{ textAlign: 'left' }}>
      <strong style={{ display: 'block' }}>Maria</strong>
      <span style={{ fontSize: 14, color: '#475569' }}>maria@example.com</span>
    </span>
  </button>
);

const meta = {
  title: 'Components/Sheet',
  component: Sheet,
  args: {
    side: 'left',
    title: 'Menu',
    children: menu,
    footer: (
      <>
        <Button variant="outline" fullWidth>
          Back to Mining
        </Button>
        <Button variant="ghost" fullWidth>
          Logout
        </Button>
      </>
    ),
  },
  argTypes: {
    side: { control: 'inline-radio', options: ['left', 'right'] },
    children: { control: false },
    footer: { control: false },
    header: { control: false },
    trigger: { control: false },
  },
  parameters: { layout: 'fullscreen', docs: { story: { inline: false, iframeHeight: 640 } } },
} satisfies Meta<typeof Sheet>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The side menu: the profile header opens the profile dialog in the app. */
export const SideMenu: Story = {
  args: { defaultOpen: true, header: profileHeader },
};

export const WithTrigger: Story = {
  args: { trigger: <IconButton aria-label="Open menu" icon={<MenuIcon />} /> },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open menu' }));
    const dialog = page.getByRole('dialog', { name: 'Menu' });
    await expect(within(dialog).getByRole('link', { name: 'FAQs' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close menu' }));
    await expect(page.queryByRole('dialog')).not.toBeInTheDocument();
  },
};

export const RightSide: Story = { args: { defaultOpen: true, side: 'right' } };
