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

function keysetCursor<K>(toText: (key: K) => string, fromText: (text: string) => K | null): KeysetCursor<K> {
  return {
    encode: (key) => Buffer.from(toText(key), 'utf8').toString('base64url'),
    decode(cursor) {
      const key = fromText(Buffer.from(cursor, 'base64url').toString('utf8'));
      if (key === null) throw new AppError(400, 'Invalid request', { fields: { cursor: 'Invalid cursor' } });
      return key;
    },
  };
}

const BEFORE = 'before:';
const BIGINT = /^[1-9]\d{0,18}$/;
const UUID = /^[0-9a-f-]{36}$/;

/** A bigint identity, newest first (the voucher log): continue before this id. */
export const idCursor = keysetCursor<string>(
  (id) => `${BEFORE}${id}`,
  (text) => {
    const id = text.startsWith(BEFORE) ? text.slice(BEFORE.length) : '';
    return BIGINT.test(id) ? id : null;
  },
);

/** A time, then a uuid for rows of the same time (contract history, newest start first). */
export const timeAndIdCursor = keysetCursor<{ startTime: Date; id: string }>(
  (key) => JSON.stringify([key.startTime.toISOString(), key.id]),
  (text) => {
    try {
      const [startTime, id] = JSON.parse(text) as [string, string];
      const date = new Date(startTime);
      return Number.isNaN(date.getTime()) || !UUID.test(id) ? null : { startTime: date, id };
    } catch {
      return null;
    }
  },
);
