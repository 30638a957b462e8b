import { QueryTypes } from 'sequelize';
import type { Sequelize } from 'sequelize';
import { transactOnceOn } from '../../db/transactions';
import type { Transaction } from '../../db/transactions';

/** Table shopify_webhook_deliveries (model: webhook-delivery-model.ts). */
const RECORD_DELIVERY =
  'INSERT INTO shopify_webhook_deliveries (webhook_id, topic, received_at) VALUES ($1, $2, $3) ON CONFLICT (webhook_id) DO NOTHING RETURNING webhook_id';

export type WebhookDeliveryRepository = ReturnType<typeof createWebhookDeliveryRepository>;

/** The webhook deliveries already processed, so that each is processed once. */
export function createWebhookDeliveryRepository({ sequelize }: { sequelize: Sequelize }) {
  return {
    transact: transactOnceOn(sequelize),
    /** Records a delivery; false when it was recorded before (a duplicate). */
    async recordNew(
      transaction: Transaction,
      delivery: { webhookId: string; topic: string },
      receivedAt: Date,
    ): Promise<boolean> {
      // Raw SQL: ON CONFLICT DO NOTHING RETURNING tells whether this delivery is new, which the model's insert cannot.
      const fresh = await sequelize.query(RECORD_DELIVERY, {
        bind: [delivery.webhookId, delivery.topic, receivedAt],
        type: QueryTypes.SELECT,
        transaction,
      });
      return fresh.length > 0;
    },
  };
}
