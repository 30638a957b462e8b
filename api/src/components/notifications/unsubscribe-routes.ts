import express, { Router } from 'express';
import type { NextFunction, Request, Response } from 'express';
import { APP_TITLE, colors } from '@ciao/build/src/brand.cjs';
import { AppError } from '../../errors';
import { addressKey, clientIp } from '../../http/client-ip';
import type { RateLimitRule } from '../rate-limits/rate-limit-rule';
import type { RateLimiter } from '../rate-limits/rate-limits';
import type { Language, Unsubscribed } from '@ciao/contracts';
import { mailsOf, UNSUBSCRIBE_MESSAGES } from './unsubscribe-links';
import type { UnsubscribeLinks } from './unsubscribe-links';
import { escapeHtml } from '../../http/escape-html';
import { apiMessage } from '../../http/api-messages';
import { requestLanguage } from '../../http/request-language';
import { notificationMessage, type NotificationMessageKey } from './notification-language';

/** Inline styles only; nothing loads or runs; the form posts to this page alone. */
const PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

/**
 * Refused tokens an address may send (RATE_LIMIT_UNSUBSCRIBE_IP); links that work are not counted.
 * `languagesOf`: the language each account chose in its profile.
 */
export type UnsubscribeDeps = {
  links: UnsubscribeLinks;
  rateLimiter: RateLimiter;
  perIp: RateLimitRule | null;
  languagesOf: (ids: string[]) => Promise<Map<string, Language>>;
};

/** The language of the account a link belongs to, else the request's `Accept-Language`. */
async function readerLanguage(languagesOf: UnsubscribeDeps['languagesOf'], req: Request, userId: string) {
  return (await languagesOf([userId])).get(userId) ?? requestLanguage(req);
}

/** Follows a link for a request: refused tokens count against the address, one that works is taken back. */
export function followUnsubscribeLink({ links, rateLimiter, perIp, languagesOf }: UnsubscribeDeps) {
  return async (req: Request, token: string): Promise<Unsubscribed & { language: Language }> => {
    const key = `unsubscribe:ip:${addressKey(clientIp(req))}`;
    await rateLimiter.consume(perIp, key);
    const { userId, topic } = await links.unsubscribe(token);
    await rateLimiter.refund(perIp, key);
    const language = await readerLanguage(languagesOf, req, userId);
    const message = notificationMessage(language, 'unsubscribePage.done', { mails: mailsOf(language, topic) });
    return { topic, message, language };
  };
}

/** A small page in the app's colours: a heading, a sentence, then a button (a form) or a link to the settings. */
function page(language: Language, heading: string, sentence: string, after: string): string {
  return `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(heading)} - ${escapeHtml(APP_TITLE)}</title></head>
<body style="margin:0;padding:24px 12px;background:${colors.background};font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:${colors.text}">
<main style="max-width:480px;margin:0 auto;background:${colors.surface};border:1px solid ${colors.border};border-radius:12px;overflow:hidden">
<div style="padding:16px 24px;background:${colors.primary};color:${colors.onPrimary};font-weight:700;letter-spacing:0.04em">${escapeHtml(APP_TITLE)}</div>
<div style="padding:24px"><h1 style="margin:0 0 16px;font-size:22px">${escapeHtml(heading)}</h1>
<p style="margin:0 0 24px;font-size:16px;line-height:1.5">${escapeHtml(sentence)}</p>
${after}</div></main></body></html>
`;
}

const settingsLink = (language: Language) =>
  `<p style="margin:0"><a href="/notifications" style="color:${colors.primary}">${escapeHtml(notificationMessage(language, 'unsubscribePage.openSettings'))}</a></p>`;

/**
 * The unsubscribe page (docs/notifications.md, "Unsubscribe"), at the link of promotional and
 * summary mails, outside /api and without signing in: GET shows what the link stops and one
 * button; POST (the button's form, or a mail client's one-click `List-Unsubscribe=One-Click`,
 * RFC 8058) turns that e-mail off and says so. Plain HTML, no script.
 */
export function unsubscribePageRoutes(deps: UnsubscribeDeps): Router {
  const router = Router();
  const follow = followUnsubscribeLink(deps);
  const tokenOf = (req: Request) => {
    const token = req.query.token;
    return typeof token === 'string' ? token : '';
  };

  function pageHeaders(_req: Request, res: Response, next: NextFunction) {
    res.setHeader('Content-Security-Policy', PAGE_CSP);
    res.setHeader('Cache-Control', 'no-store');
    // The token is in the address: never sent on to another site.
    res.setHeader('Referrer-Policy', 'no-referrer');
    next();
  }
  router.use(pageHeaders);

  /** A refused link (or too many): in the request's language, since the token names no account to trust. */
  function refused(req: Request, res: Response, error: unknown) {
    if (!(error instanceof AppError) || error.status >= 500) throw error;
    const language = requestLanguage(req);
    const text = (heading: NotificationMessageKey, english: string, after: string) =>
      page(language, notificationMessage(language, heading), apiMessage(language, english, error.values), after);
    if (error.status === 429)
      return void res
        .status(429)
        .set(error.headers ?? {})
        .type('html')
        .send(text('unsubscribePage.tooManyHeading', error.text, ''));
    res
      .status(400)
      .type('html')
      .send(text('unsubscribePage.brokenHeading', UNSUBSCRIBE_MESSAGES.invalid, settingsLink(language)));
  }

  async function confirmPage(req: Request, res: Response) {
    const token = tokenOf(req);
    try {
      const { userId, topic } = await deps.links.topicOf(token);
      const language = await readerLanguage(deps.languagesOf, req, userId);
      const words = (key: NotificationMessageKey) =>
        notificationMessage(language, key, { mails: mailsOf(language, topic) });
      const form = `<form method="post" action="/unsubscribe?token=${escapeHtml(encodeURIComponent(token))}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit" style="padding:12px 20px;border:none;border-radius:8px;background:${colors.primary};color:${colors.onPrimary};font-size:16px;font-weight:600;cursor:pointer">${escapeHtml(words('unsubscribePage.button'))}</button></form>`;
      res
        .type('html')
        .send(page(language, words('unsubscribePage.confirmHeading'), words('unsubscribePage.confirm'), form));
    } catch (error) {
      refused(req, res, error);
    }
  }
  router.get('/', confirmPage);

  async function unsubscribe(req: Request, res: Response) {
    try {
      const { message, language } = await follow(req, tokenOf(req));
      const heading = notificationMessage(language, 'unsubscribePage.doneHeading');
      res.type('html').send(page(language, heading, message, settingsLink(language)));
    } catch (error) {
      refused(req, res, error);
    }
  }
  // The form's body (and a mail client's) is form-encoded; the token is in the link itself.
  router.post('/', express.urlencoded({ extended: false, limit: '1kb' }), unsubscribe);

  return router;
}
