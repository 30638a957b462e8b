import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { connectedProducts, connectedStore, demoProducts, demoStore } from '../../testing/fixtures';
import { ShopifyView } from './shopify-view';

/** The store page (/shopify): connected to Shopify, the demo catalogue, empty, failed, loading. */
const meta = {
  title: 'Store credit/Shopify store',
  component: ShopifyView,
  args: { store: demoStore, products: demoProducts, onRetry: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ShopifyView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No Shopify configured: the seeded demo catalogue, said so in the integration status. */
export const DemoCatalogue: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Demo catalogue')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'View Product: $CIAO Hoodie (opens in a new tab)' })).toHaveAttribute(
      'href',
      '/api/shopify/demo-store/products/ciao-hoodie',
    );
  },
};

/** A real store: its name, currency and country; prices in its currency, compare-at prices struck through. */
export const Connected: Story = {
  args: { store: connectedStore, products: connectedProducts },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Connected')).toBeInTheDocument();
    await expect(canvas.getByText('From €45.00')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: /Genesis Hoodie/ })).toHaveAttribute('target', '_blank');
  },
};

/** The store has no products. */
export const NoProducts: Story = {
  args: { products: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No products found')).toBeInTheDocument();
  },
};

/** Neither the store nor its products could be read. */
export const Unavailable: Story = {
  args: { store: undefined, storeFailed: true, products: undefined, productsFailed: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Unable to load store information')).toBeInTheDocument();
    await userEvent.click(canvas.getAllByRole('button', { name: 'Try again' })[0]!);
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** The products came, the store information did not: View Product waits for the store's address. */
export const StoreInformationFailed: Story = {
  args: { store: undefined, storeFailed: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Unable to load store information')).toBeInTheDocument();
    await expect(canvas.getAllByRole('button', { name: 'View Product' })[0]).toBeDisabled();
  },
};

/** Both readings on their way. */
export const Loading: Story = {
  args: { store: undefined, products: undefined },
};
