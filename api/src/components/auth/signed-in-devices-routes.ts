import { Router } from 'express';
import type { Request, Response } from 'express';
import { z } from 'zod';
import { id, okSchema, sessionsRevokedSchema, signedInDevicesSchema } from '@ciao/contracts';
import type { Ok, SessionsRevoked, SignedInDevices } from '@ciao/contracts';
import type { RunningEnvironment } from '../../env-values';
import { AppError } from '../../errors';
import { describeOwnUserRoutes, routeUserId } from '../../http/own-user-routes';
import { parseInput } from '../../validation';
import { requestLanguage } from '../../http/request-language';
import { UNKNOWN_DEVICE, deviceNameIn } from '../../http/device-name';
import { clearSessionCookie, readSessionToken } from './session-cookie';
import type { Sessions } from './sessions';

const SESSION_NOT_FOUND = 'No such signed-in device';

const sessionParams = z.object({ sessionId: id });

/** "Sign out everywhere else" takes no payload: none, or `{}`. */
const signOutOthersRequestSchema = z.strictObject({}).optional();

export const signedInDevicesApi = describeOwnUserRoutes('Accounts', {
  'GET /sessions': {
    summary: 'The signed-in devices',
    description:
      'Each live session, newest first: its public id (never the token), the device named from its user agent, first and last seen (last seen is at most 5 minutes stale), and `current` for the one that asks (docs/accounts.md, "Signed-in devices").',
    answers: { 200: { description: 'The devices', schema: signedInDevicesSchema } },
  },
  'DELETE /sessions/:sessionId': {
    summary: 'Sign one device out',
    description:
      'Its session ends at once on every instance. Ending the current one signs this browser out (the cookie is cleared).',
    params: sessionParams,
    answers: {
      200: { description: 'Signed out', schema: okSchema },
      404: `'${SESSION_NOT_FOUND}': no live session of this user has that id; nothing changed`,
    },
  },
  'POST /sessions/sign-out-others': {
    summary: 'Sign out everywhere else',
    description: "Every session of the user but this request's ends at once, on every instance.",
    body: signOutOthersRequestSchema,
    bodyRequired: false,
    answers: { 200: { description: 'How many devices were signed out', schema: sessionsRevokedSchema } },
  },
});

/** GET, DELETE /api/user/:userId/sessions[/:sessionId] and sign-out-others, on the per-user router. */
export function signedInDevicesRoutes({ config, sessions }: { config: RunningEnvironment; sessions: Sessions }) {
  const router = Router({ mergeParams: true });

  async function listDevices(req: Request, res: Response) {
    const devices = await sessions.listDevices(routeUserId(req.params), readSessionToken(req, config));
    const language = requestLanguage(req);
    res.json({
      sessions: devices.map(({ publicId, device, createdAt, lastSeenAt, current }) => ({
        id: publicId,
        device: deviceNameIn(language, device ?? UNKNOWN_DEVICE),
        firstSeenAt: createdAt.toISOString(),
        lastSeenAt: lastSeenAt.toISOString(),
        current,
      })),
    } satisfies SignedInDevices);
  }
  router.get('/sessions', listDevices);

  async function signOutDevice(req: Request, res: Response) {
    const { sessionId } = parseInput(sessionParams, req.params);
    const ended = await sessions.endDevice(routeUserId(req.params), sessionId, readSessionToken(req, config));
    if (ended === 'not-found') throw new AppError(404, SESSION_NOT_FOUND);
    if (ended === 'this-device') clearSessionCookie(res, config);
    res.json({ ok: true } satisfies Ok);
  }
  router.delete('/sessions/:sessionId', signOutDevice);

  async function signOutOtherDevices(req: Request, res: Response) {
    parseInput(signOutOthersRequestSchema, req.body);
    const signedOutDevices = await sessions.endOtherDevices(routeUserId(req.params), readSessionToken(req, config));
    res.json({ signedOutDevices } satisfies SessionsRevoked);
  }
  router.post('/sessions/sign-out-others', signOutOtherDevices);

  return router;
}
