import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { LoadMore } from './load-more';

const meta = {
  title: 'Components/LoadMore',
  component: LoadMore,
  args: {
    hasMore: true,
    loading: false,
    failed: false,
    failedTitle: 'More could not be loaded.',
    onLoadMore: fn(),
  },
} satisfies Meta<typeof LoadMore>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Another page follows. */
export const Default: Story = {};

/** The next page is on its way. */
export const Loading: Story = { args: { loading: true } };

/** The last page failed: the reason, and a way to try again. */
export const Failed: Story = { args: { failed: true } };
