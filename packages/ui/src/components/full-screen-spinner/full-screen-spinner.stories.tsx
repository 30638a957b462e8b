import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { FullScreenSpinner } from './full-screen-spinner';

const meta = {
  title: 'Components/FullScreenSpinner',
  component: FullScreenSpinner,
  args: { message: 'Loading your mining dashboard...' },
  argTypes: { logo: { control: false } },
  parameters: { layout: 'fullscreen', docs: { story: { inline: false, iframeHeight: 360 } } },
} satisfies Meta<typeof FullScreenSpinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Dashboard: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading your mining dashboard...');
  },
};

export const WithLogo: Story = {
  args: {
    message: 'Loading...',
    logo: <strong style={{ fontSize: '1.5rem', color: '#0f172a' }}>$CIAO MINING</strong>,
  },
};
