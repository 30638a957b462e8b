import type { RequestHandler } from 'express';
import type { Logger } from '../logger';

/** One line per request once the answer is sent. The query string stays out (it may hold e-mails). */
export function logRequests(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      logger.info(
        { method: req.method, path: req.originalUrl.split('?')[0], status: res.statusCode, ms: Math.round(ms * 10) / 10 },
        'request',
      );
    });
    next();
  };
}
