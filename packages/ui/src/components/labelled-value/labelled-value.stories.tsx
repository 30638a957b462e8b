import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { LabelledValue, ValueList } from './labelled-value';

const meta = {
  title: 'Components/Labelled value',
  component: LabelledValue,
  args: { label: 'Credit price', children: '$0.0000034747' },
  render: (args) => (
    <ValueList style={{ maxWidth: 360 }}>
      <LabelledValue {...args} />
      <LabelledValue label="Market value">$4.18</LabelledValue>
      <LabelledValue label="Last update">12:04</LabelledValue>
    </ValueList>
  ),
} satisfies Meta<typeof LabelledValue>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Label / value pairs in a description list, one a row. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Credit price').tagName).toBe('DT');
    await expect(canvas.getByText('$0.0000034747').tagName).toBe('DD');
  },
};

/** A long value moves to its own line rather than breaking inside a number (320 px). */
export const LongValueOnSmallPhone: Story = {
  args: { label: 'Pending rewards', children: '12,345,678,901.23 $CIAO' },
  globals: { viewport: { value: 'phoneSmall', isRotated: false } },
};
