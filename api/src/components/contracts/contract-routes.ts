import { Router } from 'express';
import { contractHistoryQuerySchema, createContractRequestSchema, id } from '@ciao/contracts';
import type { Contract, ContractHistory } from '@ciao/contracts';
import { AppError } from '../../errors';
import { sendJson } from '../../http/json-answer';
import { timeAndIdCursor } from '../../http/keyset-cursor';
import { memoizedPerObjects } from '../../memoize';
import { toDecimalString } from '../../money';
import { parseInput } from '../../validation';
import { routeUserId } from '../../http/own-user-routes';
import { signedInUser } from '../../http/request-user';
import type { MiningContract } from './contract-repository';
import { MINING_MESSAGES } from './mining';
import type { Mining } from './mining';

function toContractResponse(contract: MiningContract): Contract {
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

/** Mounted on the per-user router: /api/user/:userId/{contracts,stats,rewards/pending,claims/total}. */
export function miningUserRoutes(mining: Mining): Router {
  const router = Router({ mergeParams: true });

  router.post('/contracts', async (req, res) => {
    const request = parseInput(createContractRequestSchema, req.body);
    res.status(201).json(toContractResponse(await mining.start(routeUserId(req.params), request)));
  });
  router.get('/contracts/active', async (req, res) => {
    const active = await mining.activeContract(routeUserId(req.params));
    sendJson(res, active ? activeAnswerOf(active) : NO_ACTIVE_CONTRACT);
  });
  router.get('/contracts/history', async (req, res) => {
    const { limit, cursor } = parseInput(contractHistoryQuerySchema, req.query);
    const page = await mining.history(routeUserId(req.params), { limit, after: cursor ? timeAndIdCursor.decode(cursor) : undefined });
    res.json({
      contracts: page.contracts.map(toContractResponse),
      nextCursor: page.next && timeAndIdCursor.encode(page.next),
    } satisfies ContractHistory);
  });
  router.get('/stats', async (req, res) => {
    sendJson(res, await mining.stats(routeUserId(req.params)));
  });
  router.get('/rewards/pending', async (req, res) => {
    sendJson(res, await mining.pendingRewards(routeUserId(req.params)));
  });
  router.get('/claims/total', async (req, res) => {
    sendJson(res, await mining.claimsTotal(routeUserId(req.params)));
  });

  return router;
}

/** /api/contracts/:contractId/progress: 404 unless the contract is the session user's. */
export function contractRoutes(mining: Mining): Router {
  const router = Router();
  router.get('/:contractId/progress', async (req, res) => {
    const user = signedInUser(req);
    if (!id.safeParse(req.params.contractId).success) throw new AppError(404, MINING_MESSAGES.contractNotFound);
    sendJson(res, await mining.progress(user.id, req.params.contractId));
  });
  return router;
}
