import { Router } from 'express';
import type { Request, Response } from 'express';
import { adminReasonRequestSchema, releaseChangeSchema, releasesPageSchema, remoteParamsSchema } from '@ciao/contracts';
import type { ReleaseChange, ReleasesPage } from '@ciao/contracts';
import { ADMIN_PATH, requireRight, signedInAdmin } from '../../http/admin-access';
import { describeRoutes } from '../../http/api-description';
import { parseInput } from '../../validation';
import type { ReleaseActor, Releases } from './releases';

const REFUSED = "'Your admin role does not allow this' (owners only)";

export const releasesAdminApi = describeRoutes(ADMIN_PATH, 'Admin', {
  'GET /releases': {
    summary: "The remotes' releases",
    description:
      'Per remote: the live version, the canary and its share, every release with its reported load failures, and the history (docs/deploying.md, "Releasing a remote").',
    access: 'admin',
    answers: { 200: { description: 'The registry', schema: releasesPageSchema }, 403: REFUSED },
  },
  'POST /releases/:remote/promote': {
    summary: "Make a remote's canary live for everyone",
    access: 'admin',
    params: remoteParamsSchema,
    body: adminReasonRequestSchema,
    answers: {
      200: { description: 'Promoted', schema: releaseChangeSchema },
      403: REFUSED,
      409: "'<remote> has no canary to promote'",
    },
  },
  'POST /releases/:remote/rollback': {
    summary: 'Roll a remote back one step',
    description: 'A running canary is stopped; otherwise the release live before the current one is live again.',
    access: 'admin',
    params: remoteParamsSchema,
    body: adminReasonRequestSchema,
    answers: {
      200: { description: 'Rolled back', schema: releaseChangeSchema },
      403: REFUSED,
      409: "'<remote> <version> has no earlier release to roll back to', or nothing of it is live",
    },
  },
});

/** /api/admin/releases: the release registry for an owner, its promotions and rollbacks audited. */
export function releaseRoutes({ releases }: { releases: Releases }): Router {
  const router = Router();

  async function readReleases(_req: Request, res: Response) {
    const remotes = await releases.list();
    const page: ReleasesPage = {
      remotes: await Promise.all(
        remotes.map(async (remote) => ({
          remote: remote.remote,
          activeVersion: remote.activeVersion,
          canaryVersion: remote.canaryVersion,
          canaryPercent: remote.canaryPercent,
          releases: remote.releases.map((release) => ({
            ...release,
            publishedAt: new Date(release.publishedAt).toISOString(),
          })),
          history: (await releases.history(remote.remote)).map(({ remote: _remote, at, ...entry }) => ({
            ...entry,
            at: new Date(at).toISOString(),
          })),
        })),
      ),
    };
    res.json(page);
  }

  /** The owner as the history names them, and as the audit trail records them with their reason. */
  function ownerActing(req: Request): ReleaseActor {
    const { id, role, email } = signedInAdmin(req);
    const { reason } = parseInput(adminReasonRequestSchema, req.body);
    return { by: email, audit: { actor: { id, role }, reason } };
  }

  async function promoteRelease(req: Request, res: Response) {
    const { remote } = parseInput(remoteParamsSchema, req.params);
    res.json((await releases.promote({ remote, actor: ownerActing(req) })) satisfies ReleaseChange);
  }

  async function rollBackRelease(req: Request, res: Response) {
    const { remote } = parseInput(remoteParamsSchema, req.params);
    res.json((await releases.rollback({ remote, actor: ownerActing(req) })) satisfies ReleaseChange);
  }

  router.get('/releases', requireRight, readReleases);
  router.post('/releases/:remote/promote', requireRight, promoteRelease);
  router.post('/releases/:remote/rollback', requireRight, rollBackRelease);
  return router;
}
