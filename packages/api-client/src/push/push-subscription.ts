import {
  pushSubscriptionRequestSchema,
  pushUnsubscribeRequestSchema,
  type PushSubscriptionRequest,
  userPath,
} from '@ciao/contracts/web';
import { apiJson, apiRequest } from '@ciao/api-client';
import { checkResponse } from '../response-check';

/** GET /api/push/public-key: the VAPID key PushManager.subscribe needs. */
export async function getPushPublicKey(): Promise<string> {
  return checkResponse('pushPublicKey', await apiJson('GET', '/api/push/public-key')).publicKey;
}

/** POST /api/user/{id}/push-subscription: this device's subscription (PushSubscription.toJSON()), for this session. */
export async function savePushSubscription(
  userId: string,
  subscription: PushSubscriptionJSON | PushSubscriptionRequest,
): Promise<void> {
  await apiRequest('POST', userPath(userId, '/push-subscription'), pushSubscriptionRequestSchema.parse(subscription));
}

/** DELETE /api/user/{id}/push-subscription: this device receives nothing more. */
export async function deletePushSubscription(userId: string, endpoint: string): Promise<void> {
  await apiRequest('DELETE', userPath(userId, '/push-subscription'), pushUnsubscribeRequestSchema.parse({ endpoint }));
}
