import type { Meta, StoryObj } from '@storybook/react';
import { CopyIcon } from '../icon/icon';
import { IconButton } from '../icon-button/icon-button';
import { Tooltip } from './tooltip';

const meta = {
  title: 'Components/Tooltip',
  component: Tooltip,
  args: {
    content: 'Copy code',
    side: 'top',
    children: <IconButton aria-label="Copy code" icon={<CopyIcon />} variant="outline" />,
  },
  argTypes: { children: { control: false } },
  parameters: { layout: 'centered', docs: { story: { inline: false, iframeHeight: 200 } } },
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens after 700 ms on hover or at once on keyboard focus. */
export const Default: Story = {};

export const Open: Story = { args: { defaultOpen: true } };

export const Bottom: Story = { args: { defaultOpen: true, side: 'bottom', content: 'Copied!' } };
