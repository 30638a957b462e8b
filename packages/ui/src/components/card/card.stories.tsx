import type { Meta, StoryObj } from '@storybook/react';
import { Badge } from '../badge/badge';
import { Button } from '../button/button';
import { Grid } from '../page/page';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from './card';

const meta = {
  title: 'Components/Card',
  component: Card,
  subcomponents: { CardHeader, CardTitle, CardDescription, CardContent, CardFooter },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: () => (
    <Card style={{ maxWidth: 420 }}>
      <CardHeader>
        <CardTitle>Start Credit Mining</CardTitle>
        <CardDescription>Pick a duration. Shorter simulations earn a higher bonus.</CardDescription>
      </CardHeader>
      <CardContent>Educational simulation: no real cryptocurrency is earned.</CardContent>
      <CardFooter>
        <Button fullWidth>Start 9h Credit Mining</Button>
      </CardFooter>
    </Card>
  ),
};

const stats = [
  ['Total Credits', '1,204,332 $CIAO'],
  ['Credit Rate', '12.4 $CIAO/h'],
  ['Active simulations', '1'],
  ['Pending', '84,120 $CIAO'],
] as const;

/** Stat cards in a grid: one column at 320 px, more on wider screens. */
export const StatCards: Story = {
  render: () => (
    <Grid minItemWidth="160px">
      {stats.map(([label, value]) => (
        <Card key={label}>
          <CardContent>
            <CardDescription>{label}</CardDescription>
            <p style={{ fontSize: '1.25rem', fontWeight: 700 }}>{value}</p>
          </CardContent>
        </Card>
      ))}
    </Grid>
  ),
};

export const WithBadge: Story = {
  render: () => (
    <Card style={{ maxWidth: 420 }}>
      <CardHeader>
        <CardTitle as="h2">CIAO-ABC123-XYZ789</CardTitle>
        <CardDescription>Generated Jul 1, 2025 - expires Jul 31, 2025</CardDescription>
      </CardHeader>
      <CardContent>
        <Badge variant="success">Active</Badge>
      </CardContent>
    </Card>
  ),
};
