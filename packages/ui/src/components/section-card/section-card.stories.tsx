import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { Button } from '../button/button';
import { Grid } from '../page/page';
import { SectionCard } from './section-card';

const meta = {
  title: 'Components/Section card',
  component: SectionCard,
  args: { title: 'Market', children: 'Credit price, market value and the last update.' },
} satisfies Meta<typeof SectionCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A section named by its h2: assistive technology lists it as a region with that name. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Market' })).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Market' })).toBeInTheDocument();
  },
};

/** An action beside the title and a footer under the content. */
export const WithActionAndFooter: Story = {
  args: {
    title: 'History',
    action: (
      <Button size="sm" variant="ghost">
        View All
      </Button>
    ),
    footer: <Button fullWidth>Start 9h Credit Mining</Button>,
  },
};

/** Small cards (stats) whose titles are muted captions, in a grid. */
export const Compact: Story = {
  render: () => (
    <Grid minItemWidth="140px">
      <SectionCard compact title="Total Credits">
        1,204,332 $CIAO
      </SectionCard>
      <SectionCard compact title="Credit Rate">
        12.4 $CIAO/h
      </SectionCard>
    </Grid>
  ),
};
