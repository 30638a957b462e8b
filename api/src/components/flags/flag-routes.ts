import { Router } from 'express';
import type { Request, Response } from 'express';
import {
  flagPageSchema,
  flagParamsSchema,
  flagQuerySchema,
  flagResolveRequestSchema,
  flagSchema,
} from '@ciao/contracts';
import type { Flag, FlagPage } from '@ciao/contracts';
import { ADMIN_PATH, requireRight, signedInAdmin } from '../../http/admin-access';
import { describeRoutes } from '../../http/api-description';
import { closedAndIdCursor } from '../../http/keyset-cursor';
import { parseInput } from '../../validation';
import { CORRECTION_MESSAGES } from '../customers/customers';
import { FLAG_MESSAGES } from './flags';
import type { FlagReview, ReviewedFlag } from './flags';

const toFlagResponse = (flag: ReviewedFlag): Flag => ({
  id: flag.id,
  kind: flag.kind,
  customerId: flag.customerId,
  customerEmail: flag.customerEmail,
  reason: flag.reason,
  evidence: flag.evidence,
  status: flag.status,
  raisedAt: flag.raisedAt.toISOString(),
  resolvedBy: flag.resolvedBy,
  resolvedAt: flag.resolvedAt?.toISOString() ?? null,
  resolution: flag.resolution,
});

export const flagsApi = describeRoutes(ADMIN_PATH, 'Admin', {
  'GET /flags': {
    summary: 'The review queue: flags, open first, then newest first',
    description:
      'Flags raised automatically on customers (a second account from one address, a referral ring refused, the referral cap reached, a burst of invitees), each with its reason and evidence. Filters: `kind`, `status` (an empty value is no filter); `openCount` counts every open flag whatever the filter.',
    access: 'admin',
    query: flagQuerySchema,
    answers: {
      200: {
        description: 'One page; pass `nextCursor` back as `cursor` (null on the last page)',
        schema: flagPageSchema,
      },
    },
  },
  'POST /flags/:id/resolve': {
    summary: 'Resolve a flag: dismiss it, claw back its referral bonuses, or suspend its customer',
    description:
      'Once, in one transaction with its audit entry. `clawback` takes back the referral bonuses the flagged referrals paid (ledger kind `clawback`), never below a zero balance: active codes are cancelled through the support desk first, what still lacks is recorded as not recoverable. `suspend` is the support desk’s suspension. The same action again answers the flag as it is.',
    access: 'admin',
    params: flagParamsSchema,
    body: flagResolveRequestSchema,
    answers: {
      200: { description: 'The flag, resolved', schema: flagSchema },
      404: `'${FLAG_MESSAGES.notFound}'`,
      409: `'This flag was already resolved (...)', '${FLAG_MESSAGES.nothingToClaw}' or '${CORRECTION_MESSAGES.deleted}'`,
    },
  },
});

/** The review queue's routes; app.ts mounts requireAdmin in front of every /api/admin path. */
export function flagRoutes({ review }: { review: FlagReview }): Router {
  async function readFlags(req: Request, res: Response) {
    const { cursor, ...query } = parseInput(flagQuerySchema, req.query);
    const page = await review.page(query, cursor === undefined ? undefined : closedAndIdCursor.decode(cursor));
    res.json({
      flags: page.flags.map(toFlagResponse),
      openCount: page.openCount,
      nextCursor: page.next === null ? null : closedAndIdCursor.encode(page.next),
    } satisfies FlagPage);
  }

  async function resolveFlag(req: Request, res: Response) {
    const { id } = parseInput(flagParamsSchema, req.params);
    const { action, reason } = parseInput(flagResolveRequestSchema, req.body);
    const { id: actorId, role } = signedInAdmin(req);
    const flag = await review.resolve({ id: actorId, role }, id, action, reason);
    res.json(toFlagResponse(flag));
  }

  const router = Router();
  router.get('/flags', requireRight, readFlags);
  router.post('/flags/:id/resolve', requireRight, resolveFlag);
  return router;
}
