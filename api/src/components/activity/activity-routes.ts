import { Router } from 'express';
import type { Request, Response } from 'express';
import { activityPageSchema, activityQuerySchema } from '@ciao/contracts';
import type { ActivityEntry, ActivityKind, ActivityPage } from '@ciao/contracts';
import { idCursor } from '../../http/keyset-cursor';
import { describeOwnUserRoutes, routeUserId } from '../../http/own-user-routes';
import { toDecimalString } from '../../money';
import { parseInput } from '../../validation';
import type { LedgerEntryKind } from '../rewards/ledger';
import type { Activity, ActivityItem } from './activity';

/** The ledger's kinds in the product's words. */
const KIND: Record<LedgerEntryKind, ActivityKind> = {
  contract_reward: 'mining_reward',
  referral_bonus: 'referral_bonus',
  store_credit: 'redeemed',
  forfeit: 'forfeit',
  adjustment: 'adjustment',
  code_refund: 'refunded',
  clawback: 'clawed_back',
};

export const toEntryResponse = (item: ActivityItem): ActivityEntry => ({
  id: item.id,
  kind: KIND[item.kind],
  amountCiao: toDecimalString(item.amountCiao),
  amountUsd: item.amountUsd && toDecimalString(item.amountUsd),
  createdAt: item.at.toISOString(),
  contract: item.contract && { id: item.contract.id, duration: item.contract.durationHours },
  code: item.code,
  note: item.note,
});

export const activityUserApi = describeOwnUserRoutes('Credit activity', {
  'GET /activity': {
    summary: "The user's credit ledger, newest first",
    description:
      'Mining rewards, referral bonuses, credits back from a code support cancelled (+), credits redeemed into codes or forfeited (-) and corrections by support (either sign, with their `note`), each with its USD value at that time (null for entries older than that record) and the contract or code it belongs to. The list sums to the balance.',
    query: activityQuerySchema,
    answers: {
      200: {
        description: 'One page; pass `nextCursor` back as `cursor` (null on the last page)',
        schema: activityPageSchema,
      },
    },
  },
});

/** Mounted on the per-user router: GET /api/user/:userId/activity?limit=&cursor=. */
export function activityUserRoutes(activity: Activity): Router {
  const router = Router({ mergeParams: true });
  async function readActivityPage(req: Request, res: Response) {
    const { limit, cursor } = parseInput(activityQuerySchema, req.query);
    const page = await activity.page(routeUserId(req.params), {
      limit,
      beforeId: cursor === undefined ? undefined : idCursor.decode(cursor),
    });
    res.json({
      entries: page.items.map(toEntryResponse),
      nextCursor: page.next && idCursor.encode(page.next),
    } satisfies ActivityPage);
  }
  router.get('/activity', readActivityPage);
  return router;
}
