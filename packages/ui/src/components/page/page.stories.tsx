import type { Meta, StoryObj } from '@storybook/react';
import { Card, CardContent, CardDescription, CardTitle } from '../card/card';
import { Grid, Page } from './page';

const meta = {
  title: 'Layout/Page',
  component: Page,
  subcomponents: { Grid },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Page>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithCardGrid: Story = {
  render: () => (
    <Page>
      <h1 style={{ marginBottom: 16 }}>Store Credits</h1>
      <Grid>
        {['Progress', 'Pending rewards', 'History', 'How to use'].map((title) => (
          <Card key={title}>
            <CardContent>
              <CardTitle as="h2">{title}</CardTitle>
              <CardDescription>One column on phones, more as the screen widens.</CardDescription>
            </CardContent>
          </Card>
        ))}
      </Grid>
    </Page>
  ),
};
