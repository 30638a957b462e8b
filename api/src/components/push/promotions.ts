import { QueryTypes } from 'sequelize';
import type { Sequelize } from 'sequelize';
import { z } from 'zod';
import { PUSH_SCREENS } from '@ciao/contracts';
import type { Clock } from '../../clock';
import type { PushEvent } from './push-events';

/** An operator's promotion: a short title and text (what a notification shows), and the screen a tap opens. */
export const promotionSchema = z.strictObject({
  title: z.string().trim().min(1).max(60),
  body: z.string().trim().min(1).max(200),
  url: z.enum(PUSH_SCREENS).default('/'),
});
export type Promotion = z.infer<typeof promotionSchema>;

/**
 * One outbox row per user with a device, in one statement (a million users need no million binds);
 * the workers of the running API instances send them, checking the switches at send time.
 */
const ENQUEUE_FOR_SUBSCRIBERS = `
  INSERT INTO push_outbox (user_id, kind, payload, created_at, next_attempt_at)
  SELECT DISTINCT s.user_id, 'promotion', $1::jsonb, $2::timestamptz, $2::timestamptz FROM push_subscriptions s
  RETURNING id`;

/** Queues a promotion for every subscribed user (`npm run notify -w api -- ...`); returns how many rows. */
export async function enqueuePromotion({ sequelize, clock }: { sequelize: Sequelize; clock: Clock }, promotion: Promotion): Promise<number> {
  const event: PushEvent = { kind: 'promotion', ...promotion };
  const rows = await sequelize.query(ENQUEUE_FOR_SUBSCRIBERS, { bind: [JSON.stringify(event), clock.now()], type: QueryTypes.SELECT });
  return rows.length;
}
