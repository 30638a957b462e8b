import { Router } from 'express';
import { notificationSettingsSchema } from '@ciao/contracts';
import type { NotificationSettings } from '@ciao/contracts';
import { parseInput } from '../../validation';
import { signedInUser } from '../../http/request-user';
import type { NotificationPreferences } from './notification-settings';

/** /api/notifications/settings: the signed-in user's seven booleans. */
export function notificationRoutes({ preferences }: { preferences: NotificationPreferences }): Router {
  const router = Router();

  router.get('/settings', async (req, res) => {
    const { id } = signedInUser(req);
    res.json((await preferences.read(id)) satisfies NotificationSettings);
  });

  router.post('/settings', async (req, res) => {
    const { id } = signedInUser(req);
    const settings = parseInput(notificationSettingsSchema, req.body);
    res.json((await preferences.save(id, settings)) satisfies NotificationSettings);
  });

  return router;
}
