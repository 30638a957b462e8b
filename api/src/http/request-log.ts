import type { RequestHandler } from 'express';
import type { Logger } from '../logger';

/**
 * One line per request once the answer is sent. The query string stays out (it may hold e-mails).
 * Answered GETs are logged at debug: the dashboard polls about 4.5 of them a second per user
 * (docs/performance.md); changes and failures stay at info. A line whose level is off costs no
 * more than the check (no fields built).
 */
export function logRequests(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      const level = req.method === 'GET' && res.statusCode < 400 ? 'debug' : 'info';
      if (!logger.isLevelEnabled(level)) return;
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      logger[level](
        { method: req.method, path: req.originalUrl.split('?')[0], status: res.statusCode, ms: Math.round(ms * 10) / 10 },
        'request',
      );
    });
    next();
  };
}
