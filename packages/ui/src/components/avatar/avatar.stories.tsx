import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { Stack } from '../stack/stack';
import { Avatar } from './avatar';

// An inline image keeps the story working offline.
const portrait =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 80 80"><rect width="80" height="80" fill="#fde68a"/><circle cx="40" cy="32" r="14" fill="#92400e"/><rect x="16" y="52" width="48" height="28" rx="14" fill="#92400e"/></svg>',
  );

const meta = {
  title: 'Components/Avatar',
  component: Avatar,
  args: { name: 'Maria', size: 'md' },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg', 'xl'] } },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithImage: Story = {
  args: { src: portrait },
};

/** No image: the upper-cased initial of the display name. */
export const InitialFallback: Story = {
  args: { name: 'nick_the_miner', src: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'nick_the_miner' })).toHaveTextContent('N');
  },
};

/** A broken URL falls back to the initial once the image fails to load. */
export const BrokenImage: Story = {
  args: { name: 'user@example.com', src: 'data:image/png;base64,bm90LWFuLWltYWdl' },
};

export const Sizes: Story = {
  render: (args) => (
    <Stack direction="row" gap={3} align="center">
      <Avatar {...args} size="sm" />
      <Avatar {...args} size="md" />
      <Avatar {...args} size="lg" />
      <Avatar {...args} size="xl" src={portrait} />
    </Stack>
  ),
};
