import { DataTypes } from 'sequelize';
import type { InferAttributes, InferCreationAttributes, Model, ModelStatic, Sequelize } from 'sequelize';
import { defineModelOnce } from '../../db/define-model';

/** A Shopify webhook delivery already processed (X-Shopify-Webhook-Id). */
interface WebhookDeliveryRecord extends Model<
  InferAttributes<WebhookDeliveryRecord>,
  InferCreationAttributes<WebhookDeliveryRecord>
> {
  webhookId: string;
  topic: string;
  receivedAt: Date;
}

export type WebhookDeliveryModel = ModelStatic<WebhookDeliveryRecord>;

/** Table shopify_webhook_deliveries (created by migration 0006), owned by the shopify component. */
export function defineWebhookDeliveryModel(sequelize: Sequelize): WebhookDeliveryModel {
  return defineModelOnce<WebhookDeliveryRecord>(
    sequelize,
    'WebhookDelivery',
    {
      webhookId: { type: DataTypes.TEXT, primaryKey: true },
      topic: { type: DataTypes.TEXT, allowNull: false },
      receivedAt: { type: DataTypes.DATE, allowNull: false },
    },
    { tableName: 'shopify_webhook_deliveries', underscored: true, timestamps: false },
  );
}
