import { z } from 'zod';
import { AppError } from '../errors';

/**
 * The opaque cursors of the paginated routes: the key of a page's last row as base64url text, so
 * the pagination can change without breaking its contract with clients. The domain takes and
 * returns the plain keys; only the HTTP edge sees cursors.
 */
export type KeysetCursor<K> = {
  encode(key: K): string;
  /** The key; 400 naming `cursor` when the text was not made by `encode`. */
  decode(cursor: string): K;
};

/** A cursor's text is the client's: each key is checked here to be one PostgreSQL takes, so a tampered cursor is a 400, never a database error. */
const MAX_BIGINT = 2n ** 63n - 1n;
const bigintId = z.string().refine((id) => /^[1-9]\d{0,18}$/.test(id) && BigInt(id) <= MAX_BIGINT);
const uuid = z.guid();
/** As `toISOString` writes it, years 1 to 9999 (PostgreSQL has no year 0, and JavaScript's extremes are past its range). */
const time = z.iso
  .datetime({ precision: 3 })
  .transform((text) => new Date(text))
  .refine((date) => date.toISOString().slice(0, 4) !== '0000');

function keysetCursor<K>(toText: (key: K) => string, keyOf: z.ZodType<K, string>): KeysetCursor<K> {
  return {
    encode: (key) => Buffer.from(toText(key), 'utf8').toString('base64url'),
    decode(cursor) {
      const key = keyOf.safeParse(Buffer.from(cursor, 'base64url').toString('utf8'));
      if (!key.success) throw new AppError(400, 'Invalid request', { fields: { cursor: 'Invalid cursor' } });
      return key.data;
    },
  };
}

const BEFORE = 'before:';
const json = z.string().transform((text, ctx): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    ctx.addIssue({ code: 'custom', message: 'Not JSON' });
    return z.NEVER;
  }
});

/** A bigint identity, newest first (the voucher log, the activity): continue before this id. */
export const idCursor = keysetCursor<string>(
  (id) => `${BEFORE}${id}`,
  z
    .string()
    .startsWith(BEFORE)
    .transform((text) => text.slice(BEFORE.length))
    .pipe(bigintId),
);

/** A time, then a uuid for rows of the same time (contract history, newest start first). */
export const timeAndIdCursor = keysetCursor<{ startTime: Date; id: string }>(
  (key) => JSON.stringify([key.startTime.toISOString(), key.id]),
  json.pipe(z.tuple([time, uuid])).transform(([startTime, id]) => ({ startTime, id })),
);

/** Open before resolved, then a bigint identity newest first (the flags' review queue). */
export const closedAndIdCursor = keysetCursor<{ closed: boolean; id: string }>(
  (key) => JSON.stringify([key.closed, key.id]),
  json.pipe(z.tuple([z.boolean(), bigintId])).transform(([closed, id]) => ({ closed, id })),
);
