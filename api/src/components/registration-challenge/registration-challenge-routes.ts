import { Router } from 'express';
import type { Request, Response } from 'express';
import { registrationChallengeSchema } from '@ciao/contracts';
import type { RegistrationChallenge } from '@ciao/contracts';
import { describeRoutes } from '../../http/api-description';
import type { RegistrationChallenges } from './registration-challenges';

export const registrationChallengeApi = describeRoutes('/api/auth', 'Accounts', {
  'GET /registration-challenge': {
    summary: 'A proof-of-work challenge for one registration',
    description:
      'ALTCHA (SHA-256): find the `number` up to `maxnumber` whose SHA-256 hex of `salt + number` is `challenge`, then send base64 of `{algorithm, challenge, number, salt, signature}` in the `X-Registration-Challenge` header of `POST /api/auth/register`. Valid 30 minutes, for one registration (docs/accounts.md).',
    access: 'public',
    answers: { 200: { description: 'A challenge, signed', schema: registrationChallengeSchema } },
  },
});

/** Mounted under /api/auth, beside registration. */
export function registrationChallengeRoutes({ challenges }: { challenges: RegistrationChallenges }): Router {
  const router = Router();
  async function issueChallenge(_req: Request, res: Response) {
    res.json((await challenges.issue()) satisfies RegistrationChallenge);
  }
  router.get('/registration-challenge', issueChallenge);
  return router;
}
