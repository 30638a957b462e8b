import { screen } from '@testing-library/react';
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
  expect(screen.getByText('This page is being written (issue: content pages).')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to dashboard' })).toHaveAttribute('href', '/');

  const footer = screen.getByRole('contentinfo');
  expect(footer).toHaveTextContent('Version 0.0.0-test');
  expect(footer).toHaveTextContent('© 2025');
  expect(screen.getByRole('link', { name: 'Terms & Conditions' })).toHaveAttribute('href', '/terms');
  expect(screen.getByRole('link', { name: 'Privacy & Policy' })).toHaveAttribute('href', '/privacy');
});
