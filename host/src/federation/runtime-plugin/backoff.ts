export interface Backoff {
  /** Retries after the first failure. */
  retries: number;
  /** Delay before the first retry; doubled for each next one. */
  baseDelayMs: number;
}

export const DEFAULT_BACKOFF: Backoff = { retries: 3, baseDelayMs: 300 };

export const delayBeforeRetry = (backoff: Backoff, retry: number) => backoff.baseDelayMs * 2 ** (retry - 1);

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
