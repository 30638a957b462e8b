/**
 * The one error type the API throws on purpose. `isOperational` errors are expected outcomes
 * (bad input, wrong password, missing row) answered with their status and message; anything else
 * reaching the error handler is a bug: logged, answered 500 without internals.
 */
export class AppError extends Error {
  readonly status: number;
  readonly fields: Record<string, string> | undefined;
  readonly isOperational: boolean;
  /** Response headers that go with the answer, e.g. Retry-After on 429. */
  readonly headers: Record<string, string> | undefined;

  constructor(
    status: number,
    message: string,
    options: {
      fields?: Record<string, string>;
      headers?: Record<string, string>;
      isOperational?: boolean;
      cause?: unknown;
    } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = 'AppError';
    this.status = status;
    this.fields = options.fields;
    this.headers = options.headers;
    this.isOperational = options.isOperational ?? true;
  }
}

export const notAuthenticated = () => new AppError(401, 'Not authenticated');
