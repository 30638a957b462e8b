import { isApiError } from '../api-request';
import { deletePushSubscription, getPushPublicKey, savePushSubscription } from './push-subscription';

/** What turning push on did on this device: subscribed, refused by the user or the browser, or not possible here. */
export type PushDeviceResult = 'subscribed' | 'denied' | 'unsupported';

/** This browser's side of push notifications (docs/notifications.md, "The screen"). */
export type PushDevice = {
  /** Asks the permission (needs a user gesture), subscribes with the server's key and saves the subscription. */
  enable(): Promise<PushDeviceResult>;
  /** Removes this device's subscription, on the server and in the browser. */
  disable(): Promise<void>;
  /** Saves the browser's subscription again when permission was granted (it is tied to the session: after a new sign-in it must be sent again). */
  resync(): Promise<void>;
};

/** The host's service worker (production builds register /sw.js); none in development. */
async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  if (!('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window)) return undefined;
  return navigator.serviceWorker.getRegistration('/');
}

/** The VAPID key, from base64url to the bytes PushManager.subscribe takes. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64url.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

const subscribe = async (pushManager: PushManager) =>
  pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(await getPushPublicKey()) });

/**
 * Saves this browser's subscription. 409: another account signed in here before still holds its
 * endpoint (its session never ended), so the browser subscribes afresh: a new endpoint, and the old
 * one is gone at the push service.
 */
async function save(pushManager: PushManager, userId: string, subscription: PushSubscription): Promise<void> {
  try {
    await savePushSubscription(userId, subscription.toJSON());
  } catch (error) {
    if (!isApiError(error, 409)) throw error;
    await subscription.unsubscribe();
    await savePushSubscription(userId, (await subscribe(pushManager)).toJSON());
  }
}

export function browserPushDevice(userId: string): PushDevice {
  return {
    async enable() {
      const worker = await registration();
      if (!worker) return 'unsupported';
      if ((await Notification.requestPermission()) !== 'granted') return 'denied';
      const subscription = (await worker.pushManager.getSubscription()) ?? (await subscribe(worker.pushManager));
      await save(worker.pushManager, userId, subscription);
      return 'subscribed';
    },

    async disable() {
      const subscription = await (await registration())?.pushManager.getSubscription();
      if (!subscription) return;
      await deletePushSubscription(userId, subscription.endpoint);
      await subscription.unsubscribe();
    },

    async resync() {
      const worker = await registration();
      if (!worker || Notification.permission !== 'granted') return;
      const subscription = await worker.pushManager.getSubscription();
      if (subscription) await save(worker.pushManager, userId, subscription);
    },
  };
}
