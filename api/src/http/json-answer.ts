import type { Response } from 'express';

const texts = new WeakMap<object, string>();

/**
 * A JSON answer without the per-request work of Express's `res.json` that nothing uses here: an
 * ETag (a hash of every body, while the answers to signed-in requests are no-store and never
 * revalidated) and parsing its own Content-Type back. The text of a frozen body (an answer
 * memoized while its data did not change, `memoizedPerObjects`) is serialized once. For the
 * polled routes (docs/performance.md); the status set before, Content-Length by Node (by us for
 * HEAD, whose body Node drops).
 */
export function sendJson(res: Response, body: object): void {
  const frozen = Object.isFrozen(body);
  let text = frozen ? texts.get(body) : undefined;
  if (text === undefined) {
    text = JSON.stringify(body);
    if (frozen) texts.set(body, text);
  }
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  if (res.req.method === 'HEAD') res.setHeader('Content-Length', Buffer.byteLength(text));
  res.end(text);
}
