import type { ErrorCode } from '@ciao/contracts/web';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Any non-ok response. The message reads `STATUS: body` (spec section 8). */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly statusText: string,
    /** The response body as text ('' when empty). */
    readonly bodyText: string,
  ) {
    super(`${status}: ${bodyText || statusText}`);
  }
}

let baseUrl = '';
let send: typeof fetch | undefined;

/**
 * Where the API lives. Default: the page's own origin (relative paths). Tests point it at their
 * server; stories, which have none, pass a `fetch` that answers from fixtures (undefined: the page's own).
 */
export function configureApiClient(options: { baseUrl?: string; fetch?: typeof fetch }): void {
  if (options.baseUrl !== undefined) baseUrl = options.baseUrl.replace(/\/$/, '');
  if ('fetch' in options) send = options.fetch;
}

let pageLanguage: string | undefined;

/**
 * The page's language tag (`it-IT`): sent as `Accept-Language` on every call (a header a page may
 * set, CORS-safelisted), so the API writes its messages in the language the page shows
 * (docs/front-end.md, "Languages"). `@ciao/shell` sets it whenever the page's language changes.
 */
export function setRequestLanguage(tag: string): void {
  pageLanguage = tag;
}

/** The URL of an API path, on the configured base. */
export const apiUrl = (path: string): string => `${baseUrl}${path}`;

/** The fetch a test or story put in place of the page's own, if any. */
export const configuredFetch = (): typeof fetch | undefined => send;

/** The browser's task scheduler (Prioritized Task Scheduling), where the browser has one. */
type TaskScheduler = {
  postTask(task: () => void, options?: { priority?: 'user-blocking' | 'user-visible' | 'background' }): Promise<void>;
};

/** Reads asked for in the current task, each waiting for the task that starts them. */
let waitingReads: (() => void)[] = [];

function startWaitingReads(): void {
  const due = waitingReads;
  waitingReads = [];
  for (const start of due) start();
}

/**
 * Resolves in the next task where the browser can post one, else at once; the reads asked for in
 * one task all start in the same next one. A screen that mounts several queries asks for their reads
 * deep in React's commit, where every fetch (and every timer) costs more: a trace records the
 * JavaScript stack of each, and the dashboard's nine first reads made that task a long one
 * (docs/performance.md, "First answers").
 */
function afterThisTask(): Promise<void> | undefined {
  const scheduler = (globalThis as { scheduler?: Partial<TaskScheduler> }).scheduler;
  const postTask = scheduler?.postTask?.bind(scheduler);
  if (!postTask) return undefined;
  return new Promise((resolve) => {
    if (waitingReads.push(resolve) === 1) void postTask(startWaitingReads, { priority: 'user-visible' });
  });
}

/**
 * Every call sends credentials; a JSON content type and body are added only when a payload exists.
 * A read (GET) starts in the task after its caller's. Resolves with the ok Response; anything else
 * rejects with an ApiError.
 */
export async function apiRequest(
  method: HttpMethod,
  path: string,
  body?: unknown,
  init: { signal?: AbortSignal; headers?: Record<string, string> } = {},
): Promise<Response> {
  if (method === 'GET') await afterThisTask();
  const hasPayload = body !== undefined;
  const headers = {
    ...(pageLanguage && { 'Accept-Language': pageLanguage }),
    ...(hasPayload && { 'Content-Type': 'application/json' }),
    ...init.headers,
  };
  const response = await (send ?? fetch)(apiUrl(path), {
    method,
    credentials: 'include',
    headers: Object.keys(headers).length > 0 ? headers : undefined,
    body: hasPayload ? JSON.stringify(body) : undefined,
    signal: init.signal,
  });
  if (!response.ok) {
    const bodyText = await response.text().catch(() => '');
    throw new ApiError(response.status, response.statusText, bodyText);
  }
  return response;
}

/** apiRequest, then the JSON body. */
export async function apiJson<T>(
  method: HttpMethod,
  path: string,
  body?: unknown,
  init?: { signal?: AbortSignal; headers?: Record<string, string> },
): Promise<T> {
  const response = await apiRequest(method, path, body, init);
  return (await response.json()) as T;
}

/** A string field of a failed call's JSON body; undefined when there is none. */
function bodyField(error: unknown, field: 'message' | 'code'): string | undefined {
  if (!(error instanceof ApiError) || !error.bodyText) return undefined;
  try {
    const parsed: unknown = JSON.parse(error.bodyText);
    if (parsed && typeof parsed === 'object' && field in parsed) {
      const value = (parsed as Record<string, unknown>)[field];
      return typeof value === 'string' && value ? value : undefined;
    }
  } catch {
    // Not JSON (a proxy's HTML page, say): there is no server message to show.
  }
  return undefined;
}

/** The server's `{ message }` of a failed call (in the page's language), for toasts; undefined when there is none. */
export const serverMessage = (error: unknown): string | undefined => bodyField(error, 'message');

/** What a refusal is (`code`: a suspension, a link's problem), the same in every language; undefined when not said. */
export const errorCode = (error: unknown): ErrorCode | undefined => bodyField(error, 'code') as ErrorCode | undefined;

/** The server's message, else the screen's own fallback text. */
export function messageOr(error: unknown, fallback: string): string {
  return serverMessage(error) ?? fallback;
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}
