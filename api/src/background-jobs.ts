import { z } from 'zod';
import { numberFrom } from './env-values';
import type { Logger } from './logger';
import type { SweepMetrics } from './metrics/metrics';

/** How often each instance runs its sweeps (due contracts, expired codes). */
export const sweepEnvironment = {
  SWEEP_INTERVAL_MS: numberFrom(z.coerce.number().int().min(100).max(3_600_000).default(15_000)),
};

export type BackgroundJobs = ReturnType<typeof createBackgroundJobs>;

/** A periodic sweep a component asks for; app.ts registers it, startServer runs it. */
export type Job = { name: string; intervalMs: number; run: () => Promise<unknown> };

/**
 * Periodic sweeps (due contracts, expired codes). Every API instance runs them; each task is safe
 * to run concurrently with itself on another instance (guarded updates). A run never overlaps the
 * previous one of the same task, and a failing run is logged and retried at the next tick.
 */
export function createBackgroundJobs(logger: Logger, metrics?: SweepMetrics) {
  const tasks: Job[] = [];
  const timers: NodeJS.Timeout[] = [];
  const running = new Set<Promise<unknown>>();

  return {
    every(name: string, intervalMs: number, run: () => Promise<unknown>): void {
      tasks.push({ name, intervalMs, run });
    },

    start(): void {
      for (const task of tasks) {
        let busy = false;
        const tick = () => {
          if (busy) return;
          busy = true;
          metrics?.ran(task.name);
          const run = task
            .run()
            .then(() => metrics?.completed(task.name))
            .catch((error: unknown) => logger.error({ err: error, job: task.name }, 'background job failed'))
            .finally(() => {
              busy = false;
              running.delete(run);
            });
          running.add(run);
        };
        const timer = setInterval(tick, task.intervalMs);
        timer.unref();
        timers.push(timer);
      }
    },

    /** Stops the timers and waits for runs in flight. */
    async stop(): Promise<void> {
      for (const timer of timers.splice(0)) clearInterval(timer);
      await Promise.allSettled([...running]);
    },
  };
}
