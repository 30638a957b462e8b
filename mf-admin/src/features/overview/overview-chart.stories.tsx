import type { Meta, StoryObj } from '@storybook/react';
import { someOverviewDays } from '../../testing/overview-fixtures';
import OverviewChart from './overview-chart';
import { OVERVIEW_CHARTS } from './overview-series';

/** One chart of the overview drawn on its own (the screen loads it lazily): stacked and side by side. */
const meta = {
  title: 'Admin/Overview chart',
  component: OverviewChart,
  args: { spec: OVERVIEW_CHARTS[0]!, days: someOverviewDays(30), width: 340 },
} satisfies Meta<typeof OverviewChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Credits minted by source, stacked. */
export const Stacked: Story = {};

/** Codes by transition, side by side, a week. */
export const Grouped: Story = { args: { spec: OVERVIEW_CHARTS[2]!, days: someOverviewDays(7) } };

/** A year on a phone: the date labels thin out. */
export const AYear: Story = { args: { days: someOverviewDays(366) } };
