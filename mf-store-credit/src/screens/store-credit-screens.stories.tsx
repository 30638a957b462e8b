import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { onDesktop, screenApi, wiredScreen } from '@ciao/shell/testing';
import { ShopifyScreen } from './shopify-screen';
import { StoreCreditScreen } from './store-credit-screen';
import { StoreCreditTutorialScreen } from './store-credit-tutorial-screen';

/** The remote's exposed screens wired to the API, answered by fixtures: loading and failed. */
const meta = {
  title: 'Store credit/Screens (wired to the API)',
  ...wiredScreen(),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const { loading, unavailable: failed } = screenApi();

export const StoreCreditLoading: Story = { render: () => <StoreCreditScreen />, parameters: loading };

/** Neither the credits nor the codes could be read. */
export const StoreCreditFailed: Story = {
  render: () => <StoreCreditScreen />,
  parameters: failed,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Unable to load your credits')).toBeInTheDocument();
  },
};

export const StoreCreditFailedOnDesktop: Story = { ...StoreCreditFailed, globals: onDesktop };

export const ShopifyLoading: Story = { render: () => <ShopifyScreen />, parameters: loading };

export const ShopifyFailed: Story = {
  render: () => <ShopifyScreen />,
  parameters: failed,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Unable to load products')).toBeInTheDocument();
  },
};

/** The tutorial reads nothing from the API. */
export const Tutorial: Story = {
  render: () => <StoreCreditTutorialScreen />,
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: 'Store Credits Tutorial' }),
    ).toBeVisible();
  },
};
