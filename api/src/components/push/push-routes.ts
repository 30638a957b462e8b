import { Router } from 'express';
import type { Request, Response } from 'express';
import {
  okSchema,
  pushPublicKeySchema,
  pushSubscriptionRequestSchema,
  pushUnsubscribeRequestSchema,
} from '@ciao/contracts';
import type { Ok, PushPublicKey } from '@ciao/contracts';
import type { RunningEnvironment } from '../../env-values';
import type { RateLimits } from '../rate-limits/rate-limit-rule';
import { AppError, notAuthenticated } from '../../errors';
import { describeRoutes } from '../../http/api-description';
import { describeOwnUserRoutes, routeUserId } from '../../http/own-user-routes';
import { parseInput } from '../../validation';
import { readSessionToken } from '../auth/session-cookie';
import { sessionKeyOf } from '../auth/sessions';
import type { RateLimiter } from '../rate-limits/rate-limits';
import { isAllowedPushEndpoint } from './push-endpoint';
import type { PushEndpointRules } from './push-endpoint';
import { isAuthSecret, isP256PublicKey } from './push-keys';
import { PUSH_SUBSCRIPTIONS_PER_ACCOUNT } from './push-subscription-repository';
import type { PushSubscriptions } from './push-subscription-repository';
import type { VapidKeys } from './vapid-keys';

export const PUSH_MESSAGES = {
  unknownPushService: 'This push service is not supported',
  endpointTaken: 'This device is subscribed by another account. Sign out of it there first.',
  badPublicKey: 'Expected a P-256 public key (base64url)',
  badAuthSecret: 'Expected a 16-byte secret (base64url)',
} as const;

export const pushApi = describeRoutes('/api/push', 'Push notifications', {
  'GET /public-key': {
    summary: "The server's VAPID public key, to subscribe a device with",
    access: 'public',
    answers: { 200: { description: 'The key (base64url)', schema: pushPublicKeySchema } },
  },
});

export const pushUserApi = describeOwnUserRoutes('Push notifications', {
  'POST /push-subscription': {
    summary: "Save this device's push subscription",
    description: `Tied to the session of the request: signing out or deleting the account removes it. Saving the same endpoint again replaces it. An account keeps its ${PUSH_SUBSCRIPTIONS_PER_ACCOUNT} devices saved last.`,
    body: pushSubscriptionRequestSchema,
    answers: {
      200: { description: 'Saved', schema: okSchema },
      400: `'${PUSH_MESSAGES.unknownPushService}' (https only, to public addresses, in production only the browsers' push services), or an invalid subscription (keys that are not a P-256 point and a 16-byte secret)`,
      409: `'${PUSH_MESSAGES.endpointTaken}'`,
      429: 'Too many saves for this account (RATE_LIMIT_PUSH_SUBSCRIPTION)',
    },
  },
  'DELETE /push-subscription': {
    summary: "Remove this device's push subscription",
    description: 'Already gone is fine too.',
    body: pushUnsubscribeRequestSchema,
    answers: { 200: { description: 'Removed', schema: okSchema } },
  },
});

/** /api/push/public-key: the VAPID public key the browser subscribes with (no secret; anyone may read it). */
export function pushRoutes({ keys }: { keys: () => Promise<VapidKeys> }): Router {
  const router = Router();
  async function readPublicKey(_req: Request, res: Response) {
    res.json({ publicKey: (await keys()).publicKey } satisfies PushPublicKey);
  }
  router.get('/public-key', readPublicKey);
  return router;
}

/**
 * /api/user/:userId/push-subscription (own user only): this device's subscription, saved for the
 * session of the request (signing out removes it), and removed again.
 */
export function pushUserRoutes(deps: {
  config: RunningEnvironment & { rateLimits: RateLimits };
  endpointRules: PushEndpointRules;
  subscriptions: PushSubscriptions;
  rateLimiter: RateLimiter;
}): Router {
  const { config, endpointRules, subscriptions, rateLimiter } = deps;
  const router = Router({ mergeParams: true });

  async function subscribe(req: Request, res: Response) {
    const userId = routeUserId(req.params);
    const subscription = parseInput(pushSubscriptionRequestSchema, req.body);
    const { p256dh, auth } = subscription.keys;
    if (!isP256PublicKey(p256dh))
      throw new AppError(400, 'Invalid request', { fields: { 'keys.p256dh': PUSH_MESSAGES.badPublicKey } });
    if (!isAuthSecret(auth))
      throw new AppError(400, 'Invalid request', { fields: { 'keys.auth': PUSH_MESSAGES.badAuthSecret } });
    if (!(await isAllowedPushEndpoint(subscription.endpoint, endpointRules)))
      throw new AppError(400, PUSH_MESSAGES.unknownPushService, {
        fields: { endpoint: PUSH_MESSAGES.unknownPushService },
      });
    const session = sessionKeyOf(readSessionToken(req, config));
    if (!session) throw notAuthenticated();
    await rateLimiter.consume(config.rateLimits.pushSubscriptionPerAccount, `push-subscription:account:${userId}`);
    if (!(await subscriptions.save(userId, session, subscription)))
      throw new AppError(409, PUSH_MESSAGES.endpointTaken);
    res.json({ ok: true } satisfies Ok);
  }
  router.post('/push-subscription', subscribe);

  async function unsubscribe(req: Request, res: Response) {
    const { endpoint } = parseInput(pushUnsubscribeRequestSchema, req.body);
    // Already gone (signed out meanwhile, or the push service said so) is what was asked for.
    await subscriptions.remove(routeUserId(req.params), endpoint);
    res.json({ ok: true } satisfies Ok);
  }
  router.delete('/push-subscription', unsubscribe);

  return router;
}
