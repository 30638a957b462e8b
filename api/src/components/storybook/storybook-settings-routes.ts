import { Router } from 'express';
import type { Request, Response } from 'express';
import { storybookSettingsRequestSchema, storybookSettingsSchema } from '@ciao/contracts';
import type { StorybookSettings } from '@ciao/contracts';
import { ADMIN_PATH, requireRight, signedInAdmin } from '../../http/admin-access';
import { describeRoutes } from '../../http/api-description';
import { parseInput } from '../../validation';
import type { StorybookSettings as Settings, StorybookSettingsStore } from './storybook-settings';

const REFUSED = "'Your admin role does not allow this' (owners only)";

export const storybookSettingsApi = describeRoutes(ADMIN_PATH, 'Admin', {
  'GET /storybook-settings': {
    summary: 'Who may open /storybook/, and whether visual changes need a designer',
    description:
      "An owner's settings, or the environment's defaults (STORYBOOK_ACCESS, DESIGN_APPROVAL) until one saved them (`changedBy` null) (docs/storybook.md, \"An owner's settings\").",
    access: 'admin',
    answers: { 200: { description: 'The settings in force', schema: storybookSettingsSchema }, 403: REFUSED },
  },
  'PUT /storybook-settings': {
    summary: 'Change who may open /storybook/ and whether visual changes need a designer',
    description:
      '`access`: `public`, `admins` (signed in with an admin role) or `off`; `designApproval`: `required` (a release with visual changes goes live once a designer approved them) or `off`. Every instance follows at its next request; audited with the reason.',
    access: 'admin',
    body: storybookSettingsRequestSchema,
    answers: { 200: { description: 'The settings saved', schema: storybookSettingsSchema }, 403: REFUSED },
  },
});

const answerOf = (settings: Settings): StorybookSettings => ({
  access: settings.access,
  designApproval: settings.designApproval,
  changedBy: settings.changedBy,
  changedAt: settings.changedAt && new Date(settings.changedAt).toISOString(),
});

/** /api/admin/storybook-settings: an owner reads and changes the Storybook settings. */
export function storybookSettingsRoutes({ settings }: { settings: StorybookSettingsStore }): Router {
  async function readSettings(_req: Request, res: Response) {
    res.set('Cache-Control', 'no-store').json(answerOf(await settings.current()));
  }

  async function changeSettings(req: Request, res: Response) {
    const { access, designApproval, reason } = parseInput(storybookSettingsRequestSchema, req.body);
    const { id, role, email } = signedInAdmin(req);
    const saved = await settings.change(
      { access, designApproval },
      { by: email, audit: { actor: { id, role }, reason } },
    );
    res.json(answerOf(saved));
  }

  const router = Router();
  router.get('/storybook-settings', requireRight, readSettings);
  router.put('/storybook-settings', requireRight, changeSettings);
  return router;
}
