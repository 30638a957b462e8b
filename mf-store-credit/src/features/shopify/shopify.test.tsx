import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useTestApi } from '@ciao/api-client/testing';
import { renderWithShell, sessionReplies } from '@ciao/shell/testing';
import { connectedProducts, connectedStore, demoProducts, demoStore } from '../../testing/fixtures';
import { ShopifyStore } from './shopify-store';

const api = useTestApi();
beforeEach(() => {
  api.route('GET /api/auth/session', sessionReplies.signedIn());
  api.route('GET /api/shopify/store', { json: demoStore });
  api.route('GET /api/shopify/products', { json: { products: demoProducts } });
});

const region = (name: string) => screen.getByRole('region', { name });

async function renderShopify() {
  renderWithShell(<ShopifyStore />, { route: '/shopify' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Shopify Store' })).toBeInTheDocument();
}

it('when the store runs the demo catalogue, then its information, the demo status and the products with images and prices', async () => {
  await renderShopify();

  expect(await within(region('Store Information')).findByText('$CIAO Demo Store')).toBeInTheDocument();
  expect(within(region('Store Information')).getByText('USD')).toBeInTheDocument();
  expect(within(region('Integration Status')).getByText('Demo catalogue')).toBeInTheDocument();
  expect(within(region('Integration Status')).getByText(/still issued and logged/)).toBeInTheDocument();

  const tee = await within(region('Products')).findByRole('article', { name: '$CIAO Classic Tee' });
  expect(within(tee).getByRole('img', { name: '$CIAO Classic Tee' })).toHaveAttribute(
    'src',
    demoProducts[0]?.images[0]?.src,
  );
  expect(within(tee).getByText('$24.00')).toBeInTheDocument();
  expect(within(tee).getByLabelText('Was $29.00')).toHaveTextContent('$29.00');
  expect(within(region('Products')).getAllByRole('article')).toHaveLength(6);
});

it("when 'View Product' is followed, then it opens the store's product page by handle in a new tab", async () => {
  await renderShopify();
  const link = await screen.findByRole('link', { name: 'View Product: $CIAO Hoodie (opens in a new tab)' });
  expect(link).toHaveAttribute('href', '/api/shopify/demo-store/products/ciao-hoodie');
  expect(link).toHaveAttribute('target', '_blank');
  expect(link).toHaveAttribute('rel', 'noopener noreferrer');
});

it('when connected to Shopify, then it says so, and prices are in the store currency', async () => {
  api.route('GET /api/shopify/store', { json: connectedStore });
  api.route('GET /api/shopify/products', { json: { products: connectedProducts } });
  await renderShopify();

  expect(await within(region('Integration Status')).findByText('Connected')).toBeInTheDocument();
  const hoodie = await screen.findByRole('article', { name: 'Genesis Hoodie' });
  expect(within(hoodie).getByText('From €45.00')).toBeInTheDocument();
  expect(within(hoodie).getByRole('link', { name: /View Product/ })).toHaveAttribute(
    'href',
    'https://shop.ciaomarkets.example/products/genesis-hoodie',
  );
  expect(within(screen.getByRole('article', { name: 'Block Mug' })).getByText('No image')).toBeInTheDocument();
});

it("when the store has no products, then 'No products found'", async () => {
  api.route('GET /api/shopify/products', { json: { products: [] } });
  await renderShopify();
  expect(await screen.findByText('No products found')).toBeInTheDocument();
});

it("when the store information cannot be loaded, then 'Unable to load store information', and Try again reads it again", async () => {
  api.route('GET /api/shopify/store', { status: 502, json: { message: 'Unable to load store information' } });
  await renderShopify();

  expect(await within(region('Store Information')).findByText('Unable to load store information')).toBeInTheDocument();
  expect(within(region('Integration Status')).getByText(/Status unknown/)).toBeInTheDocument();
  expect((await screen.findAllByRole('button', { name: 'View Product' }))[0]).toBeDisabled();

  api.route('GET /api/shopify/store', { json: demoStore });
  await userEvent.click(within(region('Store Information')).getByRole('button', { name: 'Try again' }));
  expect(await within(region('Store Information')).findByText('$CIAO Demo Store')).toBeInTheDocument();
});
