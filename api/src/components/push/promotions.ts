import { z } from 'zod';
import { PUSH_SCREENS } from '@ciao/contracts';
import type { Clock } from '../../clock';
import type { PushEvent } from './push-events';
import type { PushOutboxRepository } from './push-outbox-repository';

/** An operator's promotion: a short title and text (what a notification shows), and the screen a tap opens. */
export const promotionSchema = z.strictObject({
  title: z.string().trim().min(1).max(60),
  body: z.string().trim().min(1).max(200),
  url: z.enum(PUSH_SCREENS).default('/'),
});
export type Promotion = z.infer<typeof promotionSchema>;

/** Queues a promotion for every subscribed user (`npm run notify -w api -- ...`); returns how many rows. */
export async function enqueuePromotion(
  { outbox, clock }: { outbox: Pick<PushOutboxRepository, 'insertForSubscribers'>; clock: Clock },
  promotion: Promotion,
): Promise<number> {
  const event: PushEvent = { kind: 'promotion', ...promotion };
  return outbox.insertForSubscribers(event, clock.now());
}
