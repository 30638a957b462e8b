import type { Request, Response } from 'express';

/**
 * After the session user is resolved: an answer to a signed-in request is never stored by the
 * browser or anything between (live discount codes, balances, e-mails are in them). A route with
 * a reason to be cached sets its own Cache-Control, which replaces this one.
 */
export function noStoreWhenSignedIn(req: Request, res: Response): void {
  if (req.sessionUser) res.set('Cache-Control', 'no-store');
}
