import type { Meta, StoryObj } from '@storybook/react';
import { Badge } from '../badge/badge';
import { Stack } from './stack';

const meta = {
  title: 'Layout/Stack',
  component: Stack,
  args: { direction: 'column', gap: 3, wrap: false },
  argTypes: {
    direction: { control: 'inline-radio', options: ['column', 'row'] },
    gap: { control: 'select', options: [0, 1, 2, 3, 4, 5, 6, 8, 10, 12, 16] },
  },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Column: Story = {
  render: (args) => (
    <Stack {...args}>
      <Badge>One</Badge>
      <Badge>Two</Badge>
      <Badge>Three</Badge>
    </Stack>
  ),
};

export const Row: Story = { ...Column, args: { direction: 'row', align: 'center' } };
