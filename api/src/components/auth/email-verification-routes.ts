import { Router } from 'express';
import type { Request, Response } from 'express';
import { z } from 'zod';
import {
  EMAIL_VERIFICATION_MESSAGES,
  VERIFY_LINK_MESSAGES,
  emailVerificationAnswerSchema,
  verifyEmailRequestSchema,
} from '@ciao/contracts';
import type { EmailVerificationAnswer } from '@ciao/contracts';
import { describeRoutes, TOO_MANY_ATTEMPTS } from '../../http/api-description';
import { describeOwnUserRoutes, routeUserId } from '../../http/own-user-routes';
import { messageFor } from '../../http/api-messages';
import { requestLanguage } from '../../http/request-language';
import { parseInput } from '../../validation';
import type { RateLimitRule } from '../rate-limits/rate-limit-rule';
import type { RateLimiter } from '../rate-limits/rate-limits';
import type { EmailVerification } from './email-verification';
import type { Sessions } from './sessions';

/** "Send again" takes no payload: none, or `{}`. */
const sendAgainRequestSchema = z.strictObject({}).optional();

export const emailVerificationApi = describeRoutes('/api/auth', 'Accounts', {
  'POST /verify-email': {
    summary: "Verify the account's e-mail address with a verification link's token",
    description:
      'Signed in or not (the link may be opened on another device). The link works once, for 24 hours, the latest only, and only while the account still has the address it was sent to (docs/accounts.md).',
    access: 'public',
    body: verifyEmailRequestSchema,
    answers: {
      200: { description: `'${EMAIL_VERIFICATION_MESSAGES.verified}'`, schema: emailVerificationAnswerSchema },
      400: `'${VERIFY_LINK_MESSAGES.invalid}', '${VERIFY_LINK_MESSAGES.expired}' or '${VERIFY_LINK_MESSAGES.used}'`,
    },
  },
});

export const emailVerificationUserApi = describeOwnUserRoutes('Accounts', {
  'POST /verification-mail': {
    summary: 'Send a new verification mail',
    description: 'The new link replaces the earlier ones.',
    body: sendAgainRequestSchema,
    bodyRequired: false,
    answers: {
      202: { description: `'${EMAIL_VERIFICATION_MESSAGES.mailSent}'`, schema: emailVerificationAnswerSchema },
      409: `'${EMAIL_VERIFICATION_MESSAGES.alreadyVerified}'`,
      429: `${TOO_MANY_ATTEMPTS} (RATE_LIMIT_VERIFICATION_MAIL)`,
    },
  },
});

type Deps = {
  emailVerification: EmailVerification;
  sessions: Sessions;
  rateLimiter: RateLimiter;
  verificationMailLimit: RateLimitRule | null;
};

/** POST /api/auth/verify-email (public). */
export function emailVerificationRoutes({ emailVerification, sessions }: Pick<Deps, 'emailVerification' | 'sessions'>) {
  const router = Router();
  async function verifyEmail(req: Request, res: Response) {
    const { token } = parseInput(verifyEmailRequestSchema, req.body);
    const userId = await emailVerification.verify(token);
    sessions.forgetUser(userId); // this instance at once; the others hear it from PostgreSQL
    res.json({ message: messageFor(req, EMAIL_VERIFICATION_MESSAGES.verified) } satisfies EmailVerificationAnswer);
  }
  router.post('/verify-email', verifyEmail);
  return router;
}

/** POST /api/user/:userId/verification-mail, on the per-user router. */
export function emailVerificationUserRoutes({ emailVerification, rateLimiter, verificationMailLimit }: Deps) {
  const router = Router({ mergeParams: true });
  async function sendVerificationMail(req: Request, res: Response) {
    parseInput(sendAgainRequestSchema, req.body);
    const userId = routeUserId(req.params);
    await rateLimiter.consume(verificationMailLimit, `verification-mail:account:${userId}`);
    await emailVerification.sendAgain(userId, requestLanguage(req));
    res
      .status(202)
      .json({ message: messageFor(req, EMAIL_VERIFICATION_MESSAGES.mailSent) } satisfies EmailVerificationAnswer);
  }
  router.post('/verification-mail', sendVerificationMail);
  return router;
}
