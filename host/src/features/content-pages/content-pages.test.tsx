import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureApiClient } from '@ciao/api-client';
import { startTestApi, type TestApi } from '@ciao/build/jest/test-api-server.cjs';
import { sessionReplies } from '@ciao/shell/testing';
import { renderApp } from '../../testing/render-app';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi({ 'GET /api/auth/session': sessionReplies.signedIn() });
  configureApiClient({ baseUrl: api.url });
});
afterAll(() => api.close());

it.each([
  ['/app-info', 'About This App'],
  ['/community', 'Community'],
  ['/about', 'About Us'],
  ['/faq', 'FAQs'],
  ['/contact', 'Contact'],
  ['/privacy', 'Privacy & Policy'],
  ['/terms', 'Terms & Conditions'],
])('%s is a host page titled "%s" with a back button and the footer', async (route, title) => {
  renderApp(route);

  expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to dashboard' })).toHaveAttribute('href', '/');

  const footer = screen.getByRole('contentinfo');
  expect(footer).toHaveTextContent('Version 0.0.0-test');
  expect(footer).toHaveTextContent('© 2025');
  expect(within(footer).getByRole('link', { name: 'Terms & Conditions' })).toHaveAttribute('href', '/terms');
  expect(within(footer).getByRole('link', { name: 'Privacy & Policy' })).toHaveAttribute('href', '/privacy');
});

it.each([
  ['/app-info'],
  ['/community'],
  ['/about'],
  ['/faq'],
  ['/contact'],
])('%s is still being written', async (route) => {
  renderApp(route);

  expect(await screen.findByText('This page is being written (issue: content pages).')).toBeInTheDocument();
});

it('/terms shows the Terms and Conditions of November 2025 in sections', async () => {
  renderApp('/terms');

  expect(await screen.findByText('Last updated: November 2025')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: '1. An educational simulation' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: '4. One account per user and per IP address' })).toBeInTheDocument();
  expect(screen.getByText(/virtual tokens with no real-world value/)).toBeInTheDocument();
});

it('/privacy shows the policy and its links to /terms and /faq move inside the app', async () => {
  renderApp('/privacy');

  expect(await screen.findByRole('heading', { level: 2, name: '6. How long we keep it' })).toBeInTheDocument();
  expect(screen.getByText('Logs: 2 years.')).toBeInTheDocument();
  const main = screen.getByRole('main');
  expect(within(main).getByRole('link', { name: 'FAQs' })).toHaveAttribute('href', '/faq');
  expect(within(main).getByRole('link', { name: 'https://lite.ip2location.com' })).toHaveAttribute('target', '_blank');

  await userEvent.click(within(main).getByRole('link', { name: 'Terms and Conditions' }));

  expect(screen.getByTestId('location')).toHaveTextContent('/terms');
  expect(await screen.findByRole('heading', { level: 1, name: 'Terms & Conditions' })).toBeInTheDocument();
});
