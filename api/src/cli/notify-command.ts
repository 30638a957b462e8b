// The notify CLI's commands, apart from its entry (notify.ts) so that tests call them in process.
import { parseArgs } from 'node:util';
import type { Clock } from '../clock';
import { createMailQueue } from '../components/mail/mail-outbox';
import { createMailOutboxRepository } from '../components/mail/mail-outbox-repository';
import { createNotificationPreferences } from '../components/notifications/notification-settings';
import { createNotificationSettingsRepository } from '../components/notifications/notification-settings-repository';
import { createNotificationRouter } from '../components/push/notification-router';
import { enqueuePromotion, promotionSchema } from '../components/push/promotions';
import { createPushOutboxRepository } from '../components/push/push-outbox-repository';
import { createUserRepository } from '../components/users/user-repository';
import type { Database } from '../db/database';
import { transactOn } from '../db/transactions';
import { AppError } from '../errors';
import { parseInput } from '../validation';

const USAGE = `Usage: npm run notify -w api -- promotion --title <title> --body <text> [--url /|/store-credit|/referral|/notifications]
  Queues a promotion for every user whose Promotions switch is on, by the channel each chose (push
  to a subscribed device, e-mail); the running API instances send it.`;

/**
 * The API's notification router, writing to the outboxes without sending (nothing is sent from
 * the command line: the running instances' drains do it).
 */
function queueingRouter({ sequelize, models, clock, mailFrom }: NotifyDeps) {
  const pushRows = createPushOutboxRepository({ sequelize });
  return createNotificationRouter({
    preferences: createNotificationPreferences({
      settings: createNotificationSettingsRepository({ sequelize }),
      clock,
    }),
    addresses: createUserRepository({ sequelize, models }),
    push: { enqueue: (transaction, entries) => pushRows.insert(transaction, entries, clock.now()) },
    mail: {
      enqueue: createMailQueue({ repository: createMailOutboxRepository({ sequelize }), from: mailFrom, clock }),
    },
    transact: transactOn(sequelize),
  });
}

type NotifyDeps = Pick<Database, 'sequelize' | 'models'> & { clock: Clock; mailFrom: string };

/** Parses one command line and runs it; returns what to print. Throws AppError on bad input. */
export async function runNotifyCommand(argv: string[], deps: NotifyDeps): Promise<string> {
  const [command, ...rest] = argv;
  if (command !== 'promotion') throw new AppError(400, USAGE);
  let values: Record<string, string | undefined>;
  try {
    values = parseArgs({
      args: rest,
      options: { title: { type: 'string' }, body: { type: 'string' }, url: { type: 'string' } },
      strict: true,
    }).values;
  } catch (error) {
    throw new AppError(400, `${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  }
  const promotion = parseInput(promotionSchema, values);
  const queued = await enqueuePromotion(
    { recipients: createPushOutboxRepository(deps), router: queueingRouter(deps) },
    promotion,
  );
  return `Queued the promotion for ${queued} ${queued === 1 ? 'user' : 'users'} with Promotions on`;
}
