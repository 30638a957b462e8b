import { Router } from 'express';
import type { Request, Response } from 'express';
import {
  adminReasonRequestSchema,
  adminReleaseCanaryRequestSchema,
  adminReleaseVersionRequestSchema,
  deployTokenCreateRequestSchema,
  deployTokenCreatedSchema,
  deployTokenParamsSchema,
  deployTokensPageSchema,
  releaseChangeSchema,
  releasesPageSchema,
  remoteParamsSchema,
} from '@ciao/contracts';
import type { DeployTokenCreated, DeployTokensPage, ReleaseChange, ReleasesPage } from '@ciao/contracts';
import { AppError } from '../../errors';
import { ADMIN_PATH, requireRight, signedInAdmin } from '../../http/admin-access';
import { describeRoutes } from '../../http/api-description';
import { parseInput } from '../../validation';
import type { DeployTokens, TokenAudit } from './deploy-token-repository';
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
  'POST /releases/:remote/activate': {
    summary: 'Make a published release of a remote live for everyone',
    description:
      'A running canary is replaced. The same rules as the command line\'s `activate` (docs/deploying.md, "Releasing a remote").',
    access: 'admin',
    params: remoteParamsSchema,
    body: adminReleaseVersionRequestSchema,
    answers: {
      200: { description: 'Live', schema: releaseChangeSchema },
      403: REFUSED,
      404: "'<remote> <version> is not published'",
      409: "'<remote> <version> is already live'",
    },
  },
  'POST /releases/:remote/canary': {
    summary: 'Start or widen a canary of a published release',
    access: 'admin',
    params: remoteParamsSchema,
    body: adminReleaseCanaryRequestSchema,
    answers: {
      200: { description: 'The canary runs', schema: releaseChangeSchema },
      403: REFUSED,
      404: "'<remote> <version> is not published'",
      409: 'nothing live yet, or the version is live for everyone',
    },
  },
  'GET /deploy-tokens': {
    summary: 'Every deploy token (never the token itself)',
    access: 'admin',
    answers: { 200: { description: 'The tokens', schema: deployTokensPageSchema }, 403: REFUSED },
  },
  'POST /deploy-tokens': {
    summary: "Make a deploy token for one remote's CI",
    description:
      'The answer is the only place the token is ever shown; only its SHA-256 is kept (docs/deploying.md, "Publishing over HTTP"). In the audit trail.',
    access: 'admin',
    body: deployTokenCreateRequestSchema,
    answers: { 201: { description: 'Made', schema: deployTokenCreatedSchema }, 403: REFUSED },
  },
  'POST /deploy-tokens/:id/revoke': {
    summary: 'Revoke a deploy token',
    description: 'It opens nothing from now on. In the audit trail.',
    access: 'admin',
    params: deployTokenParamsSchema,
    body: adminReasonRequestSchema,
    answers: {
      200: { description: 'Revoked', schema: deployTokenParamsSchema },
      403: REFUSED,
      404: "'No deploy token #<id> is in use'",
    },
  },
});

/**
 * /api/admin/releases and /api/admin/deploy-tokens: the release registry for an owner (activate,
 * canary, promote, roll back) and the remotes' deploy tokens, every change audited.
 */
export function releaseRoutes({ releases, tokens }: { releases: Releases; tokens: DeployTokens }): Router {
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
  function ownerActing(req: Request, reason = parseInput(adminReasonRequestSchema, req.body).reason): ReleaseActor {
    const { id, role, email } = signedInAdmin(req);
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

  async function activateRelease(req: Request, res: Response) {
    const { remote } = parseInput(remoteParamsSchema, req.params);
    const { version, reason } = parseInput(adminReleaseVersionRequestSchema, req.body);
    res.json((await releases.activate({ remote, version, actor: ownerActing(req, reason) })) satisfies ReleaseChange);
  }

  async function startCanary(req: Request, res: Response) {
    const { remote } = parseInput(remoteParamsSchema, req.params);
    const { version, percent, reason } = parseInput(adminReleaseCanaryRequestSchema, req.body);
    res.json(
      (await releases.activate({ remote, version, percent, actor: ownerActing(req, reason) })) satisfies ReleaseChange,
    );
  }

  const iso = (date: Date | null) => (date ? new Date(date).toISOString() : null);

  async function readTokens(_req: Request, res: Response) {
    const page: DeployTokensPage = {
      tokens: (await tokens.list()).map((token) => ({
        ...token,
        createdAt: new Date(token.createdAt).toISOString(),
        expiresAt: new Date(token.expiresAt).toISOString(),
        revokedAt: iso(token.revokedAt),
        lastUsedAt: iso(token.lastUsedAt),
      })),
    };
    res.json(page);
  }

  /** The owner in the audit trail, with the reason they typed. */
  const tokenAudit = (req: Request, reason: string): TokenAudit => {
    const { id, role } = signedInAdmin(req);
    return { actor: { id, role }, reason };
  };

  async function createToken(req: Request, res: Response) {
    const { remote, name, days, reason } = parseInput(deployTokenCreateRequestSchema, req.body);
    const made = await tokens.create({
      remote,
      name,
      days,
      by: signedInAdmin(req).email,
      audit: tokenAudit(req, reason),
    });
    res.status(201).json({ ...made, expiresAt: made.expiresAt.toISOString() } satisfies DeployTokenCreated);
  }

  async function revokeToken(req: Request, res: Response) {
    const { id } = parseInput(deployTokenParamsSchema, req.params);
    const { reason } = parseInput(adminReasonRequestSchema, req.body);
    if (!(await tokens.revoke(id, tokenAudit(req, reason))))
      throw new AppError(404, `No deploy token #${id} is in use`);
    res.json({ id });
  }

  router.get('/releases', requireRight, readReleases);
  router.post('/releases/:remote/activate', requireRight, activateRelease);
  router.post('/releases/:remote/canary', requireRight, startCanary);
  router.get('/deploy-tokens', requireRight, readTokens);
  router.post('/deploy-tokens', requireRight, createToken);
  router.post('/deploy-tokens/:id/revoke', requireRight, revokeToken);
  router.post('/releases/:remote/promote', requireRight, promoteRelease);
  router.post('/releases/:remote/rollback', requireRight, rollBackRelease);
  return router;
}
