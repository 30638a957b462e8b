import { Router } from 'express';
import type { Request, Response } from 'express';
import {
  EMAIL_VERIFICATION_MESSAGES,
  claimRequestSchema,
  eligibilitySchema,
  generateResponseSchema,
  storeCreditCodesSchema,
} from '@ciao/contracts';
import type { StoreCreditCode } from '@ciao/contracts';
import { AppError } from '../../errors';
import { signedInUser } from '../../http/request-user';
import { parseInput } from '../../validation';
import { describeOwnUserRoutes, routeUserId } from '../../http/own-user-routes';
import { ownUserReadPoll } from '../../http/polled-routes';
import type { PolledRoute, ReadRoute } from '../../http/polled-routes';
import { STORE_CREDIT_MESSAGES } from './store-credit';
import type { StoreCredit } from './store-credit';
import type { StoredCode } from './store-credit-repository';

export function toCodeResponse(code: StoredCode): StoreCreditCode {
  return {
    id: code.id,
    code: code.code,
    status: code.status,
    amountUsd: code.amountUsd.toFixed(2),
    generatedAt: code.generatedAt.toISOString(),
    expiresAt: code.expiresAt.toISOString(),
    usedAt: code.usedAt ? code.usedAt.toISOString() : null,
    ciaomarketsOrderId: code.orderId,
  };
}

/**
 * Generate and claim take no payload: none, or an empty JSON object; a code goes only to a verified
 * address (docs/accounts.md, "Verified e-mail"), so nothing is redeemed before.
 */
function checkRedeemRequest(req: Request): void {
  parseInput(claimRequestSchema, req.body ?? {});
  if (!signedInUser(req).emailVerified) throw new AppError(403, EMAIL_VERIFICATION_MESSAGES.requiredForCodes);
}

const REDEEM = {
  description: 'Turns all pending $CIAO (worth $2.50 to $5.00) into one single-use store discount code, valid 30 days.',
  body: claimRequestSchema,
  bodyRequired: false,
  answers: {
    201: { description: 'The new code', schema: generateResponseSchema },
    403: `'${EMAIL_VERIFICATION_MESSAGES.requiredForCodes}': the e-mail address is not verified yet; nothing was debited`,
    409: `'${STORE_CREDIT_MESSAGES.belowMinimum}'`,
    502: `'${STORE_CREDIT_MESSAGES.storeUnavailable}': Shopify refused the discount; nothing was debited`,
  },
};

export const storeCreditUserApi = describeOwnUserRoutes('Store credit', {
  'GET /store-credit/eligibility': {
    summary: 'Whether the pending credits can be redeemed (polled)',
    answers: { 200: { description: 'The standing', schema: eligibilitySchema } },
  },
  'GET /store-credit/codes': {
    summary: "The user's codes, newest first",
    description: 'Codes past their expiry are marked expired on read.',
    answers: { 200: { description: 'The codes', schema: storeCreditCodesSchema } },
  },
  'POST /store-credit/generate': { summary: 'Redeem pending credits into a code', ...REDEEM },
  'POST /rewards/claim': { summary: 'Redeem pending credits into a code (the same operation)', ...REDEEM },
});

/** The dashboard's poll of the store-credit standing, mounted by app.ts ahead of the routers. */
export const storeCreditPolls = (storeCredit: StoreCredit): (PolledRoute & ReadRoute)[] => [
  ownUserReadPoll('/store-credit/eligibility', (userId) => storeCredit.eligibility(userId)),
];

/**
 * Mounted on the per-user router: /api/user/:userId/store-credit/{codes,generate} and
 * /rewards/claim, the same redeem operation under the spec's second path.
 */
export function storeCreditUserRoutes(storeCredit: StoreCredit): Router {
  const router = Router({ mergeParams: true });

  async function readCodes(req: Request, res: Response) {
    res.json((await storeCredit.codesOf(routeUserId(req.params))).map(toCodeResponse));
  }
  router.get('/store-credit/codes', readCodes);
  async function generateCode(req: Request, res: Response) {
    checkRedeemRequest(req);
    res.status(201).json(toCodeResponse(await storeCredit.redeem(routeUserId(req.params))));
  }
  router.post('/store-credit/generate', generateCode);
  async function claimRewards(req: Request, res: Response) {
    checkRedeemRequest(req);
    res.status(201).json(toCodeResponse(await storeCredit.redeem(routeUserId(req.params))));
  }
  router.post('/rewards/claim', claimRewards);

  return router;
}
