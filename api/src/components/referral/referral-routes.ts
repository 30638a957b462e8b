import { Router } from 'express';
import { updateReferralCodeRequestSchema, useReferralCodeRequestSchema } from '@ciao/contracts';
import type { Ok, ReferralCode, ReferralStats } from '@ciao/contracts';
import type { Config } from '../../config';
import { parseInput } from '../../validation';
import { signedInUser } from '../../http/request-user';
import type { RateLimiter } from '../rate-limits/rate-limits';
import type { ReferralProgramme } from './referral-programme';

type Deps = { config: Config; referralProgramme: ReferralProgramme; rateLimiter: RateLimiter };

/** /api/referral: the signed-in user's code, stats, and using or changing a code. */
export function referralRoutes({ config, referralProgramme, rateLimiter }: Deps): Router {
  const router = Router();

  router.get('/my-code', async (req, res) => {
    const { id } = signedInUser(req);
    res.json((await referralProgramme.myCode(id)) satisfies ReferralCode);
  });

  router.get('/stats', async (req, res) => {
    const { id } = signedInUser(req);
    res.json((await referralProgramme.stats(id)) satisfies ReferralStats);
  });

  router.post('/use-code', async (req, res) => {
    const { id } = signedInUser(req);
    const { code } = parseInput(useReferralCodeRequestSchema, req.body);
    // Per account: guessing codes takes many attempts, a real use takes one.
    await rateLimiter.consume(config.rateLimits.referralUsePerAccount, `referral-use:account:${id}`);
    await referralProgramme.useCode(id, code);
    res.json({ ok: true } satisfies Ok);
  });

  router.patch('/update-code', async (req, res) => {
    const { id } = signedInUser(req);
    const { code } = parseInput(updateReferralCodeRequestSchema, req.body);
    res.json((await referralProgramme.updateCode(id, code)) satisfies ReferralCode);
  });

  return router;
}
