import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import { pinoHttp } from 'pino-http';
import type { Logger } from '../logger';
import { runInRequest } from './request-context';

export const REQUEST_ID_HEADER = 'X-Request-Id';

/** A caller's request id is kept when it looks like one (a UUID, a trace id): short, no spaces or quotes to forge log lines with. */
const WELL_FORMED_REQUEST_ID = /^[\w.:=+/-]{1,128}$/;

const requestIdOf = (req: IncomingMessage): string => {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && WELL_FORMED_REQUEST_ID.test(given) ? given : randomUUID();
};

/** The query string stays out of logs (it may hold e-mails). */
const pathOf = (req: IncomingMessage) => (req.url ?? '').split('?')[0];

/**
 * Request ids and request logs (pino-http). Each request gets an id (the caller's `X-Request-Id`
 * when well-formed, else a new UUID), sent back in `X-Request-Id`; every log line written while it
 * is served carries it as `reqId` (logger.ts reads it from the request's async context), error
 * lines included. One `request` line once the answer is sent: answered GETs at debug, off by
 * default, as the dashboard polls about 4.5 of them a second per user (docs/performance.md);
 * changes and failures at info.
 */
export function logRequests(logger: Logger): RequestHandler {
  const log = pinoHttp<IncomingMessage, ServerResponse, never>({
    logger,
    // Only what we choose: pino-http's default request object holds every header, cookies included.
    wrapSerializers: false,
    serializers: { req: (req: IncomingMessage) => ({ method: req.method, path: pathOf(req) }), res: (res: ServerResponse) => ({ status: res.statusCode }) },
    customAttributeKeys: { responseTime: 'ms' },
    customLogLevel: (req, res) => (req.method === 'GET' && res.statusCode < 400 ? 'debug' : 'info'),
    customSuccessMessage: () => 'request',
    customErrorMessage: () => 'request',
    // The line is written when the answer is sent, maybe outside the request's async context.
    customSuccessObject: (req, _res, fields: object) => ({ ...fields, reqId: req.id }),
    customErrorObject: (req, _res, _error, fields: object) => ({ ...fields, reqId: req.id }),
  });
  return (req, res, next) => {
    const requestId = requestIdOf(req);
    req.id = requestId;
    res.setHeader(REQUEST_ID_HEADER, requestId);
    runInRequest(requestId, () => log(req, res, next));
  };
}
