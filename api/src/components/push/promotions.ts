import { z } from 'zod';
import { PUSH_SCREENS } from '@ciao/contracts';
import type { NotificationRouter } from './notification-router';
import { FIRST_RECIPIENT } from './push-outbox-repository';
import type { PushOutboxRepository } from './push-outbox-repository';

/** Accounts routed in one transaction. */
const PAGE = 1_000;

/** An operator's promotion: a short title and text (what a notification shows), and the screen a tap opens. */
export const promotionSchema = z.strictObject({
  title: z.string().trim().min(1).max(60),
  body: z.string().trim().min(1).max(200),
  url: z.enum(PUSH_SCREENS).default('/'),
});
export type Promotion = z.infer<typeof promotionSchema>;

/**
 * Queues a promotion for every account with the Promotions switch on (`npm run notify -w api --
 * ...`), a page at a time, each by its channel (the router: push to a subscribed device, mail when
 * chosen); returns how many accounts were considered.
 */
export async function enqueuePromotion(
  {
    recipients,
    router,
  }: { recipients: Pick<PushOutboxRepository, 'promotionRecipients'>; router: Pick<NotificationRouter, 'notifyNow'> },
  promotion: Promotion,
): Promise<number> {
  let considered = 0;
  for (let after = FIRST_RECIPIENT; ;) {
    const page = await recipients.promotionRecipients({ after, limit: PAGE });
    await router.notifyNow(page.map(({ userId }) => ({ userId, event: { kind: 'promotion' as const, ...promotion } })));
    considered += page.length;
    const last = page.at(-1);
    if (!last || page.length < PAGE) return considered;
    after = last.userId;
  }
}
