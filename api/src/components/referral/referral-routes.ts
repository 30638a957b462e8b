import { Router } from 'express';
import type { Request, Response } from 'express';
import {
  okSchema,
  referralCodeSchema,
  referralStatsSchema,
  updateReferralCodeRequestSchema,
  useReferralCodeRequestSchema,
} from '@ciao/contracts';
import type { Ok, ReferralCode, ReferralStats } from '@ciao/contracts';
import type { RateLimits } from '../rate-limits/rate-limit-rule';
import { describeRoutes, TOO_MANY_ATTEMPTS } from '../../http/api-description';
import { parseInput } from '../../validation';
import { signedInUser } from '../../http/request-user';
import type { RateLimiter } from '../rate-limits/rate-limits';
import { REFERRAL_MESSAGES } from './referral-programme';
import type { ReferralProgramme } from './referral-programme';

type Deps = { config: { rateLimits: RateLimits }; referralProgramme: ReferralProgramme; rateLimiter: RateLimiter };

export const referralApi = describeRoutes('/api/referral', 'Referral', {
  'GET /my-code': {
    summary: "The user's referral code",
    access: 'signed-in',
    answers: { 200: { description: 'The code', schema: referralCodeSchema } },
  },
  'GET /stats': {
    summary: "The user's invitations and rewards",
    access: 'signed-in',
    answers: { 200: { description: 'The stats', schema: referralStatsSchema } },
  },
  'POST /use-code': {
    summary: "Use someone's referral code",
    description: 'Both sides are paid when the invitee completes a first contract (docs/referral.md).',
    access: 'signed-in',
    body: useReferralCodeRequestSchema,
    answers: {
      200: { description: 'Used', schema: okSchema },
      400: `'${REFERRAL_MESSAGES.ownCode}' or '${REFERRAL_MESSAGES.invitedByYou}'`,
      404: `'${REFERRAL_MESSAGES.invalidCode}'`,
      409: `'${REFERRAL_MESSAGES.alreadyUsed}', '${REFERRAL_MESSAGES.afterFirstMining}' or '${REFERRAL_MESSAGES.noLongerUsable}' (its owner's code has been used REFERRAL_REWARD_LIMIT times)`,
      429: TOO_MANY_ATTEMPTS,
    },
  },
  'PATCH /update-code': {
    summary: "Choose one's own referral code",
    access: 'signed-in',
    body: updateReferralCodeRequestSchema,
    answers: {
      200: { description: 'The new code', schema: referralCodeSchema },
      409: `'${REFERRAL_MESSAGES.codeTaken}' (in any case)`,
    },
  },
});

/** /api/referral: the signed-in user's code, stats, and using or changing a code. */
export function referralRoutes({ config, referralProgramme, rateLimiter }: Deps): Router {
  const router = Router();

  async function readMyCode(req: Request, res: Response) {
    const { id } = signedInUser(req);
    res.json((await referralProgramme.myCode(id)) satisfies ReferralCode);
  }
  router.get('/my-code', readMyCode);

  async function readStats(req: Request, res: Response) {
    const { id } = signedInUser(req);
    res.json((await referralProgramme.stats(id)) satisfies ReferralStats);
  }
  router.get('/stats', readStats);

  async function useCode(req: Request, res: Response) {
    const { id } = signedInUser(req);
    const { code } = parseInput(useReferralCodeRequestSchema, req.body);
    // Per account: guessing codes takes many attempts, a real use takes one.
    await rateLimiter.consume(config.rateLimits.referralUsePerAccount, `referral-use:account:${id}`);
    await referralProgramme.useCode(id, code);
    res.json({ ok: true } satisfies Ok);
  }
  router.post('/use-code', useCode);

  async function updateCode(req: Request, res: Response) {
    const { id } = signedInUser(req);
    const { code } = parseInput(updateReferralCodeRequestSchema, req.body);
    res.json((await referralProgramme.updateCode(id, code)) satisfies ReferralCode);
  }
  router.patch('/update-code', updateCode);

  return router;
}
