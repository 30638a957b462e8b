import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { CardContent } from './card';
import { TitledCard } from './titled-card';

const meta = {
  title: 'Components/Titled card',
  component: TitledCard,
  args: {
    title: 'Your Codes',
    description: 'Single-use discount codes for the ecosystem store.',
    children: <CardContent>No codes yet.</CardContent>,
  },
} satisfies Meta<typeof TitledCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The card is a region named by its title. */
export const WithDescription: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Your Codes' })).toBeInTheDocument();
  },
};

export const TitleOnly: Story = { args: { description: undefined } };
