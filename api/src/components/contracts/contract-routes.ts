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
import { sendJson } from '../../http/json-answer';
import { describeRoutes } from '../../http/api-description';
import { timeAndIdCursor } from '../../http/keyset-cursor';
import { memoizedPerObjects } from '../../memoize';
import { toDecimalString } from '../../money';
import { parseInput } from '../../validation';
import { describeOwnUserRoutes, routeUserId } from '../../http/own-user-routes';
import { ownUserPoll, poll } from '../../http/polled-routes';
import type { PolledRoute } from '../../http/polled-routes';
import { signedInUser } from '../../http/request-user';
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

/** Mounted on the per-user router: /api/user/:userId/contracts (start one) and /contracts/history; the polled GETs are in `miningPolls`. */
export function miningUserRoutes(mining: Mining): Router {
  const router = Router({ mergeParams: true });

  async function startContract(req: Request, res: Response) {
    const request = parseInput(createContractRequestSchema, req.body);
    res.status(201).json(toContractResponse(await mining.start(routeUserId(req.params), request)));
  }
  router.post('/contracts', startContract);
  async function readHistoryPage(req: Request, res: Response) {
    const { limit, cursor } = parseInput(contractHistoryQuerySchema, req.query);
    const page = await mining.history(routeUserId(req.params), {
      limit,
      after: cursor ? timeAndIdCursor.decode(cursor) : undefined,
    });
    res.json({
      contracts: page.contracts.map(toContractResponse),
      nextCursor: page.next && timeAndIdCursor.encode(page.next),
    } satisfies ContractHistory);
  }
  router.get('/contracts/history', readHistoryPage);

  return router;
}

/**
 * The dashboard's polls of mining, mounted by app.ts ahead of the routers: the active contract,
 * stats, pending rewards, claims total, and /api/contracts/:contractId/progress (404 unless the
 * contract is the session user's).
 */
export function miningPolls(mining: Mining): PolledRoute[] {
  return [
    ownUserPoll('/contracts/active', async (req, res) => {
      const active = await mining.activeContract(routeUserId(req.params));
      sendJson(res, active ? activeAnswerOf(active) : NO_ACTIVE_CONTRACT);
    }),
    ownUserPoll('/stats', async (req, res) => {
      sendJson(res, await mining.stats(routeUserId(req.params)));
    }),
    ownUserPoll('/rewards/pending', async (req, res) => {
      sendJson(res, await mining.pendingRewards(routeUserId(req.params)));
    }),
    ownUserPoll('/claims/total', async (req, res) => {
      sendJson(res, await mining.claimsTotal(routeUserId(req.params)));
    }),
    poll(`${contractsApi.path}/:contractId/progress`, async (req, res) => {
      const user = signedInUser(req);
      const contractId = String(req.params.contractId);
      if (!id.safeParse(contractId).success) throw new AppError(404, MINING_MESSAGES.contractNotFound);
      sendJson(res, await mining.progress(user.id, contractId));
    }),
  ];
}
