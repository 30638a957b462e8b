import type { Meta, StoryObj } from '@storybook/react';
import { Stack } from '../stack/stack';
import * as icons from './icon';

const { CloseIcon, ...rest } = icons;

const meta = {
  title: 'Foundations/Icons',
  component: CloseIcon,
  subcomponents: rest,
  args: { size: 24 },
} satisfies Meta<typeof CloseIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Decorative by default (aria-hidden); pass `title` to give an icon its own name. */
export const Gallery: Story = {
  render: (args) => (
    <Stack direction="row" gap={4} wrap>
      {Object.entries(icons).map(([name, Icon]) => (
        <Stack key={name} gap={1} align="center" style={{ width: 96, fontSize: 12, color: '#475569' }}>
          <span style={{ color: '#0f172a' }}>
            <Icon {...args} />
          </span>
          {name}
        </Stack>
      ))}
    </Stack>
  ),
};

export const WithTitle: Story = {
  args: { title: 'Close', size: 32 },
};
