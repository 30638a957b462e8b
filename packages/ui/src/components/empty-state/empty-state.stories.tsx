import type { Meta, StoryObj } from '@storybook/react';
import { Button } from '../button/button';
import { InboxIcon } from '../icon/icon';
import { EmptyState } from './empty-state';

const meta = {
  title: 'Components/EmptyState',
  component: EmptyState,
  args: {
    icon: <InboxIcon />,
    title: 'No Active Credit Mining',
    description: 'Start a simulation to watch your credits grow in real time.',
  },
  argTypes: { icon: { control: false }, action: { control: false } },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithAction: Story = {
  args: { action: <Button>Start 9h Credit Mining</Button> },
};

export const TitleOnly: Story = {
  args: { icon: undefined, title: 'No history yet', description: undefined },
};

export const NoLogs: Story = {
  args: { title: 'No logs found', description: 'Try another code, e-mail or action filter.' },
};
