import { Router } from 'express';
import type { Request, Response } from 'express';
import { notificationSettingsSchema, unsubscribedSchema, unsubscribeRequestSchema } from '@ciao/contracts';
import type { NotificationSettings, Unsubscribed } from '@ciao/contracts';
import { describeRoutes } from '../../http/api-description';
import { parseInput } from '../../validation';
import { signedInUser } from '../../http/request-user';
import type { NotificationPreferences } from './notification-settings';
import { UNSUBSCRIBE_MESSAGES } from './unsubscribe-links';
import { followUnsubscribeLink } from './unsubscribe-routes';
import type { UnsubscribeDeps } from './unsubscribe-routes';

export const notificationsApi = describeRoutes('/api/notifications', 'Notifications', {
  'GET /settings': {
    summary: "The user's notification settings",
    access: 'signed-in',
    answers: {
      200: {
        description: "The seven booleans (all true by default) and each topic's e-mail switch (`byEmail`)",
        schema: notificationSettingsSchema,
      },
    },
  },
  'POST /settings': {
    summary: "Save the user's notification settings",
    access: 'signed-in',
    body: notificationSettingsSchema,
    answers: {
      200: { description: 'The saved settings, with every e-mail switch', schema: notificationSettingsSchema },
    },
  },
  'POST /unsubscribe': {
    summary: "Follow a mail's unsubscribe link: that switch's e-mail off",
    description:
      'The token of the link in a promotional or weekly-summary mail (the user id and the switch, signed by the API), with no sign-in. The e-mail switch of that topic goes off (its push switch stays as it is); the same answer when it was off already. The link itself (`/unsubscribe?token=...`) is a page with one button, which mail clients also POST to (RFC 8058 one-click) (docs/notifications.md, "Unsubscribe").',
    access: 'public',
    body: unsubscribeRequestSchema,
    answers: {
      200: { description: 'The switch whose mails stop, and the sentence that says so', schema: unsubscribedSchema },
      400: `'${UNSUBSCRIBE_MESSAGES.invalid}' (a token that is not one the API signed), or 'Invalid request'`,
      429: 'Too many refused tokens from this address (RATE_LIMIT_UNSUBSCRIBE_IP)',
    },
  },
});

/** /api/notifications: the signed-in user's seven booleans and e-mail switches; a mail's unsubscribe link, signed in or not. */
export function notificationRoutes({
  preferences,
  unsubscribe,
}: {
  preferences: NotificationPreferences;
  unsubscribe: UnsubscribeDeps;
}): Router {
  const router = Router();
  const follow = followUnsubscribeLink(unsubscribe);

  async function readSettings(req: Request, res: Response) {
    const { id } = signedInUser(req);
    res.json((await preferences.read(id)) satisfies NotificationSettings);
  }
  router.get('/settings', readSettings);

  async function saveSettings(req: Request, res: Response) {
    const { id } = signedInUser(req);
    const settings = parseInput(notificationSettingsSchema, req.body);
    res.json((await preferences.save(id, settings)) satisfies NotificationSettings);
  }
  router.post('/settings', saveSettings);

  async function unsubscribeByToken(req: Request, res: Response) {
    const { token } = parseInput(unsubscribeRequestSchema, req.body);
    const { topic, message } = await follow(req, token);
    res.json({ topic, message } satisfies Unsubscribed);
  }
  router.post('/unsubscribe', unsubscribeByToken);

  return router;
}
