import type { Meta, StoryObj } from '@storybook/react';
import { MemoryRouter } from 'react-router-dom';
import { expect, within } from 'storybook/test';
import { TutorialView } from './tutorial-view';

/** The store credits tutorial (/tutorial/store-credits): static content. */
const meta = {
  title: 'Store credit/Tutorial',
  component: TutorialView,
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof TutorialView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Four steps, key benefits, important notes, and the link to /store-credit. */
export const Tutorial: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(4);
    await expect(canvas.getByRole('link', { name: 'Go to Store Credits' })).toHaveAttribute('href', '/store-credit');
  },
};
