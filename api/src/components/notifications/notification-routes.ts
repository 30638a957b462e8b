import { Router } from 'express';
import type { Request, Response } from 'express';
import { notificationSettingsSchema } from '@ciao/contracts';
import type { NotificationSettings } from '@ciao/contracts';
import { describeRoutes } from '../../http/api-description';
import { parseInput } from '../../validation';
import { signedInUser } from '../../http/request-user';
import type { NotificationPreferences } from './notification-settings';

export const notificationsApi = describeRoutes('/api/notifications', 'Notifications', {
  'GET /settings': {
    summary: "The user's notification settings",
    access: 'signed-in',
    answers: {
      200: {
        description: 'The seven booleans (all true by default) and the channel of each switch',
        schema: notificationSettingsSchema,
      },
    },
  },
  'POST /settings': {
    summary: "Save the user's notification settings",
    access: 'signed-in',
    body: notificationSettingsSchema,
    answers: { 200: { description: 'The saved settings, with every channel', schema: notificationSettingsSchema } },
  },
});

/** /api/notifications/settings: the signed-in user's seven booleans and channels. */
export function notificationRoutes({ preferences }: { preferences: NotificationPreferences }): Router {
  const router = Router();

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

  return router;
}
