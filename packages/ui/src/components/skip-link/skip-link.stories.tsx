import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, within } from 'storybook/test';
import { Page } from '../page/page';
import { SkipLink } from './skip-link';

const meta = {
  title: 'Components/SkipLink',
  component: SkipLink,
} satisfies Meta<typeof SkipLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hidden above the screen until the first Tab; Enter moves focus past the header to the main region. */
export const BeforeAHeader: Story = {
  render: () => (
    <>
      <SkipLink />
      <header style={{ display: 'flex', gap: 8, padding: 8 }}>
        <button type="button" style={{ minHeight: 44 }}>
          Open menu
        </button>
      </header>
      <Page>
        <h1>Store Credits</h1>
        <button type="button" style={{ minHeight: 44 }}>
          Generate Store Credit
        </button>
      </Page>
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const link = canvas.getByRole('link', { name: 'Skip to main content' });
    await expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('main')).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Generate Store Credit' })).toHaveFocus();
  },
};
