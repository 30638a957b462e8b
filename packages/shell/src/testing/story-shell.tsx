// Stories of screens that read and write through @ciao/api-client, without a server: the API's
// answers come from the story's fixtures, keyed 'METHOD /path' like startTestApi's routes (same
// replies: `sessionReplies`, `{ json }`, `{ status, json }`). Browsers have no local HTTP server to
// start, so the client's fetch answers them in the page instead.
import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { configureApiClient } from '@ciao/api-client';
import type { Reply } from '@ciao/build/jest/test-api-server.cjs';
import { ShellProviders } from '../providers/shell-providers';

export interface StoryRequest {
  method: string;
  path: string;
  query: string;
  body: unknown;
}

export type StoryRoute = Reply | ((request: StoryRequest) => Reply | Promise<Reply>);

export interface StoryShellOptions {
  /** Where the router starts, with its query: '/auth?ref=ADA12345'. */
  route?: string;
  /** The API's answers, keyed 'METHOD /path'; '*' answers any other request, else a 404 as from the test server. */
  api?: Record<string, StoryRoute>;
}

/** A story's `globals` for the preview's phone and desktop viewports (storybook/.storybook/preview.tsx). */
export const onPhone = { viewport: { value: 'phone', isRotated: false } };
export const onDesktop = { viewport: { value: 'desktop', isRotated: false } };

/** An answer that never comes: the screen stays loading, or saving. */
export const neverAnswers = (): Promise<Reply> => new Promise(() => {});

/** A refusal with the server's `{ message }`. */
export const refusal = (status: number, message: string): Reply => ({ status, json: { message } });

function urlOf(input: RequestInfo | URL): string {
  if (typeof input === 'string') return input;
  return input instanceof URL ? input.href : input.url;
}

function answerFrom(routes: Record<string, StoryRoute>): typeof fetch {
  return async (input, init) => {
    const url = new URL(urlOf(input), 'http://story.invalid');
    const method = (init?.method ?? 'GET').toUpperCase();
    const raw = typeof init?.body === 'string' ? init.body : '';
    const route = routes[`${method} ${url.pathname}`] ?? routes['*'];
    const request = {
      method,
      path: url.pathname,
      query: url.search,
      body: raw ? (JSON.parse(raw) as unknown) : undefined,
    };
    const reply = typeof route === 'function' ? await route(request) : route;
    const { status = 200, json, text, headers = {} } = reply ?? refusal(404, 'Not found');
    const body = status === 204 ? null : json !== undefined ? JSON.stringify(json) : (text ?? '');
    return new Response(body, {
      status,
      headers: json !== undefined ? { 'Content-Type': 'application/json', ...headers } : headers,
    });
  };
}

/** The fixture answers of the story on screen; a story leaving only resets what it set itself. */
let current: typeof fetch | undefined;

/** A screen as the app shows it (ShellProviders, a router), its API answered by `api`. */
export function StoryShell({ children, route = '/', api = {} }: StoryShellOptions & { children: ReactNode }) {
  // Set while rendering, before any query of the children starts in an effect.
  const [answer] = useState(() => {
    current = answerFrom(api);
    configureApiClient({ fetch: current });
    return current;
  });
  useEffect(
    () => () => {
      if (current !== answer) return;
      current = undefined;
      configureApiClient({ fetch: undefined });
    },
    [answer],
  );
  return (
    <ShellProviders>
      <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
    </ShellProviders>
  );
}

/** A Storybook decorator: the story inside StoryShell, with the options of its `parameters.shell`. */
export function withStoryShell(
  Story: ComponentType,
  { id, parameters }: { id: string; parameters: { shell?: StoryShellOptions } },
) {
  return (
    // Keyed by story: the next story starts with its own cache, store and answers.
    <StoryShell key={id} {...parameters.shell}>
      <Story />
    </StoryShell>
  );
}
