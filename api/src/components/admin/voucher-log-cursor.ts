import { AppError } from '../../errors';

/**
 * The keyset cursor of the voucher log (newest first): the id of the last row of a page, opaque to
 * the client so the pagination can change without breaking its contract.
 */
const PREFIX = 'before:';
const BIGINT = /^[1-9]\d{0,18}$/;

export function encodeCursor(lastId: string): string {
  return Buffer.from(`${PREFIX}${lastId}`, 'utf8').toString('base64url');
}

/** The id to continue before; 400 naming `cursor` when it was not made by encodeCursor. */
export function decodeCursor(cursor: string): string {
  const text = Buffer.from(cursor, 'base64url').toString('utf8');
  const id = text.startsWith(PREFIX) ? text.slice(PREFIX.length) : '';
  if (!BIGINT.test(id)) throw new AppError(400, 'Invalid request', { fields: { cursor: 'Invalid cursor' } });
  return id;
}
