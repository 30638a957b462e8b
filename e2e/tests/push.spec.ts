import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { registerThroughApi } from '../support/referral';

// The host's service worker receives a push through the DevTools protocol (what a push service's
// message turns into inside Chromium: a `push` event with the decrypted data), shows the
// notification, and a tap on it opens the screen the message names (docs/notifications.md).
test.use({ serviceWorkers: 'allow' });

type ShownNotification = { title: string; body: string; icon: string; tag: string; url: string };

const shownNotifications = (page: Page): Promise<ShownNotification[]> =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications()).map((n) => ({
      title: n.title,
      body: n.body,
      icon: n.icon,
      tag: n.tag,
      url: (n.data as { url: string }).url,
    }));
  });

/** The registration id DevTools knows the page's service worker by, once it is activated. */
async function activatedRegistration(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
      const active = versions.find((v) => v.status === 'activated');
      if (active) resolve(active.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  return { cdp, registrationId: await registrationId };
}

test('a push reaches the service worker, which shows the notification with the app icon, and a tap opens its screen', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['notifications'], { origin: baseURL });
  await registerThroughApi(page, 'Pia Pushed');
  await page.goto('/');
  await page.evaluate(() => navigator.serviceWorker.ready);
  // Controlled from the next load on: a tap navigates the windows its worker controls.
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await expect(page).toHaveURL(/\/$/);

  const { cdp, registrationId } = await activatedRegistration(page);
  const push = (data: object) =>
    cdp.send('ServiceWorker.deliverPushMessage', {
      origin: new URL(baseURL ?? '').origin,
      registrationId,
      data: JSON.stringify(data),
    });
  /**
   * DevTools' push now and then reaches no worker (seen once in twenty runs here, and in a CI run
   * under load); a push service does not go through it. So a message is sent again until its
   * notification shows. Each message has a tag: a late first delivery replaces the notification
   * rather than showing a second one.
   */
  const pushUntilShown = <T>(
    data: { title?: string; body: string; url: string; tag: string; campaign?: string },
    read: (notifications: ShownNotification[]) => T,
    expected: T,
  ) =>
    expect(async () => {
      await push(data);
      await expect.poll(async () => read(await shownNotifications(page)), { timeout: 3_000 }).toEqual(expected);
    }).toPass({ timeout: 20_000 });

  // A message naming a screen that is not one of the app's opens the dashboard, and one without a
  // title shows the app's name. (Both pushes go in before the tap: after the worker has navigated
  // the page, DevTools' push to the page's session was seen to reach no worker more often.)
  await pushUntilShown(
    { body: 'x', url: 'https://evil.example/', tag: 'elsewhere' },
    (shown) => shown.map((n) => [n.title, n.url]),
    [['$CIAO MINING', '/']],
  );
  await page.evaluate(async () =>
    (await (await navigator.serviceWorker.ready).getNotifications()).forEach((n) => n.close()),
  );
  await expect.poll(() => shownNotifications(page)).toEqual([]);

  const message = {
    title: 'Store credit used',
    body: 'Your $2.80 code CIAO-ABC123-DEF456 was used at the store.',
    url: '/store-credit',
    tag: 'code-used',
  };
  // A campaign's push: its tap opens the screen with the campaign named, which the app reports once.
  await pushUntilShown({ ...message, campaign: '7' }, (shown) => shown, [
    { ...message, icon: new URL('/icons/icon-192.png', baseURL).href },
  ]);
  const opened = page.waitForRequest((request) => /\/api\/user\/[^/]+\/campaigns\/7\/opened$/.test(request.url()));

  // A tap: the worker's own notificationclick handler, given the notification it showed.
  const [worker] = context.serviceWorkers();
  expect(worker).toBeDefined();
  await worker?.evaluate(async () => {
    // The worker's global scope (these types are the DOM's, not the worker's).
    const scope = self as unknown as { registration: ServiceWorkerRegistration; dispatchEvent(event: Event): boolean };
    const { NotificationEvent } = globalThis as unknown as {
      NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
    };
    const [notification] = await scope.registration.getNotifications();
    if (!notification) throw new Error('no notification to tap');
    scope.dispatchEvent(new NotificationEvent('notificationclick', { notification }));
  });
  await opened;
  await expect(page).toHaveURL(/\/store-credit$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await shownNotifications(page)).toEqual([]);
});
