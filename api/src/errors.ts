import type { ErrorCode, Language } from '@ciao/contracts';
import { apiMessage, type MessageValues } from './http/api-messages';

/** Texts translated where they were written (zod's own words, by its locales): English, then each other language's. */
export type Translations = Record<string, Record<Exclude<Language, 'en'>, string>>;

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
  /** The message as written (an ICU message when it has `values`): what the error handler translates. */
  readonly text: string;
  readonly values: MessageValues | undefined;
  readonly translated: Translations | undefined;
  readonly code: ErrorCode | undefined;

  constructor(
    status: number,
    message: string,
    options: {
      fields?: Record<string, string>;
      headers?: Record<string, string>;
      /** The values of an ICU message ('Too many attempts. Please try again in {count, plural, ...}.'). */
      values?: MessageValues;
      translated?: Translations;
      /** What the refusal is, for a screen that acts on it (the body's `code`). */
      code?: ErrorCode;
      isOperational?: boolean;
      cause?: unknown;
    } = {},
  ) {
    super(options.values ? apiMessage('en', message, options.values) : message, { cause: options.cause });
    this.name = 'AppError';
    this.status = status;
    this.fields = options.fields;
    this.headers = options.headers;
    this.text = message;
    this.values = options.values;
    this.translated = options.translated;
    this.code = options.code;
    this.isOperational = options.isOperational ?? true;
  }
}

export const notAuthenticated = () => new AppError(401, 'Not authenticated');
