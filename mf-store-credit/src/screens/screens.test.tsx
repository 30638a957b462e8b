import type { ComponentType } from 'react';
import { screen } from '@testing-library/react';
import { renderWithShell } from '@ciao/shell/testing';
import StoreCreditScreen from './store-credit-screen';
import StoreCreditTutorialScreen from './store-credit-tutorial-screen';
import ShopifyScreen from './shopify-screen';

const exposed: [ComponentType, string][] = [
  [StoreCreditScreen, 'Store Credits'],
  [StoreCreditTutorialScreen, 'Store Credits Tutorial'],
  [ShopifyScreen, 'Shopify Store'],
];

it.each(exposed)('the exposed screen %#, a default export, renders its page (%s)', (Screen, title) => {
  renderWithShell(<Screen />);
  expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
});

it('the tutorial shows four steps, key benefits, important notes and the way to /store-credit', () => {
  renderWithShell(<StoreCreditTutorialScreen />);
  expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
    'Mine credits',
    'Reach $2.50 USD',
    'Generate your code',
    'Use it at checkout',
  ]);
  expect(screen.getByRole('region', { name: 'Key Benefits' })).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Important Notes' })).toHaveTextContent(
    'expires 30 days after it is generated',
  );
  expect(screen.getByRole('link', { name: 'Go to Store Credits' })).toHaveAttribute('href', '/store-credit');
});
