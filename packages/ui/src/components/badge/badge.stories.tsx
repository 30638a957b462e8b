import type { Meta, StoryObj } from '@storybook/react';
import { SuccessIcon, WarningIcon } from '../icon/icon';
import { Stack } from '../stack/stack';
import { Badge } from './badge';

const meta = {
  title: 'Components/Badge',
  component: Badge,
  args: { children: 'Ready', variant: 'success' },
  argTypes: {
    variant: { control: 'inline-radio', options: ['neutral', 'success', 'warning', 'danger', 'info'] },
    icon: { control: false },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The statuses the product uses: contract history, store-credit codes and eligibility. */
export const ProductStatuses: Story = {
  render: () => (
    <Stack direction="row" gap={2} wrap>
      <Badge variant="neutral">Completed</Badge>
      <Badge variant="success">Ready</Badge>
      <Badge variant="info">Learning</Badge>
      <Badge variant="success" icon={<SuccessIcon />}>
        Ready to Redeem
      </Badge>
      <Badge variant="warning" icon={<WarningIcon />}>
        Expiring soon
      </Badge>
      <Badge variant="neutral">Below Minimum</Badge>
      <Badge variant="danger">Over Limit</Badge>
      <Badge variant="danger">Expired</Badge>
    </Stack>
  ),
};
