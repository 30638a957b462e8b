import express, { Router } from 'express';
import type { Request, Response } from 'express';
import { okSchema } from '@ciao/contracts';
import type { Ok } from '@ciao/contracts';
import type { ShopifyConfig } from './shopify-config';
import { AppError } from '../../errors';
import { describeRoutes } from '../../http/api-description';
import type { OrderWebhook } from './order-webhook';
import { isValidShopifySignature } from './webhook-signature';

/** Shopify's order payloads are small; anything bigger is not from Shopify. */
const WEBHOOK_BODY_LIMIT = '1mb';

export const shopifyWebhookApi = describeRoutes('/api/shopify/webhooks', 'Store', {
  'POST /orders': {
    summary: "Shopify's order webhook (subscribe `orders/create`)",
    description:
      'Called by Shopify server to server with the order as JSON, signed in `X-Shopify-Hmac-Sha256`; `X-Shopify-Webhook-Id` names the delivery, processed once. Each of our codes the order carries becomes used.',
    access: 'shopify-signature',
    beforeOriginGuard: true,
    answers: {
      200: { description: 'Received (a repeated delivery changes nothing)', schema: okSchema },
      400: "'Malformed JSON body', 'Invalid order payload' or 'Missing X-Shopify-Webhook-Id'",
      401: "'Invalid webhook signature'",
      404: "'Not found': no Shopify store configured (demo mode)",
      413: "'Request body too large' (over 1 MB)",
    },
  },
});

/**
 * POST /api/shopify/webhooks/orders, called by Shopify server to server (no Origin, no session).
 * Mounted before the JSON parser: the signature is checked over the raw bytes. 404 in demo mode.
 */
export function shopifyWebhookRoutes(deps: { shopify: ShopifyConfig | null; orderWebhook: OrderWebhook }): Router {
  const { shopify, orderWebhook } = deps;
  const router = Router();
  async function receiveOrder(req: Request, res: Response) {
    if (!shopify) throw new AppError(404, 'Not found');
    const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    if (!isValidShopifySignature(body, req.get('x-shopify-hmac-sha256'), shopify.webhookSecret)) {
      throw new AppError(401, 'Invalid webhook signature');
    }
    const webhookId = req.get('x-shopify-webhook-id')?.trim();
    if (!webhookId || webhookId.length > 200) throw new AppError(400, 'Missing X-Shopify-Webhook-Id');
    await orderWebhook.receive({ webhookId, topic: req.get('x-shopify-topic')?.trim() ?? '', body });
    res.json({ ok: true } satisfies Ok);
  }
  router.post('/orders', express.raw({ type: () => true, limit: WEBHOOK_BODY_LIMIT }), receiveOrder);
  return router;
}
