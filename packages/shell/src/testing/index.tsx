// Test helpers for every front-end: the real provider stack around a screen, a router, fixtures.
// Import from '@ciao/shell/testing' in tests only.
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import type { SessionUser } from '@ciao/contracts';
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

export function aSessionUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
    email: 'ada@example.com',
    name: 'Ada Lovelace',
    nickname: null,
    profileImageUrl: null,
    image: null,
    role: 'user',
    emailVerified: true,
    ...overrides,
  };
}

/** Route replies for the session endpoint of a test API server. */
export const sessionReplies = {
  signedIn: (user: SessionUser = aSessionUser()) => ({ json: { user } }),
  anonymous: () => ({ status: 401, json: { message: 'Not authenticated' } }),
};

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
