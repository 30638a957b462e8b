import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { ErrorBody, Language } from '@ciao/contracts';
import type { ErrorReporter } from '../error-reporting';
import { noErrorReporting } from '../error-reporting';
import { isDatabaseUnavailable } from '../db/database-errors';
import { AppError } from '../errors';
import type { Logger } from '../logger';
import { apiMessage, messageFor } from './api-messages';
import { requestLanguage } from './request-language';
import { currentRequestId } from './request-context';

/** Errors thrown by express.json (body-parser), identified by their `type`. */
const BODY_ERRORS: Record<string, { status: number; message: string }> = {
  'entity.too.large': { status: 413, message: 'Request body too large' },
  'entity.parse.failed': { status: 400, message: 'Malformed JSON body' },
  'encoding.unsupported': { status: 415, message: 'Unsupported content encoding' },
  'charset.unsupported': { status: 415, message: 'Unsupported charset' },
  'request.aborted': { status: 400, message: 'Request aborted' },
  'request.size.invalid': { status: 400, message: 'Request size did not match Content-Length' },
};

const MALFORMED_URL_MESSAGE = 'Malformed URL';

/** A 503's words, whether PostgreSQL is unreachable or the instance is overloaded (http/admission.ts). */
export const SERVICE_UNAVAILABLE_MESSAGE = 'Service temporarily unavailable. Please try again shortly.';

/** A path whose percent-encoding does not decode (`/%E0`, `/%ZZ`): the client's mistake, never a 500. */
function isMalformedPath(path: string): boolean {
  try {
    decodeURIComponent(path);
    return false;
  } catch {
    return true;
  }
}

/** For routes that decode the path themselves (static files, the SPA fallback): 400 before they try. */
export const refuseMalformedPaths: RequestHandler = (req, _res, next) => {
  if (isMalformedPath(req.path)) throw new AppError(400, MALFORMED_URL_MESSAGE);
  next();
};

type HttpErrorLike = { status?: unknown; statusCode?: unknown; expose?: unknown; type?: unknown; message?: unknown };

type ErrorResponse = { status: number; body: ErrorBody; headers?: Record<string, string>; unexpected: boolean };

/** What the client is told. Only deliberate errors say more than 'Internal server error'. */
function toResponse(error: unknown): ErrorResponse {
  if (error instanceof AppError && error.isOperational) {
    const body: ErrorBody = {
      message: error.message,
      ...(error.fields && { fields: error.fields }),
      ...(error.code && { code: error.code }),
    };
    return { status: error.status, body, headers: error.headers, unexpected: false };
  }
  if (isDatabaseUnavailable(error)) {
    return {
      status: 503,
      body: { message: SERVICE_UNAVAILABLE_MESSAGE },
      headers: { 'Retry-After': '5' },
      unexpected: false,
    };
  }
  const e = (typeof error === 'object' && error !== null ? error : {}) as HttpErrorLike;
  // Express's router decodes route parameters (`/api/user/:userId`) and throws a URIError marked 400
  // (without `expose`) when the percent-encoding is malformed.
  if (error instanceof URIError && e.status === 400)
    return { status: 400, body: { message: MALFORMED_URL_MESSAGE }, unexpected: false };
  const known = typeof e.type === 'string' ? BODY_ERRORS[e.type] : undefined;
  if (known) return { status: known.status, body: { message: known.message }, unexpected: false };
  // Other client errors from Express itself (e.g. serve-static refusing a path) say so plainly.
  const status = typeof e.status === 'number' ? e.status : typeof e.statusCode === 'number' ? e.statusCode : 500;
  if (status === 404 && e.expose === true) return { status, body: { message: 'Not found' }, unexpected: false };
  if (status >= 400 && status < 500 && e.expose === true)
    return { status, body: { message: 'Bad request' }, unexpected: false };
  return { status: 500, body: { message: 'Internal server error' }, unexpected: true };
}

/**
 * The body in the language of the request's `Accept-Language` (the app sends the page's): the one
 * place the API's messages are translated (docs/front-end.md, "Languages").
 */
function inLanguage(language: Language, error: unknown, body: ErrorBody): ErrorBody {
  if (language === 'en') return body; // as written (an ICU message's values are in its English already)
  const own = error instanceof AppError && error.isOperational ? error : undefined;
  const text = (english: string) =>
    own?.translated?.[english]?.[language as Exclude<Language, 'en'>] ?? apiMessage(language, english);
  const message = own ? apiMessage(language, own.text, own.values) : apiMessage(language, body.message);
  const fields =
    body.fields && Object.fromEntries(Object.entries(body.fields).map(([f, english]) => [f, text(english)]));
  return { ...body, message, ...(fields && { fields }) };
}

/** Logs what went wrong (every line with the request's id); bugs also go to the error reporter. */
export function handleErrors(logger: Logger, reporter: ErrorReporter = noErrorReporting): ErrorRequestHandler {
  return (error, req, res, next) => {
    const { status, body, headers, unexpected } = toResponse(error);
    const path = req.originalUrl.split('?')[0];
    if (status === 503) logger.warn({ err: error, method: req.method, path }, 'database unavailable');
    if (unexpected) {
      logger.error({ err: error, method: req.method, path }, 'unexpected error');
      reporter.report(error, { requestId: currentRequestId(), method: req.method, path });
    }
    if (res.headersSent) {
      next(error); // Express closes the connection
      return;
    }
    if (headers) res.set(headers);
    res.status(status).json(inLanguage(requestLanguage(req), error, body));
  };
}

export const answerApiNotFound: RequestHandler = (req, res) => {
  const [status, message] = isMalformedPath(req.path) ? [400, MALFORMED_URL_MESSAGE] : [404, 'Not found'];
  res.status(status).json({ message: messageFor(req, message) } satisfies ErrorBody);
};
