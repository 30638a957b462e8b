import { Router } from 'express';
import type { Request, Response } from 'express';
import { verifyAgeRequestSchema, verifyAgeResponseSchema } from '@ciao/contracts';
import type { VerifyAgeResponse } from '@ciao/contracts';
import type { Clock } from '../../clock';
import type { RunningEnvironment } from '../../env-values';
import type { RateLimits } from '../rate-limits/rate-limit-rule';
import { describeRoutes, TOO_MANY_ATTEMPTS } from '../../http/api-description';
import { addressKey, clientIp } from '../../http/client-ip';
import { requestLanguage } from '../../http/request-language';
import { parseInput } from '../../validation';
import { detectLocation } from '../geolocation/geolocation';
import type { RateLimiter } from '../rate-limits/rate-limits';
import type { AgeProofs } from './age-proof';
import { clearAgeProofCookie, setAgeProofCookie } from './age-proof-cookie';
import { decideEligibility, eligibilityMessage, verifyAgeInputSchema } from './age-verification';

type Deps = {
  config: RunningEnvironment & { rateLimits: RateLimits };
  clock: Clock;
  ageProofs: AgeProofs;
  rateLimiter: RateLimiter;
};

export const ageVerificationApi = describeRoutes('/api/auth', 'Accounts', {
  'POST /verify-age': {
    summary: 'Check the age rules for a date of birth and country',
    description:
      'The stricter of the chosen and the detected country applies (docs/accounts.md). The date may not be in the future, and `confirmAdult` must be true.',
    access: 'public',
    body: verifyAgeRequestSchema,
    answers: {
      200: {
        description: 'The decision; when eligible, a 30-minute `ciao_age_proof` cookie that registration needs',
        schema: verifyAgeResponseSchema,
        headers: { 'Set-Cookie': 'the age proof (eligible) or its removal' },
      },
      429: TOO_MANY_ATTEMPTS,
    },
  },
});

/** Mounted under /api/auth, beside sign-in and registration. */
export function ageVerificationRoutes({ config, clock, ageProofs, rateLimiter }: Deps): Router {
  const router = Router();

  async function verifyAge(req: Request, res: Response) {
    const today = clock.now().toISOString().slice(0, 10);
    const input = parseInput(verifyAgeInputSchema(today), req.body);
    const ip = clientIp(req);
    await rateLimiter.consume(config.rateLimits.verifyAgePerIp, `verify-age:ip:${addressKey(ip)}`);
    const decision = decideEligibility({ ...input, detected: detectLocation(ip), today });
    if (decision.isEligible) setAgeProofCookie(res, await ageProofs.issue(input), config);
    else clearAgeProofCookie(res, config);
    res.json({
      isEligible: decision.isEligible,
      message: eligibilityMessage(decision, requestLanguage(req)),
    } satisfies VerifyAgeResponse);
  }
  router.post('/verify-age', verifyAge);

  return router;
}
