import type { ComponentType } from 'react';
import { screen } from '@testing-library/react';
import { renderWithShell } from '@ciao/shell/testing';
import StoreCreditScreen from './store-credit-screen';
import StoreCreditTutorialScreen from './store-credit-tutorial-screen';
import ShopifyScreen from './shopify-screen';

const exposed: [ComponentType, string, string][] = [
  [StoreCreditScreen, 'Store Credits', 'Store credits — coming in the store-credit issue.'],
  [StoreCreditTutorialScreen, 'Store Credits Tutorial', 'Store credit tutorial — coming in the store-credit issue.'],
  [ShopifyScreen, 'Shopify Store', 'Store and products — coming in the Shopify issue.'],
];

it.each(exposed)('the exposed screen %#, a default export, says what is coming', (Screen, title, placeholder) => {
  renderWithShell(<Screen />);

  expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  expect(screen.getByText(placeholder)).toBeInTheDocument();
});
