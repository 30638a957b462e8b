import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { FittedNumber } from './fitted-number';

const meta = {
  title: 'Components/FittedNumber',
  component: FittedNumber,
  args: { children: '12,721,512.52' },
  decorators: [
    (Story, { parameters }) => (
      <div
        style={{
          width: (parameters as { width?: number }).width ?? 320,
          fontSize: 20,
          fontWeight: 700,
          border: '1px dashed #94a3b8',
        }}
      >
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FittedNumber>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Room enough: the figure keeps the size around it. */
export const Fits: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('12,721,512.52')).toBeInTheDocument();
  },
};

/** A 320 px phone's stats card gives about 110 px: the figure shrinks, on one line, every digit shown. */
export const NarrowCard: Story = { parameters: { width: 110 } };

/** With its unit, in half a card. */
export const WithUnit: Story = { args: { children: '1,470,588.24 $CIAO' }, parameters: { width: 120 } };
