import { APP_TITLE, colors } from '@ciao/build/src/brand.cjs';
import type { Language } from '@ciao/contracts';
import { escapeHtml } from '../../http/escape-html';
import { notificationMessage } from '../notifications/notification-language';

/** What a mail says: a heading, paragraphs, at most one button (its link also written out in full). */
export type MailContent = {
  /** The language its texts are in (none: English): the layout's own words and `<html lang>` follow. */
  language?: Language;
  subject: string;
  heading: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** Below a line, small: why this mail came, how to stop it. */
  footer?: string[];
  /** The one-click unsubscribe page of a promotional or summary mail, last in the footer. */
  unsubscribe?: string;
};

export type RenderedMail = { subject: string; text: string; html: string };

/**
 * The plain-text and HTML parts of a mail in the app's name and colours (@ciao/ui's tokens via
 * @ciao/build's brand). No tracking: no images, no remote resources, no rewritten links; inline
 * styles only, as mail clients drop style sheets.
 */
export function renderMail(content: MailContent): RenderedMail {
  const { language, subject, heading, paragraphs, action, footer = [], unsubscribe } = content;
  const text = [
    APP_TITLE,
    '',
    heading,
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    ...(action ? [`${action.label}: ${action.url}`, ''] : []),
    ...(footer.length > 0 || unsubscribe ? ['--', ...footer] : []),
    ...(unsubscribe ? [`${notificationMessage(language, 'mail.unsubscribe')}: ${unsubscribe}`] : []),
  ].join('\n');
  const paragraph = (p: string) =>
    `<p style="margin:0 0 16px;font-size:16px;line-height:1.5;color:${colors.text}">${escapeHtml(p)}</p>`;
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="display:inline-block;padding:12px 20px;border-radius:8px;background:${colors.primary};color:${colors.onPrimary};font-weight:600;text-decoration:none">${escapeHtml(action.label)}</a></p>` +
      `<p style="margin:0 0 16px;font-size:13px;color:${colors.textMuted}">${escapeHtml(notificationMessage(language, 'mail.orOpenLink'))} <a href="${escapeHtml(action.url)}" style="color:${colors.primary};word-break:break-all">${escapeHtml(action.url)}</a></p>`
    : '';
  const small = (inner: string) => `<p style="margin:0 0 8px;font-size:13px;color:${colors.textMuted}">${inner}</p>`;
  const footerHtml =
    footer.map((line) => small(escapeHtml(line))).join('') +
    (unsubscribe
      ? small(
          `<a href="${escapeHtml(unsubscribe)}" style="color:${colors.textMuted}">${escapeHtml(notificationMessage(language, 'mail.unsubscribeLink'))}</a>`,
        )
      : '');
  const html = `<!doctype html>
<html lang="${language ?? 'en'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px 12px;background:${colors.background};font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif">
<div style="max-width:560px;margin:0 auto;background:${colors.surface};border:1px solid ${colors.border};border-radius:12px;overflow:hidden">
<div style="padding:16px 24px;background:${colors.primary};color:${colors.onPrimary};font-weight:700;letter-spacing:0.04em">${escapeHtml(APP_TITLE)}</div>
<div style="padding:24px">
<h1 style="margin:0 0 16px;font-size:22px;color:${colors.text}">${escapeHtml(heading)}</h1>
${paragraphs.map(paragraph).join('\n')}
${button}
${footerHtml ? `<hr style="border:none;border-top:1px solid ${colors.border};margin:24px 0 16px">${footerHtml}` : ''}
</div></div></body></html>
`;
  return { subject, text, html };
}
