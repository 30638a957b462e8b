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

/** The URL of an API path, on the configured base. */
export const apiUrl = (path: string): string => `${baseUrl}${path}`;

/** The fetch a test or story put in place of the page's own, if any. */
export const configuredFetch = (): typeof fetch | undefined => send;

/** The browser's task scheduler (Prioritized Task Scheduling), where the browser has one. */
type TaskScheduler = { postTask(task: () => void, options?: { priority?: 'user-blocking' | 'user-visible' | 'background' }): Promise<void> };

/**
 * Resolves in a task of its own where the browser can post one, else at once. A screen that mounts
 * several queries starts all their reads in the task of its commit; each fetch costs the main
 * thread a few milliseconds (more on a phone), so the dashboard's nine first reads made that task a
 * long one (docs/performance.md, "Each read in a task of its own").
 */
function inTaskOfItsOwn(): Promise<void> | undefined {
  const scheduler = (globalThis as { scheduler?: Partial<TaskScheduler> }).scheduler;
  return scheduler?.postTask ? scheduler.postTask(() => undefined, { priority: 'user-visible' }) : undefined;
}

/**
 * Every call sends credentials; a JSON content type and body are added only when a payload exists.
 * A read (GET) starts in a task of its own. Resolves with the ok Response; anything else rejects
 * with an ApiError.
 */
export async function apiRequest(
  method: HttpMethod,
  path: string,
  body?: unknown,
  init: { signal?: AbortSignal } = {},
): Promise<Response> {
  if (method === 'GET') await inTaskOfItsOwn();
  const hasPayload = body !== undefined;
  const response = await (send ?? fetch)(apiUrl(path), {
    method,
    credentials: 'include',
    headers: hasPayload ? { 'Content-Type': 'application/json' } : undefined,
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
  init?: { signal?: AbortSignal },
): Promise<T> {
  const response = await apiRequest(method, path, body, init);
  return (await response.json()) as T;
}

/** The server's `{ message }` of a failed call, for toasts; undefined when there is none. */
export function serverMessage(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || !error.bodyText) return undefined;
  try {
    const parsed: unknown = JSON.parse(error.bodyText);
    if (parsed && typeof parsed === 'object' && 'message' in parsed && typeof parsed.message === 'string') {
      return parsed.message || undefined;
    }
  } catch {
    // Not JSON (a proxy's HTML page, say): there is no server message to show.
  }
  return undefined;
}

/** The server's message, else the screen's own fallback text. */
export function messageOr(error: unknown, fallback: string): string {
  return serverMessage(error) ?? fallback;
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}
