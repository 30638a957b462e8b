import { Router } from 'express';
import type { NextFunction, Request, Response } from 'express';
import type { DevMailbox } from './dev-mailbox';
import { escapeHtml } from '../../http/escape-html';

/** Where the development mailbox is shown (only when it runs: SMTP_URL unset, never in a deployment). */
export const DEV_MAILBOX_PATH = '/dev/mail';

/** The mails' own inline styles may apply; nothing else loads or runs. */
const PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/**
 * The development mailbox's pages: `/dev/mail` lists what arrived (newest first), `/dev/mail/{id}`
 * shows a mail's HTML part as sent, `/dev/mail/{id}/text` its text part, and
 * `/dev/mail/messages.json` all of it for scripts.
 */
export function devMailboxRoutes(mailbox: DevMailbox): Router {
  const router = Router();
  const mailOf = (id: string) => mailbox.mails().find((m) => String(m.id) === id);

  function pageHeaders(_req: Request, res: Response, next: NextFunction) {
    res.setHeader('Content-Security-Policy', PAGE_CSP);
    res.setHeader('Cache-Control', 'no-store');
    next();
  }
  router.use(pageHeaders);

  function listAsJson(_req: Request, res: Response) {
    res.json({ mails: mailbox.mails() });
  }
  router.get('/messages.json', listAsJson);

  function listPage(_req: Request, res: Response) {
    const rows = [...mailbox.mails()]
      .reverse()
      .map(
        (m) =>
          `<li style="margin:0 0 12px"><a href="${DEV_MAILBOX_PATH}/${m.id}">${escapeHtml(m.subject || '(no subject)')}</a> <a href="${DEV_MAILBOX_PATH}/${m.id}/text">(text)</a><br><small>to ${escapeHtml(m.to.join(', '))} at ${escapeHtml(m.receivedAt)}</small></li>`,
      )
      .join('\n');
    res.type('html')
      .send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Development mailbox</title></head>
<body style="font-family:system-ui,sans-serif;padding:16px"><h1>Development mailbox</h1>
<p>Mail the API sent while SMTP_URL is unset; kept in memory until it stops. Reload for new mail.</p>
${rows ? `<ul style="padding-left:20px">${rows}</ul>` : '<p>No mail yet.</p>'}</body></html>`);
  }
  router.get('/', listPage);

  function mailAsSent(req: Request<{ id: string }>, res: Response) {
    const mail = mailOf(req.params.id);
    if (!mail) return void res.status(404).type('text').send('No such mail');
    res.type('html').send(mail.html || `<pre>${escapeHtml(mail.text)}</pre>`);
  }
  router.get('/:id', mailAsSent);

  function textPart(req: Request<{ id: string }>, res: Response) {
    const mail = mailOf(req.params.id);
    if (!mail) return void res.status(404).type('text').send('No such mail');
    res.type('text').send(mail.text);
  }
  router.get('/:id/text', textPart);

  return router;
}
