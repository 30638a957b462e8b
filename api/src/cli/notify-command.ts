// The notify CLI's commands, apart from its entry (notify.ts) so that tests call them in process.
import { parseArgs } from 'node:util';
import type { Clock } from '../clock';
import { enqueuePromotion, promotionSchema } from '../components/push/promotions';
import { createPushOutboxRepository } from '../components/push/push-outbox-repository';
import type { Database } from '../db/database';
import { AppError } from '../errors';
import { parseInput } from '../validation';

const USAGE = `Usage: npm run notify -w api -- promotion --title <title> --body <text> [--url /|/store-credit|/referral|/notifications]
  Queues a promotion for every user with a subscribed device; the running API instances send it to
  those whose Push Notifications and Promotions switches are on when it goes out.`;

/** Parses one command line and runs it; returns what to print. Throws AppError on bad input. */
export async function runNotifyCommand(
  argv: string[],
  deps: Pick<Database, 'sequelize'> & { clock: Clock },
): Promise<string> {
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
  const queued = await enqueuePromotion({ outbox: createPushOutboxRepository(deps), clock: deps.clock }, promotion);
  return `Queued the promotion for ${queued} ${queued === 1 ? 'user' : 'users'} with a subscribed device`;
}
