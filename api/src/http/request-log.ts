import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Request, RequestHandler } from 'express';
import type { Logger } from '../logger';
import { runInRequest } from './request-context';

const REQUEST_ID_HEADER = 'X-Request-Id';

/** A caller's request id is kept when it looks like one (a UUID, a trace id): short, no spaces or quotes to forge log lines with. */
const WELL_FORMED_REQUEST_ID = /^[\w.:=+/-]{1,128}$/;

const requestIdOf = (req: IncomingMessage): string => {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && WELL_FORMED_REQUEST_ID.test(given) ? given : randomUUID();
};

/** The path as asked for (routers rewrite `url` on the way), without the query string (it may hold e-mails). */
const pathOf = (req: Request) => (req.originalUrl || req.url).split('?')[0];

/**
 * Request ids and request logs. Each request gets an id (the caller's `X-Request-Id` when
 * well-formed, else a new UUID), sent back in `X-Request-Id`; every log line written while it is
 * served carries it as `reqId` (logger.ts reads it from the request's async context), error lines
 * included. One `request` line once the answer is sent or the connection closed: answered GETs at
 * debug, off by default, as the dashboard polls about 4.5 of them a second per user; changes,
 * failures and abandoned requests at info. Nothing is built for a line whose level is off: a
 * poll pays for its id and one listener (pino-http, used before, built a child logger per
 * request, about 12 % of a poll's CPU: docs/performance.md).
 */
export function logRequests(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const requestId = requestIdOf(req);
    res.setHeader(REQUEST_ID_HEADER, requestId);
    const started = performance.now();
    // `on`, not `once`: an answer closes once, and `once` would wrap and later remove the listener on every poll.
    res.on('close', () => {
      const answered = res.writableFinished;
      const level = answered && req.method === 'GET' && res.statusCode < 400 ? 'debug' : 'info';
      if (!logger.isLevelEnabled(level)) return;
      logger[level](
        {
          req: { method: req.method, path: pathOf(req) },
          res: { status: res.statusCode },
          ms: Math.round(performance.now() - started),
          // Written after the answer, maybe outside the request's async context.
          reqId: requestId,
          ...(answered ? {} : { aborted: true }),
        },
        'request',
      );
    });
    runInRequest(requestId, next);
  };
}
