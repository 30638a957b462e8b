import express, { Router } from 'express';
import type { NextFunction, Request, Response } from 'express';
import {
  releaseCanaryRequestSchema,
  releaseChangeSchema,
  releasePublishedSchema,
  releaseVersionRequestSchema,
  remoteParamsSchema,
} from '@ciao/contracts';
import type { ReleaseChange, ReleasePublished } from '@ciao/contracts';
import { AppError } from '../../errors';
import { describeRoutes } from '../../http/api-description';
import { parseInput } from '../../validation';
import type { DeployToken, DeployTokens } from './deploy-token-repository';
import { MAX_ARCHIVE_BYTES } from './release-archive';
import type { ReleaseActor, Releases } from './releases';

const TOKEN_REFUSED = "'A valid deploy token is required': none, unknown, expired or revoked";
const OTHER_REMOTE = "'This deploy token is for <remote>': a token acts on its own remote only";
const ANSWERS = { 401: TOKEN_REFUSED, 403: OTHER_REMOTE, 404: "'<remote> <version> is not published'" };
const JSON_LIMIT = '4kb';

export const releaseTokenApi = describeRoutes('/api/releases', 'Releases', {
  'POST /:remote': {
    summary: "Publish a remote's build (a deploy token's)",
    description: `The body is the release archive (\`Content-Type: application/gzip\`, at most ${MAX_ARCHIVE_BYTES} bytes): the build's files and \`ciao-release.json\` naming each with its SHA-256 (docs/deploying.md, "Publishing over HTTP"). It passes the same gate as the command line.`,
    access: 'deploy-token',
    params: remoteParamsSchema,
    beforeOriginGuard: true,
    answers: {
      201: { description: 'Published (not live yet)', schema: releasePublishedSchema },
      400: "a broken archive, a path leaving it, a link or device file, files ciao-release.json does not name, another remote's archive",
      401: TOKEN_REFUSED,
      403: OTHER_REMOTE,
      409: "'<remote> <version> is refused:' with every reason of the gate, or '<remote> <version> is already published'",
      413: `'Request body too large' (over ${MAX_ARCHIVE_BYTES} bytes)`,
      415: "'Send the release archive as application/gzip'",
    },
  },
  'POST /:remote/activate': {
    summary: 'Make a release live for everyone (a deploy token)',
    access: 'deploy-token',
    params: remoteParamsSchema,
    body: releaseVersionRequestSchema,
    beforeOriginGuard: true,
    answers: {
      200: { description: 'Live', schema: releaseChangeSchema },
      ...ANSWERS,
      409: "'<remote> <version> is already live'",
    },
  },
  'POST /:remote/canary': {
    summary: 'Start or widen a canary (a deploy token)',
    access: 'deploy-token',
    params: remoteParamsSchema,
    body: releaseCanaryRequestSchema,
    beforeOriginGuard: true,
    answers: {
      200: { description: 'The canary runs', schema: releaseChangeSchema },
      ...ANSWERS,
      409: 'nothing live yet, or the version is live for everyone',
    },
  },
  'POST /:remote/canary/stop': {
    summary: 'Stop the canary (a deploy token)',
    access: 'deploy-token',
    params: remoteParamsSchema,
    beforeOriginGuard: true,
    answers: {
      200: { description: 'Stopped', schema: releaseChangeSchema },
      ...ANSWERS,
      409: "'<remote> has no canary to stop'",
    },
  },
  'POST /:remote/promote': {
    summary: 'Make the canary live for everyone (a deploy token)',
    access: 'deploy-token',
    params: remoteParamsSchema,
    beforeOriginGuard: true,
    answers: {
      200: { description: 'Promoted', schema: releaseChangeSchema },
      ...ANSWERS,
      409: "'<remote> has no canary to promote'",
    },
  },
  'POST /:remote/rollback': {
    summary: 'Roll back one step (a deploy token)',
    access: 'deploy-token',
    params: remoteParamsSchema,
    beforeOriginGuard: true,
    answers: {
      200: { description: 'Rolled back', schema: releaseChangeSchema },
      ...ANSWERS,
      409: 'nothing earlier to roll back to',
    },
  },
});

/**
 * /api/releases/<remote>: what a remote team's CI does with a deploy token (docs/deploying.md,
 * "Publishing over HTTP"): publish, canary, promote, roll back, its own remote only. Every change
 * goes through the registry's rules as the command line's do, audited with the token named.
 */
export function releaseTokenRoutes({ releases, tokens }: { releases: Releases; tokens: DeployTokens }): Router {
  const router = Router();

  /** The bearer's token, for the remote of the path: 401 without a valid one, 403 for another remote's. */
  async function requireToken(req: Request, res: Response, next: NextFunction) {
    const { remote } = parseInput(remoteParamsSchema, req.params);
    const [scheme, bearer] = (req.get('authorization') ?? '').split(' ');
    const token = scheme === 'Bearer' && bearer ? await tokens.verify(bearer) : undefined;
    if (!token) throw new AppError(401, 'A valid deploy token is required');
    if (token.remote !== remote) throw new AppError(403, `This deploy token is for ${token.remote}`);
    res.locals.deployToken = token;
    next();
  }

  const actorOf = (res: Response): ReleaseActor => {
    const { id, name, remote } = res.locals.deployToken as DeployToken;
    return {
      by: `deploy token "${name}" (#${id}, ${remote})`,
      audit: { actor: null, reason: `deploy token "${name}" (#${id})` },
    };
  };
  const remoteOf = (req: Request) => parseInput(remoteParamsSchema, req.params).remote;

  async function publish(req: Request, res: Response) {
    if (!req.is('application/gzip')) throw new AppError(415, 'Send the release archive as application/gzip');
    if (!Buffer.isBuffer(req.body) || req.body.length === 0) throw new AppError(400, 'The release archive is empty');
    const { remote, version, baseUrl } = await releases.publishArchive({
      remote: remoteOf(req),
      archive: req.body,
      actor: actorOf(res),
    });
    res.status(201).json({ remote, version, baseUrl } satisfies ReleasePublished);
  }

  const change = (run: (req: Request, actor: ReleaseActor) => Promise<ReleaseChange>) =>
    async function changeRelease(req: Request, res: Response) {
      res.json((await run(req, actorOf(res))) satisfies ReleaseChange);
    };

  const json = express.json({ limit: JSON_LIMIT });
  router.post('/:remote', requireToken, express.raw({ type: 'application/gzip', limit: MAX_ARCHIVE_BYTES }), publish);
  router.post(
    '/:remote/activate',
    requireToken,
    json,
    change((req, actor) => {
      const { version } = parseInput(releaseVersionRequestSchema, req.body);
      return releases.activate({ remote: remoteOf(req), version, actor });
    }),
  );
  router.post(
    '/:remote/canary',
    requireToken,
    json,
    change((req, actor) => {
      const { version, percent } = parseInput(releaseCanaryRequestSchema, req.body);
      return releases.activate({ remote: remoteOf(req), version, percent, actor });
    }),
  );
  router.post(
    '/:remote/canary/stop',
    requireToken,
    change((req, actor) => releases.stopCanary({ remote: remoteOf(req), actor })),
  );
  router.post(
    '/:remote/promote',
    requireToken,
    change((req, actor) => releases.promote({ remote: remoteOf(req), actor })),
  );
  router.post(
    '/:remote/rollback',
    requireToken,
    change((req, actor) => releases.rollback({ remote: remoteOf(req), actor })),
  );
  return router;
}
