import { Router } from 'express';
import type { Request, Response } from 'express';
import { liveStateSchema } from '@ciao/contracts';
import { describeOwnUserRoutes, routeUserId } from '../../http/own-user-routes';
import type { LiveStreams } from './live-streams';
import { HEARTBEAT_MS } from './live-streams';

export const liveApi = describeOwnUserRoutes('Mining', {
  'GET /live': {
    summary: "The dashboard's state, then its changes (Server-Sent Events)",
    description: [
      'A `text/event-stream` (docs/api.md, "Live stream"). First a `state` event with the whole state (the answers of the polled reads, each under its read\'s name: ',
      `\`${Object.keys(liveStateSchema.shape).join('`, `')}\`; the running contract also has \`endsAt\`), then a \`price\` event (the answer of GET /api/price/ciao). `,
      'Afterwards a `state` event carries only the sections that changed (a contract started, completed or claimed, a balance, a code), and a `price` event each new quote. ',
      `A comment line every ${HEARTBEAT_MS / 1000} s. Each \`state\` event's id names the state; reconnecting with it in \`Last-Event-ID\` while it is still current sends no state again, any other id the whole state.`,
    ].join(''),
    answers: {
      200: {
        description: '`state` events (JSON, the sections of the state) and `price` events (JSON)',
        mediaType: 'text/event-stream',
        headers: { 'Cache-Control': 'no-store, no-transform: nothing on the way may compress or buffer the events' },
      },
      204: {
        description:
          'Not now, come back later (`Retry-After`): the instance drains, or too many streams wait to open (docs/admission-control.md, "Streams"). An EventSource stops; the page tries again after its backoff, polling meanwhile.',
      },
    },
  },
});

/** The path of a dashboard's live stream (GET /api/user/:userId/live): admission control admits its opens on their own terms. */
export const isLiveStreamPath = (path: string): boolean => /^\/api\/user\/[^/]+\/live$/.test(path);

/** Sets `req.sessionUser` from the request's session cookie again (auth's resolver). */
export type SessionUserResolver = (req: Request) => void | Promise<void>;

/** Mounted on the per-user router: GET /api/user/:userId/live. */
export function liveUserRoutes(streams: LiveStreams, resolveSessionUser: SessionUserResolver): Router {
  const router = Router({ mergeParams: true });
  router.get('/live', async function openLiveStream(req: Request, res: Response) {
    const userId = routeUserId(req.params);
    const signedIn = async () => {
      await resolveSessionUser(req);
      return req.sessionUser?.id === userId;
    };
    await streams.open(userId, req, res, signedIn);
  });
  return router;
}
