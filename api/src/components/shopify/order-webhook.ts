import { z } from 'zod';
import type { Clock } from '../../clock';
import { AppError } from '../../errors';
import type { Logger } from '../../logger';
import type { StoreCredit } from '../store-credit/store-credit';
import type { WebhookDeliveryRepository } from './webhook-delivery-repository';

/** Order topics that mean a discount code was redeemed at checkout. */
const ORDER_TOPICS = ['orders/create', 'orders/paid'] as const;

/** The part of Shopify's order payload that matters here; everything else is ignored. */
const orderSchema = z.object({
  id: z.union([z.number(), z.string()]),
  admin_graphql_api_id: z.string().optional(),
  created_at: z.string().optional(),
  discount_codes: z.array(z.object({ code: z.string() })).default([]),
});

/** The order id as text: from the GraphQL id when present (JSON numbers above 2^53 lose digits). */
function orderIdOf(order: z.infer<typeof orderSchema>): string {
  const gid = /^gid:\/\/shopify\/Order\/(\d+)$/.exec(order.admin_graphql_api_id ?? '');
  return gid?.[1] ?? String(order.id);
}

export type OrderWebhook = ReturnType<typeof createOrderWebhook>;

/**
 * A verified order delivery: each delivery (X-Shopify-Webhook-Id) is processed once, and each of
 * our codes the order carries becomes used with the order id, in one transaction.
 */
export function createOrderWebhook(deps: {
  deliveries: WebhookDeliveryRepository;
  storeCredit: StoreCredit;
  clock: Clock;
  logger: Logger;
}) {
  const { deliveries, storeCredit, clock, logger } = deps;
  return {
    async receive(delivery: {
      webhookId: string;
      topic: string;
      body: Buffer;
    }): Promise<{ duplicate: boolean; usedCodes: string[] }> {
      let payload: unknown;
      try {
        payload = JSON.parse(delivery.body.toString('utf8'));
      } catch {
        throw new AppError(400, 'Malformed JSON body');
      }
      const isOrder = (ORDER_TOPICS as readonly string[]).includes(delivery.topic);
      const parsed = isOrder ? orderSchema.safeParse(payload) : undefined;
      if (parsed && !parsed.success) throw new AppError(400, 'Invalid order payload');

      return deliveries.transact(async (transaction) => {
        const now = clock.now();
        if (!(await deliveries.recordNew(transaction, delivery, now))) return { duplicate: true, usedCodes: [] };
        if (!parsed?.success) return { duplicate: false, usedCodes: [] };

        const order = parsed.data;
        const orderId = orderIdOf(order);
        const orderedAt =
          order.created_at && !Number.isNaN(Date.parse(order.created_at)) ? new Date(order.created_at) : now;
        const usedCodes: string[] = [];
        for (const { code } of order.discount_codes) {
          const text = code.trim().toUpperCase();
          if (!text.startsWith('CIAO-')) continue;
          const used = await storeCredit.markUsed(transaction, text, { orderId, orderedAt });
          if (used) usedCodes.push(used.code);
          else logger.warn({ orderId }, 'an order carried a store-credit code that is not active'); // never the code text (logs)
        }
        return { duplicate: false, usedCodes };
      });
    },
  };
}
