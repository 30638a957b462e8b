// Test helpers for every front-end: the real provider stack around a screen, a router, fixtures.
// Import from '@ciao/shell/testing' in tests only.
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { ShellProviders } from '../providers/shell-providers';
import { createQueryClient } from '../query-client';
import { createShellStore } from '../store/shell-store';

export interface RenderWithShellOptions {
  route?: string;
}

/** Renders `ui` under ShellProviders and a MemoryRouter at `route`, with a fresh cache and store. */
export function renderWithShell(ui: ReactElement, { route = '/' }: RenderWithShellOptions = {}) {
  const queryClient = createQueryClient();
  const shellStore = createShellStore();
  const result = render(
    <ShellProviders queryClient={queryClient} store={shellStore}>
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
    </ShellProviders>,
  );
  return { ...result, queryClient, store: shellStore.store };
}

/** Shows the router's current path, so tests can assert navigation. */
export function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname}</div>;
}

export { aSessionUser, sessionReplies } from './session-fixtures';
export {
  StoryShell,
  neverAnswers,
  onDesktop,
  onPhone,
  refusal,
  withStoryShell,
  type StoryRequest,
  type StoryRoute,
  type StoryShellOptions,
} from './story-shell';
export { screenApi, wiredScreen, type WiredScreenOptions } from './wired-screen';
