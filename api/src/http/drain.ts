import type { Server, ServerResponse } from 'node:http';
import { z } from 'zod';
import { numberFrom } from '../env-values';
import type { EnvironmentOf, NodeEnv } from '../env-values';

/**
 * How long a stopping instance keeps serving after its readiness turned 503, so that load balancers
 * notice and send new requests elsewhere before it stops listening (docs/deploying.md, "Drain").
 * Longer than the balancer's readiness interval x failures to mark down; none outside production.
 */
export const drainEnvironment = {
  DRAIN_DELAY_MS: numberFrom(z.coerce.number().int().min(0).max(30_000).optional()),
};

export const drainDelayFrom = (e: EnvironmentOf<typeof drainEnvironment>, nodeEnv: NodeEnv): number =>
  e.DRAIN_DELAY_MS ?? (nodeEnv === 'production' ? 5_000 : 0);

/** An instance's shutdown state: once draining, readiness answers 503 and every answer closes its connection. */
export type Drain = {
  readonly draining: boolean;
  start(): void;
  /**
   * Called once the balancers have had time to see the drain (half the drain delay, at most 2.5 s; at
   * once without a delay): long-lived answers (the live stream) end then, so that their clients
   * reconnect elsewhere, not here again (docs/deploying.md, "Drain").
   */
  whenDraining(listener: () => void): void;
};

/**
 * The drain of `server`'s connections: once started, every answer not yet begun, those in flight
 * included, says `Connection: close`, so keep-alive clients (a balancer's pool) reconnect, and
 * reach another instance, instead of reusing a connection about to close.
 */
export function createDrain(server: Server, drainDelayMs = 0): Drain {
  /** HAProxy marks an instance down within its check interval x failures (about 2 s, deploy/haproxy.cfg). */
  const longAnswersEndAfterMs = Math.min(drainDelayMs / 2, 2_500);
  let draining = false;
  const listeners: (() => void)[] = [];
  const unanswered = new Set<ServerResponse>();
  const closeAfter = (res: ServerResponse) => res.setHeader('Connection', 'close');
  // Before Express sees the request.
  server.prependListener('request', (_req, res: ServerResponse) => {
    if (draining) return closeAfter(res);
    unanswered.add(res);
    res.once('close', () => unanswered.delete(res));
  });
  return {
    get draining() {
      return draining;
    },
    start() {
      draining = true;
      for (const res of unanswered) if (!res.headersSent) closeAfter(res);
      const endLongAnswers = () => {
        for (const listener of listeners) listener();
      };
      if (longAnswersEndAfterMs === 0) endLongAnswers();
      else setTimeout(endLongAnswers, longAnswersEndAfterMs).unref();
    },
    whenDraining(listener) {
      listeners.push(listener);
    },
  };
}
