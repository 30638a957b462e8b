import type { Meta, StoryObj } from '@storybook/react';
import { CopyIcon, HelpIcon, MenuIcon } from '../icon/icon';
import { Stack } from '../stack/stack';
import { IconButton } from './icon-button';

const meta = {
  title: 'Components/IconButton',
  component: IconButton,
  args: { 'aria-label': 'Open menu', icon: <MenuIcon />, variant: 'ghost' },
  argTypes: {
    icon: { control: false },
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'outline', 'ghost', 'destructive'] },
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Menu: Story = {};

export const Variants: Story = {
  render: () => (
    <Stack direction="row" gap={2}>
      <IconButton aria-label="Open menu" icon={<MenuIcon />} />
      <IconButton aria-label="Copy code" icon={<CopyIcon />} variant="outline" />
      <IconButton aria-label="Help" icon={<HelpIcon />} variant="primary" />
      <IconButton aria-label="Copy code" icon={<CopyIcon />} disabled />
    </Stack>
  ),
};
