import nodemailer from 'nodemailer';
import type { RenderedMail } from './mail-layout';

/** One mail as it leaves: who from, to whom, its parts and its fixed Message-ID. */
type OutgoingMail = RenderedMail & { from: string; to: string; messageId: string; headers?: Record<string, string> };

/** sent: the SMTP server took it; rejected: it refused it for good (5xx); retry: anything else (try later). */
type MailSendResult = { outcome: 'sent' | 'rejected' | 'retry'; detail?: string };

export type MailSender = (mail: OutgoingMail) => Promise<MailSendResult>;

/** Sends over SMTP with nodemailer (`smtp://user:pass@host:587`: STARTTLS when offered; `smtps://` TLS from the start). */
export function createMailSender(smtpUrl: string): MailSender {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  const send: MailSender = async (mail) => {
    try {
      await transport.sendMail({
        from: mail.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        messageId: mail.messageId,
        headers: mail.headers,
      });
      return { outcome: 'sent' };
    } catch (error) {
      const code = (error as { responseCode?: number }).responseCode;
      const detail = error instanceof Error ? error.message : String(error);
      return { outcome: code !== undefined && code >= 500 ? 'rejected' : 'retry', detail };
    }
  };
  return send;
}
