import { Router } from 'express';
import { z } from 'zod';
import { signinRequestSchema } from '@ciao/contracts';
import type { Ok, SessionResponse } from '@ciao/contracts';
import type { Config } from '../../config';
import { notAuthenticated } from '../../errors';
import { parseInput } from '../../validation';
import type { UserRepository } from '../users/user-repository';
import { clearSessionCookie, readSessionToken, setSessionCookie } from './session-cookie';
import type { Sessions } from './sessions';
import { checkCredentials, toSessionUser } from './sign-in';

/** The client sends `{}` (or nothing) to sign out. */
const signoutRequestSchema = z.strictObject({}).optional();

export function authRoutes({ config, sessions, users }: { config: Config; sessions: Sessions; users: UserRepository }): Router {
  const router = Router();

  router.get('/session', (req, res) => {
    if (!req.sessionUser) throw notAuthenticated();
    res.json({ user: req.sessionUser } satisfies SessionResponse);
  });

  router.post('/signin', async (req, res) => {
    const { username, password } = parseInput(signinRequestSchema, req.body);
    const user = await checkCredentials(users, username, password);
    // Rotation: whatever session this browser had ends; a new token is issued.
    await sessions.endSession(readSessionToken(req));
    const { token } = await sessions.startSession(user.id);
    setSessionCookie(res, token, config);
    res.json({ user: toSessionUser(user) } satisfies SessionResponse);
  });

  router.post('/signout', async (req, res) => {
    parseInput(signoutRequestSchema, req.body);
    await sessions.endSession(readSessionToken(req));
    clearSessionCookie(res, config);
    res.json({ ok: true } satisfies Ok);
  });

  return router;
}
