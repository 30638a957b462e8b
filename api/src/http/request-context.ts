import { AsyncLocalStorage } from 'node:async_hooks';

/** What every log line written while serving a request carries (logger.ts reads it). */
type RequestContext = { requestId: string };

const storage = new AsyncLocalStorage<RequestContext>();

/** Runs `next` (and everything it awaits) as part of the request `requestId`. */
export const runInRequest = (requestId: string, next: () => void): void => storage.run({ requestId }, next);

/** The id of the request being served here; undefined outside a request (sweeps, start-up). */
export const currentRequestId = (): string | undefined => storage.getStore()?.requestId;
