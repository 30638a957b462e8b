import webpush from 'web-push';
import type { PushMessage } from '@ciao/contracts';
import { isAllowedPushEndpoint } from './push-endpoint';
import type { PushEndpointRules } from './push-endpoint';
import type { VapidKeys } from './vapid-keys';

/** A device's subscription as the sender needs it. */
export type PushTarget = { id: string; endpoint: string; p256dh: string; auth: string };

/**
 * What a push service made of one message: delivered (2xx); gone (404, 410: the subscription no
 * longer exists); rejected (another 4xx: this message will never pass, e.g. too large); retry
 * (5xx, 429, no answer).
 */
export type SendResult = { outcome: 'delivered' | 'gone' | 'rejected' | 'retry'; detail?: string };

/** Push services keep a message this long for a device that is offline (a day: the news is stale after that). */
const TTL_SECONDS = 24 * 60 * 60;
const TIMEOUT_MS = 10_000;
/** A signed VAPID JWT is reused this long (web-push makes it valid for 12 h). */
const VAPID_RENEW_MS = 3_600_000;

export type PushSender = (target: PushTarget, message: PushMessage) => Promise<SendResult>;

/**
 * Sends one message with the Web Push protocol: web-push encrypts it for the device (aes128gcm)
 * and signs the VAPID JWT; the request itself goes through fetch, which speaks http as well as
 * https (web-push's own transport is https only, and the tests' push service is a local server).
 */
export function createPushSender({
  keys,
  subject,
  endpointRules,
}: {
  keys: () => Promise<VapidKeys>;
  subject: string;
  endpointRules: PushEndpointRules;
}): PushSender {
  const signed = new Map<string, { authorization: string; renewAt: number }>();

  /** The VAPID header for a push service (JWT valid 12 h), signed once an hour: signing is most of a send's CPU time. */
  function vapidAuthorization(endpoint: string, { publicKey, privateKey }: VapidKeys): string {
    const audience = new URL(endpoint).origin;
    const kept = signed.get(audience);
    if (kept && kept.renewAt > Date.now()) return kept.authorization;
    const authorization = webpush.getVapidHeaders(audience, subject, publicKey, privateKey, 'aes128gcm').Authorization;
    signed.set(audience, { authorization, renewAt: Date.now() + VAPID_RENEW_MS });
    return authorization;
  }

  return async (target, message) => {
    // Checked again now: the name may resolve elsewhere than when the subscription was saved.
    if (!(await isAllowedPushEndpoint(target.endpoint, endpointRules)))
      return { outcome: 'rejected', detail: 'the endpoint is not an allowed push service address' };
    const vapidKeys = await keys();
    let request: ReturnType<typeof webpush.generateRequestDetails>;
    try {
      request = webpush.generateRequestDetails(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        JSON.stringify(message),
        {
          TTL: TTL_SECONDS,
          contentEncoding: 'aes128gcm',
        },
      );
      request.headers.Authorization = vapidAuthorization(target.endpoint, vapidKeys);
    } catch (error) {
      // The device's keys cannot encrypt anything (saved before they were checked): no retry can pass.
      return {
        outcome: 'rejected',
        detail: `cannot encrypt for this device: ${error instanceof Error ? error.message : String(error)}`,
      };
    }
    let response: Response;
    try {
      response = await fetch(request.endpoint, {
        method: request.method,
        headers: request.headers as Record<string, string>,
        body: request.body ?? null,
        redirect: 'error',
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      await response.arrayBuffer();
    } catch (error) {
      return { outcome: 'retry', detail: error instanceof Error ? error.message : String(error) };
    }
    const { status } = response;
    if (status >= 200 && status < 300) return { outcome: 'delivered' };
    if (status === 404 || status === 410) return { outcome: 'gone', detail: `HTTP ${status}` };
    if (status === 429 || status >= 500) return { outcome: 'retry', detail: `HTTP ${status}` };
    return { outcome: 'rejected', detail: `HTTP ${status}` };
  };
}
