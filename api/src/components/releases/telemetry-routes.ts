import { Router } from 'express';
import type { Request, Response } from 'express';
import { okSchema, remoteFailureReportSchema } from '@ciao/contracts';
import type { Ok } from '@ciao/contracts';
import { AppError } from '../../errors';
import { describeRoutes } from '../../http/api-description';
import { addressKey, clientIp } from '../../http/client-ip';
import { parseInput } from '../../validation';
import type { RateLimitRule } from '../rate-limits/rate-limit-rule';
import type { RateLimiter } from '../rate-limits/rate-limits';
import type { Releases } from './releases';

const NO_SUCH_RELEASE = 'No release is served from this entry';

export const telemetryApi = describeRoutes('/api/telemetry', 'Releases', {
  'POST /remote-failures': {
    summary: "A remote's release failed to load in this browser",
    description:
      'Sent by the shell when a remote shows its fallback; counted per release (no personal data is kept). Only a report with the report token of a page served with that release counts towards the canary watch, once per page; others are counted apart as unverified (docs/deploying.md, "Canaries").',
    access: 'public',
    body: remoteFailureReportSchema,
    answers: {
      200: { description: 'Counted', schema: okSchema },
      404: `'${NO_SUCH_RELEASE}'`,
      429: 'Too many reports from this address (RATE_LIMIT_REMOTE_FAILURES_IP)',
    },
  },
});

/** /api/telemetry: what browsers report about the remotes they load. */
export function telemetryRoutes({
  releases,
  rateLimiter,
  perIp,
}: {
  releases: Pick<Releases, 'countFailure'>;
  rateLimiter: RateLimiter;
  perIp: RateLimitRule | null;
}): Router {
  const router = Router();
  async function reportRemoteFailure(req: Request, res: Response) {
    const { entry, report } = parseInput(remoteFailureReportSchema, req.body);
    await rateLimiter.consume(perIp, `remote-failures:ip:${addressKey(clientIp(req))}`);
    if (!(await releases.countFailure(entry, report))) throw new AppError(404, NO_SUCH_RELEASE);
    res.json({ ok: true } satisfies Ok);
  }
  router.post('/remote-failures', reportRemoteFailure);
  return router;
}
