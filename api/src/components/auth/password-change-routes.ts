import { Router } from 'express';
import type { Request, Response } from 'express';
import { changePasswordRequestSchema, sessionsRevokedSchema } from '@ciao/contracts';
import type { SessionsRevoked } from '@ciao/contracts';
import type { RunningEnvironment } from '../../env-values';
import { TOO_MANY_ATTEMPTS } from '../../http/api-description';
import { clientAddressKey } from '../../http/client-ip';
import { describeOwnUserRoutes, routeUserId } from '../../http/own-user-routes';
import { signedInUser } from '../../http/request-user';
import { parseInput } from '../../validation';
import type { RateLimits } from '../rate-limits/rate-limit-rule';
import type { RateLimiter } from '../rate-limits/rate-limits';
import { WRONG_CURRENT_PASSWORD } from './password-change';
import type { PasswordChange } from './password-change';
import { readSessionToken } from './session-cookie';
import { sessionKeyOf } from './sessions';
import type { Sessions } from './sessions';
import { countedPasswordCheck } from './sign-in';

export const passwordChangeApi = describeOwnUserRoutes('Accounts', {
  'POST /password': {
    summary: 'Change the password',
    description:
      "The current password is required and counts against the sign-in limits like a sign-in; the new one follows registration's rules. Every other session of the account ends (on every instance), this one stays signed in, and the security alerts go out (docs/accounts.md).",
    body: changePasswordRequestSchema,
    answers: {
      200: { description: 'Changed; how many other devices were signed out', schema: sessionsRevokedSchema },
      403: `'${WRONG_CURRENT_PASSWORD}': nothing changed`,
      429: TOO_MANY_ATTEMPTS,
    },
  },
});

type Deps = {
  config: RunningEnvironment & { rateLimits: RateLimits };
  passwordChange: PasswordChange;
  sessions: Sessions;
  rateLimiter: RateLimiter;
};

/** POST /api/user/:userId/password, on the per-user router. */
export function passwordChangeRoutes({ config, passwordChange, sessions, rateLimiter }: Deps) {
  const router = Router({ mergeParams: true });

  async function changePassword(req: Request, res: Response) {
    const passwords = parseInput(changePasswordRequestSchema, req.body);
    const userId = routeUserId(req.params);
    const signedOutDevices = await countedPasswordCheck(
      rateLimiter,
      config.rateLimits,
      { account: signedInUser(req).email, address: clientAddressKey(req) },
      () => passwordChange.change(userId, sessionKeyOf(readSessionToken(req, config)) ?? '', passwords),
    );
    sessions.forgetUser(userId); // this instance at once; the others hear it from PostgreSQL
    res.json({ signedOutDevices } satisfies SessionsRevoked);
  }
  router.post('/password', changePassword);

  return router;
}
