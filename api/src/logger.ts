import pino from 'pino';
import type { Config } from './config';

export type Logger = pino.Logger;

/** Structured JSON logs on stdout; NODE_ENV=test is silent unless LOG_LEVEL says otherwise. */
export function createLogger(config: Pick<Config, 'logLevel'>): Logger {
  return pino({ level: config.logLevel, base: { service: 'api' } });
}
