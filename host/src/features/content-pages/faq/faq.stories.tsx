import type { Meta, StoryObj } from '@storybook/react';
import { MemoryRouter } from 'react-router-dom';
import { expect, userEvent, within } from 'storybook/test';
import { FaqPriceCard } from './faq-price';
import { FaqView } from './faq-page';

/** /faq in each state of its live price (fixtures: no API). */
const meta = {
  title: 'Host/FAQs',
  component: FaqView,
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
  argTypes: { price: { control: false } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof FaqView>;

export default meta;
type Story = StoryObj<typeof meta>;

const market = { marketCap: 5_200_000, volume24h: 140_000 };

/** The price went up (or stayed): green, 10 decimals. */
export const PriceUp: Story = {
  args: {
    price: <FaqPriceCard reading={{ status: 'live', price: { price: 0.0000035123, change24h: 2.35, ...market } }} />,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('faq-price')).toHaveTextContent('$0.0000035123+2.35% (24h)');
    await expect(canvas.getByTestId('faq-price')).toHaveAttribute('data-trend', 'up');
  },
};

/** The price went down: red. */
export const PriceDown: Story = {
  args: {
    price: <FaqPriceCard reading={{ status: 'live', price: { price: 0.0000031, change24h: -4.26, ...market } }} />,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('faq-price')).toHaveAttribute('data-trend', 'down');
  },
};

/** Before the first answer: the reference price 0.0000034747. */
export const PriceLoading: Story = {
  args: { price: <FaqPriceCard reading={{ status: 'loading' }} /> },
};

/** The price cannot be read: the reference price, and says so. */
export const PriceUnavailable: Story = {
  args: { price: <FaqPriceCard reading={{ status: 'unavailable' }} /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('faq-price')).toHaveTextContent('$0.0000034747');
    await expect(canvas.getByText(/The live price is unavailable right now/)).toBeInTheDocument();
  },
};

/** A question opened: its answer shows under it. */
export const QuestionOpen: Story = {
  args: PriceUp.args,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('How does a mining contract work?'));
    await expect(canvas.getByText(/24 hours \(Marathon\): 1x/)).toBeVisible();
  },
};
