import { Router } from 'express';
import type { Request, Response } from 'express';
import {
  activeContractsSchema,
  claimsTotalSchema,
  contractHistoryQuerySchema,
  contractHistorySchema,
  contractProgressSchema,
  contractSchema,
  createContractRequestSchema,
  id,
  pendingRewardsSchema,
  statsSchema,
} from '@ciao/contracts';
import type { Contract, ContractHistory } from '@ciao/contracts';
import { z } from 'zod';
import { AppError } from '../../errors';
import { describeRoutes } from '../../http/api-description';
import { timeAndIdCursor } from '../../http/keyset-cursor';
import { memoizedPerObjects } from '../../memoize';
import { toDecimalString } from '../../money';
import { parseInput } from '../../validation';
import { describeOwnUserRoutes, OWN_USER_PATH, routeUserId } from '../../http/own-user-routes';
import { ownUserReadPoll, signedInReadPoll } from '../../http/polled-routes';
import type { PolledRoute, Read, ReadRoute } from '../../http/polled-routes';
import type { MiningContract } from './contract-repository';
import { MINING_MESSAGES } from './mining';
import type { Mining } from './mining';

export function toContractResponse(contract: MiningContract): Contract {
  return {
    id: contract.id,
    status: contract.status,
    startTime: contract.startTime.toISOString(),
    duration: contract.durationHours,
    expectedReward: toDecimalString(contract.expectedReward),
    actualReward: contract.actualReward ? toDecimalString(contract.actualReward) : null,
  };
}

/** The active contract as the dashboard polls it, formatted once per cached contract. */
const activeAnswerOf = memoizedPerObjects((contract: MiningContract) => [toContractResponse(contract)]);
const NO_ACTIVE_CONTRACT: readonly Contract[] = Object.freeze([]);

const DUE_FIRST = 'A contract that is due is completed first (its reward credited once).';

export const miningUserApi = describeOwnUserRoutes('Mining', {
  'POST /contracts': {
    summary: 'Start a mining contract',
    description:
      'The reward is computed by the server from the duration and the current price; `miningRate` is checked, never trusted.',
    body: createContractRequestSchema,
    answers: {
      201: { description: 'Started', schema: contractSchema },
      409: `'${MINING_MESSAGES.alreadyActive}' or '${MINING_MESSAGES.overLimit}'`,
    },
  },
  'GET /contracts/active': {
    summary: 'The active contract, if any (polled)',
    description: DUE_FIRST,
    answers: { 200: { description: 'Zero or one contract', schema: activeContractsSchema } },
  },
  'GET /contracts/history': {
    summary: 'Completed and claimed contracts, newest start first',
    query: contractHistoryQuerySchema,
    answers: {
      200: {
        description: 'One page; pass `nextCursor` back as `cursor` (null on the last page)',
        schema: contractHistorySchema,
      },
    },
  },
  'GET /stats': {
    summary: 'Mining totals (polled)',
    description: DUE_FIRST,
    answers: { 200: { description: 'The totals', schema: statsSchema } },
  },
  'GET /rewards/pending': {
    summary: 'Pending $CIAO (polled)',
    description: DUE_FIRST,
    answers: { 200: { description: 'The balance', schema: pendingRewardsSchema } },
  },
  'GET /claims/total': {
    summary: '$CIAO redeemed into codes so far (polled)',
    answers: { 200: { description: 'The total', schema: claimsTotalSchema } },
  },
});

export const contractsApi = describeRoutes('/api/contracts', 'Mining', {
  'GET /:contractId/progress': {
    summary: "A contract's progress (polled)",
    access: 'signed-in',
    params: z.object({ contractId: id }),
    answers: {
      200: { description: 'Progress now', schema: contractProgressSchema },
      404: `'${MINING_MESSAGES.contractNotFound}': not one of the user's contracts`,
    },
  },
});

/** A page of the user's contract history, newest first (`?limit=&cursor=`): GET /api/user/:userId/contracts/history. */
const historyRead =
  (mining: Mining): Read =>
  async (userId, _params, query) => {
    const { limit, cursor } = parseInput(contractHistoryQuerySchema, query);
    const page = await mining.history(userId, { limit, after: cursor ? timeAndIdCursor.decode(cursor) : undefined });
    return {
      contracts: page.contracts.map(toContractResponse),
      nextCursor: page.next && timeAndIdCursor.encode(page.next),
    } satisfies ContractHistory;
  };

/** Mounted on the per-user router: /api/user/:userId/contracts (start one) and /contracts/history; the polled GETs are in `miningPolls`. */
export function miningUserRoutes(mining: Mining): Router {
  const router = Router({ mergeParams: true });

  async function startContract(req: Request, res: Response) {
    const request = parseInput(createContractRequestSchema, req.body);
    res.status(201).json(toContractResponse(await mining.start(routeUserId(req.params), request)));
  }
  router.post('/contracts', startContract);
  const readHistory = historyRead(mining);
  async function readHistoryPage(req: Request, res: Response) {
    res.json(await readHistory(routeUserId(req.params), req.params, req.query));
  }
  router.get('/contracts/history', readHistoryPage);

  return router;
}

/**
 * The dashboard's polls of mining, mounted by app.ts ahead of the routers: the active contract,
 * stats, pending rewards, claims total, and /api/contracts/:contractId/progress (404 unless the
 * contract is the session user's).
 */
export function miningPolls(mining: Mining): (PolledRoute & ReadRoute)[] {
  return [
    ownUserReadPoll('/contracts/active', async (userId) => {
      const active = await mining.activeContract(userId);
      return active ? activeAnswerOf(active) : NO_ACTIVE_CONTRACT;
    }),
    ownUserReadPoll('/stats', (userId) => mining.stats(userId)),
    ownUserReadPoll('/rewards/pending', (userId) => mining.pendingRewards(userId)),
    ownUserReadPoll('/claims/total', (userId) => mining.claimsTotal(userId)),
    signedInReadPoll(`${contractsApi.path}/:contractId/progress`, async (userId, params) => {
      const contractId = String(params.contractId);
      if (!id.safeParse(contractId).success) throw new AppError(404, MINING_MESSAGES.contractNotFound);
      return mining.progress(userId, contractId);
    }),
  ];
}

/** The history's read as a signed-in page's first answers find it (not polled: mounted by `miningUserRoutes`). */
export const historyReadRoute = (mining: Mining): ReadRoute => ({
  path: `${OWN_USER_PATH}/contracts/history`,
  ownUser: true,
  read: historyRead(mining),
});
