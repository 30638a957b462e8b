import { Router } from 'express';
import type { Request, Response } from 'express';
import { z } from 'zod';
import {
  ACCOUNT_MESSAGES,
  ERROR_CODES,
  REGISTRATION_CHALLENGE_HEADER,
  RESET_LINK_MESSAGES,
  okSchema,
  passwordResetAcceptedSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  registerRequestSchema,
  sessionResponseSchema,
  signinRequestSchema,
} from '@ciao/contracts';
import type { Ok, SessionResponse, SessionUser } from '@ciao/contracts';
import type { RunningEnvironment } from '../../env-values';
import type { Logger } from '../../logger';
import type { RateLimits } from '../rate-limits/rate-limit-rule';
import { AppError } from '../../errors';
import { describeRoutes, TOO_MANY_ATTEMPTS } from '../../http/api-description';
import { addressKey, clientAddressKey, clientIp } from '../../http/client-ip';
import { messageFor } from '../../http/api-messages';
import { requestLanguage } from '../../http/request-language';
import { parseInput } from '../../validation';
import type { AgeProofs } from '../age-verification/age-proof';
import { clearAgeProofCookie, readAgeProofToken } from '../age-verification/age-proof-cookie';
import type { RateLimiter } from '../rate-limits/rate-limits';
import { REGISTRATION_CHALLENGE_MESSAGES } from '../registration-challenge/registration-challenges';
import type { RegistrationChallenges } from '../registration-challenge/registration-challenges';
import type { UserAccounts } from '../users/user-accounts';
import type { UserRepository } from '../users/user-repository';
import { deviceIdOf } from './device-cookie';
import { deviceName } from '../../http/device-name';
import type { SignInOrigin } from './known-devices';
import { countryCodeOf } from '../geolocation/ip-country-database';
import type { KnownDevices } from './known-devices';
import type { EmailVerification } from './email-verification';
import type { PasswordReset } from './password-reset';
import { clearSessionCookie, readSessionToken, setSessionCookie } from './session-cookie';
import { signedInUser } from '../../http/request-user';
import type { Sessions } from './sessions';
import { checkCredentials, countedPasswordCheck, toSessionUser } from './sign-in';

/** The client sends `{}` (or nothing) to sign out. */
const signoutRequestSchema = z.strictObject({}).optional();

const SESSION_SET = {
  'Set-Cookie': 'the new session cookie (HttpOnly, SameSite=Lax); any earlier session of this browser ends',
};

/** GET /api/auth/session's answer for the signed-in user (a signed-in page's first answers hold it too). */
export const sessionAnswerOf = (user: SessionUser): SessionResponse => ({ user });

export const authApi = describeRoutes('/api/auth', 'Accounts', {
  'GET /session': {
    summary: 'The signed-in user',
    access: 'signed-in',
    answers: { 200: { description: 'Signed in', schema: sessionResponseSchema } },
  },
  'POST /signin': {
    summary: 'Sign in with e-mail and password',
    description: 'Failed attempts count against per-address and per-account limits (docs/accounts.md).',
    access: 'public',
    body: signinRequestSchema,
    answers: {
      200: { description: 'Signed in', schema: sessionResponseSchema, headers: SESSION_SET },
      401: "'Invalid credentials'",
      403: `'${ACCOUNT_MESSAGES.suspended}' (the right password of a suspended account)`,
      429: TOO_MANY_ATTEMPTS,
    },
  },
  'POST /register': {
    summary: 'Create an account (after age verification)',
    description:
      'Needs a solved `GET /api/auth/registration-challenge` in the `X-Registration-Challenge` header (each solution once), and the `ciao_age_proof` cookie that an eligible `POST /api/auth/verify-age` sets; the proof is used up.',
    access: 'public',
    body: registerRequestSchema,
    answers: {
      201: {
        description: 'Registered and signed in; a verification mail is on its way',
        schema: sessionResponseSchema,
        headers: SESSION_SET,
      },
      400: `'${REGISTRATION_CHALLENGE_MESSAGES.required}': no X-Registration-Challenge header`,
      403: `'${REGISTRATION_CHALLENGE_MESSAGES.failed}', '${REGISTRATION_CHALLENGE_MESSAGES.expired}' or '${REGISTRATION_CHALLENGE_MESSAGES.used}' (the challenge); '${ACCOUNT_MESSAGES.ageVerificationRequired}': no valid age proof`,
      409: `'${ACCOUNT_MESSAGES.emailTaken}'`,
      429: TOO_MANY_ATTEMPTS,
    },
  },
  'POST /password-reset': {
    summary: 'Ask for a password-reset link by e-mail',
    description:
      'Answers 202 with the same text, at the same point (before any account is looked up), whether or not an account uses the address; the link (single use, 30 minutes, the latest only) is mailed through the outbox (docs/accounts.md).',
    access: 'public',
    body: passwordResetRequestSchema,
    answers: {
      202: { description: `'${ACCOUNT_MESSAGES.passwordResetSent}'`, schema: passwordResetAcceptedSchema },
      429: TOO_MANY_ATTEMPTS,
    },
  },
  'POST /password-reset/confirm': {
    summary: "Set a new password with a reset link's token",
    description:
      "Registration's password rules. Every session of the account ends (on every instance), this browser is signed in, and the security alerts go out.",
    access: 'public',
    body: passwordResetConfirmSchema,
    answers: {
      200: { description: 'Password set and signed in', schema: sessionResponseSchema, headers: SESSION_SET },
      400: `'${RESET_LINK_MESSAGES.invalid}', '${RESET_LINK_MESSAGES.expired}' or '${RESET_LINK_MESSAGES.used}'`,
      429: TOO_MANY_ATTEMPTS,
    },
  },
  'POST /signout': {
    summary: 'Sign out',
    access: 'public',
    body: signoutRequestSchema,
    bodyRequired: false,
    answers: {
      200: { description: 'Signed out (whether or not a session was sent); the cookie is cleared', schema: okSchema },
    },
  },
});

