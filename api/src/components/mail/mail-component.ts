import type { Job } from '../../background-jobs';
import type { Platform } from '../../component';
import type { UnsubscribeLinks } from '../notifications/unsubscribe-links';
import { createMailOutbox } from './mail-outbox';
import { createMailOutboxRepository } from './mail-outbox-repository';
import { createMailSender } from './mail-sender';
import type { MailConfig } from './mail-config';

/**
 * Mail (docs/notifications.md, "E-mail"): the outbox other components enqueue to in their
 * transactions, and the job that sends it over SMTP. `smtpUrl` is SMTP_URL's, or the embedded
 * development mailbox's (server.ts starts it); `appUrl` is where links point.
 */
export function createMailComponent(
  deps: Pick<
    Platform<{ mail: Pick<MailConfig, 'from'>; sweepIntervalMs: number }>,
    'config' | 'database' | 'clock' | 'logger'
  > & { smtpUrl: string; appUrl: () => string; unsubscribeLinks: Pick<UnsubscribeLinks, 'linkFor'> },
) {
  const { config, database, clock, logger, smtpUrl, appUrl, unsubscribeLinks } = deps;
  const send = createMailSender(smtpUrl);
  const outbox = createMailOutbox({
    repository: createMailOutboxRepository({ sequelize: database.sequelize }),
    send,
    from: config.mail.from,
    appUrl,
    unsubscribeLinks,
    clock,
    logger,
  });
  const jobs: Job[] = [{ name: 'send mail', intervalMs: config.sweepIntervalMs, run: () => outbox.drain() }];
  return { outbox, jobs };
}
