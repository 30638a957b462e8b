import type { Meta, StoryObj } from '@storybook/react';
import { MemoryRouter } from 'react-router-dom';
import { expect, within } from 'storybook/test';
import { onDesktop, onPhone } from '@ciao/shell/testing';
import { overLimit } from '../testing/fixtures';
import { idleDashboard } from '../testing/dashboard-view-props';
import { DashboardView } from './dashboard-view';

/**
 * A long-time user: 12.7 million $CIAO mined, 15.9 million pending, 7.4 million claimed. Nothing
 * running, so no countdown: the same picture on every visit (the visual snapshots use it).
 */
const millionaire = idleDashboard();
const args = {
  ...millionaire,
  stats: {
    stats: { totalMined: '12721512.5238', miningRate: '0', pendingRewards: '15882352.9411764700', activeContracts: 0 },
    failed: false,
  },
  claim: {
    ...millionaire.claim,
    pendingRewards: String(overLimit.pendingRewards),
    valueUsd: overLimit.currentValueUsd,
    isOverLimit: true,
  },
};

/**
 * Amounts of millions on the dashboard: each figure stays on one line (the stats cards shrink it
 * to fit their column), on a 320 px phone as on a desktop.
 */
const meta = {
  title: 'Dashboard/Large amounts',
  component: DashboardView,
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
  args,
  parameters: { layout: 'fullscreen', docs: { story: { inline: false, iframeHeight: 900 } } },
} satisfies Meta<typeof DashboardView>;

export default meta;
type Story = StoryObj<typeof meta>;

const showsTheExactFigure: Story['play'] = async ({ canvasElement }) => {
  await expect(within(canvasElement).getByText('12,721,512.52')).toBeInTheDocument();
};

/** 320 px, the narrowest phone. */
export const TwelveMillionOnSmallPhone: Story = {
  globals: { viewport: { value: 'phoneSmall', isRotated: false } },
  play: showsTheExactFigure,
};

export const TwelveMillionOnPhone: Story = { globals: onPhone, play: showsTheExactFigure };

export const TwelveMillionOnDesktop: Story = { globals: onDesktop, play: showsTheExactFigure };