type Deps = {
  config: RunningEnvironment & { rateLimits: RateLimits; registrationIpv6PrefixLength: number };
  logger: Logger;
  sessions: Sessions;
  knownDevices: KnownDevices;
  users: UserRepository;
  accounts: UserAccounts;
  ageProofs: AgeProofs;
  registrationChallenges: RegistrationChallenges;
  rateLimiter: RateLimiter;
  passwordReset: PasswordReset;
  emailVerification: EmailVerification;
};

export function authRoutes({
  config,
  logger,
  sessions,
  knownDevices,
  users,
  accounts,
  ageProofs,
  registrationChallenges,
  rateLimiter,
  passwordReset,
  emailVerification,
}: Deps): Router {
  const router = Router();
  const limits = config.rateLimits;

  /** Where a sign-in comes from, as the new-device alert names it. */
  const signInOrigin = (req: Request): SignInOrigin => ({
    addressKey: clientAddressKey(req),
    device: deviceName(req.get('user-agent')),
    countryCode: countryCodeOf(clientIp(req)),
  });

  /** Rotation: whatever session this browser had ends; a new token is issued. */
  async function startRotatedSession(req: Request, res: Response, userId: string): Promise<void> {
    await sessions.endSession(readSessionToken(req, config));
    const { token } = await sessions.startSession(userId, deviceName(req.get('user-agent')));
    setSessionCookie(res, token, config);
  }

  function readSession(req: Request, res: Response) {
    res.json(sessionAnswerOf(signedInUser(req)));
  }
  router.get('/session', readSession);

  async function signIn(req: Request, res: Response) {
    const { username, password } = parseInput(signinRequestSchema, req.body);
    const user = await countedPasswordCheck(
      rateLimiter,
      limits,
      { account: username, address: clientAddressKey(req) },
      () => checkCredentials(users, username, password),
    );
    await startRotatedSession(req, res, user.id);
    await knownDevices.signedIn(user.id, deviceIdOf(req, res, config), signInOrigin(req));
    res.json({ user: toSessionUser(user) } satisfies SessionResponse);
  }
  router.post('/signin', signIn);

  async function register(req: Request, res: Response) {
    const input = parseInput(registerRequestSchema, req.body);
    const ip = clientIp(req);
    await rateLimiter.consume(limits.registerPerIp, `register:ip:${clientAddressKey(req)}`);
    await registrationChallenges.spend(req.get(REGISTRATION_CHALLENGE_HEADER));
    const proof = await ageProofs.verify(readAgeProofToken(req));
    if (!proof)
      throw new AppError(403, ACCOUNT_MESSAGES.ageVerificationRequired, { code: ERROR_CODES.ageVerificationRequired });
    const address = addressKey(ip, config.registrationIpv6PrefixLength);
    // The verification mail is queued in the account's creating transaction (docs/accounts.md, "Verified e-mail").
    const user = await accounts.register(
      { ...input, ageProof: { ...proof, verifiedAt: new Date(proof.verifiedAt) }, ip, address },
      (transaction, created) => emailVerification.sendLink(transaction, created, requestLanguage(req)),
    );
    clearAgeProofCookie(res, config); // the proof is used up
    await startRotatedSession(req, res, user.id);
    await knownDevices.registered(user.id, deviceIdOf(req, res, config));
    res.status(201).json({ user: toSessionUser(user) } satisfies SessionResponse);
  }
  router.post('/register', register);

  async function askForPasswordReset(req: Request, res: Response) {
    const { email } = parseInput(passwordResetRequestSchema, req.body);
    await rateLimiter.consume(limits.passwordResetPerIp, `password-reset:ip:${clientAddressKey(req)}`);
    await rateLimiter.consume(limits.passwordResetPerAccount, `password-reset:account:${email.toLowerCase()}`);
    // The answer goes before the account is looked up: its text and timing say nothing about the address.
    res.status(202).json({ message: messageFor(req, ACCOUNT_MESSAGES.passwordResetSent) });
    passwordReset
      .send(email, requestLanguage(req))
      .catch((error: unknown) => logger.error({ err: error }, 'could not prepare a password-reset mail'));
  }
  router.post('/password-reset', askForPasswordReset);

  async function resetPassword(req: Request, res: Response) {
    const { token, password } = parseInput(passwordResetConfirmSchema, req.body);
    await rateLimiter.consume(limits.passwordResetPerIp, `password-reset-confirm:ip:${clientAddressKey(req)}`);
    const user = await passwordReset.confirm(token, password);
    sessions.forgetUser(user.id); // this instance at once; the others hear it from PostgreSQL
    await startRotatedSession(req, res, user.id);
    await knownDevices.signedIn(user.id, deviceIdOf(req, res, config), signInOrigin(req));
    res.json({ user: toSessionUser(user) } satisfies SessionResponse);
  }
  router.post('/password-reset/confirm', resetPassword);

  async function signOut(req: Request, res: Response) {
    parseInput(signoutRequestSchema, req.body);
    await sessions.endSession(readSessionToken(req, config));
    clearSessionCookie(res, config);
    res.json({ ok: true } satisfies Ok);
  }
  router.post('/signout', signOut);

  return router;
}
