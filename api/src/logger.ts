import pino from 'pino';
import type { DestinationStream } from 'pino';
import { z } from 'zod';
import { optionalText } from './env-values';
import type { EnvironmentOf, NodeEnv } from './env-values';
import { currentRequestId } from './http/request-context';

export type Logger = pino.Logger;

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** Blank is unset, as for every variable (env-values.ts). */
export const loggerEnvironment = { LOG_LEVEL: optionalText.pipe(z.enum(LOG_LEVELS).optional()) };

/** NODE_ENV=test is silent unless LOG_LEVEL says otherwise. */
export const logLevelFrom = (e: EnvironmentOf<typeof loggerEnvironment>, nodeEnv: NodeEnv): LogLevel =>
  e.LOG_LEVEL ?? (nodeEnv === 'test' ? 'silent' : 'info');

/**
 * Fields whose values never reach a log line (api/README.md, "Behaviour worth knowing"), at the top
 * of a line or one level down (e.g. `{ user: { email } }`). Errors are handled by `serializeError`.
 */
const SECRET_FIELDS = [
  'password',
  'passwordHash',
  'password_hash',
  'dateOfBirth',
  'date_of_birth',
  'voucherCode',
  'voucher_code',
  'email',
  'cookie',
  'authorization',
];
/** `code` is a code text at the top of a line; one level down it is also an error's SQLSTATE, which stays. */
const REDACTED_PATHS = ['code', ...SECRET_FIELDS.flatMap((field) => [field, `*.${field}`])];
const REDACTED = '[redacted]';

/** Properties of an error (and of what it wraps) that carry the values of a query, never logged. */
const DROPPED_ERROR_KEYS = new Set([
  'sql', // Sequelize: the statement; with replacements the values are inlined into it
  'parameters', // Sequelize/pg: the bound values
  'bind',
  'replacements',
  'detail', // PostgreSQL: e.g. Key (email)=(ann@example.com) already exists
  'where', // PostgreSQL: the context, may quote a statement
  'internalQuery',
  'fields', // Sequelize UniqueConstraintError: { column: value }
  'value', // Sequelize ValidationErrorItem
  'values',
  'instance', // Sequelize ValidationErrorItem: the whole model instance (password hash, date of birth)
  'config', // HTTP client errors: the request, its headers and body
  'request',
  'response',
]);

const MAX_DEPTH = 6;

/** A store-credit code text anywhere in a string (case-insensitive: orders may carry it in lower case). */
const CODE_TEXT = /CIAO-[A-Z0-9]{6}-[A-Z0-9]{6}/gi;
/** PostgreSQL's "Key (column)=(value)" in messages and details. */
const KEY_VALUE = /(Key \([^)]*\))=\((?:[^()]|\([^()]*\))*\)/g;
/** PostgreSQL quotes the offending input at the end of data errors: `invalid input syntax for type date: "1996-13-45"`. */
const QUOTED_INPUT = /: "(?:[^"\\]|\\.)*"/g;

/** Removes code texts and PostgreSQL's quoted key values from a text that may be logged or stored. */
export function scrubText(text: string): string {
  return text.replace(CODE_TEXT, `CIAO-${REDACTED}`).replace(KEY_VALUE, `$1=(${REDACTED})`);
}

type Serialized = Record<string, unknown>;

const isDatabaseError = (error: Record<string, unknown>) =>
  'sql' in error || 'parameters' in error || ('severity' in error && 'code' in error);

function serializeValue(value: unknown, depth: number, seen: WeakSet<object>, database: boolean): unknown {
  if (typeof value === 'string')
    return database ? scrubText(value).replace(QUOTED_INPUT, `: "${REDACTED}"`) : scrubText(value);
  if (typeof value !== 'object' || value === null) return value;
  if (seen.has(value)) return '[circular]';
  if (depth >= MAX_DEPTH) return '[nested too deep]';
  if (value instanceof Error) return serializeErrorAt(value, depth + 1, seen);
  seen.add(value);
  if (Array.isArray(value)) return value.map((item) => serializeValue(item, depth + 1, seen, database));
  if (value instanceof Date) return value.toISOString();
  const out: Serialized = {};
  for (const [key, item] of Object.entries(value)) {
    if (DROPPED_ERROR_KEYS.has(key) || SECRET_FIELDS.includes(key)) continue;
    out[key] = serializeValue(item, depth + 1, seen, database);
  }
  return out;
}

function serializeErrorAt(error: Error, depth: number, seen: WeakSet<object>): Serialized {
  seen.add(error);
  const fields = error as unknown as Record<string, unknown>;
  const database =
    isDatabaseError(fields) || isDatabaseError((fields.parent ?? fields.original ?? {}) as Record<string, unknown>);
  const text = (s: string | undefined) =>
    s === undefined ? undefined : (serializeValue(s, depth, seen, database) as string);
  const out: Serialized = {
    type: error.constructor?.name ?? error.name,
    message: text(error.message),
    stack: text(error.stack),
  };
  for (const [key, value] of Object.entries(fields)) {
    if (DROPPED_ERROR_KEYS.has(key) || SECRET_FIELDS.includes(key) || key === 'message' || key === 'stack') continue;
    // Sequelize keeps the driver's error twice, as `parent` and `original`.
    if (key === 'original' && value === fields.parent) continue;
    out[key] = serializeValue(value, depth, seen, database);
  }
  if (error.cause !== undefined && !('cause' in out)) out.cause = serializeValue(error.cause, depth, seen, database);
  return out;
}

/**
 * pino's `err` serializer: type, message, stack and the error's own fields, through `cause`,
 * `parent`, `original` and `errors` at any depth, without what carries a query's values (the SQL,
 * its parameters, PostgreSQL's detail, Sequelize's fields and instances); code texts and quoted
 * input values are cut out of messages and stacks.
 */
export function serializeError(error: unknown): unknown {
  if (!(error instanceof Error)) return serializeValue(error, 0, new WeakSet(), false);
  return serializeErrorAt(error, 0, new WeakSet());
}

/**
 * Structured JSON logs on stdout (or `destination`); NODE_ENV=test is silent unless LOG_LEVEL
 * says otherwise. A line written while serving a request carries its `reqId`. Nothing secret is written: see SECRET_FIELDS, serializeError and scrubText.
 */
export function createLogger(config: { logLevel: LogLevel }, destination?: DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    level: config.logLevel,
    base: { service: 'api' },
    // Every line written while serving a request names it (http/request-log.ts).
    mixin: () => {
      const reqId = currentRequestId();
      return reqId === undefined ? {} : { reqId };
    },
    redact: { paths: REDACTED_PATHS, censor: REDACTED },
    serializers: {
      err: serializeError,
      error: serializeError,
      msg: (msg: unknown) => (typeof msg === 'string' ? scrubText(msg) : msg),
    },
    formatters: {
      // Free text at the top of a line (e.g. PostgreSQL's own output) is scrubbed too.
      log: (object) => {
        const out: Record<string, unknown> = {};
        for (const [key, value] of Object.entries(object))
          out[key] = typeof value === 'string' ? scrubText(value) : value;
        return out;
      },
    },
  };
  return destination ? pino(options, destination) : pino(options);
}
