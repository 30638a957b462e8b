import type { Clock } from '../../clock';
import type { RateLimitRule } from './rate-limit-rule';
import { AppError } from '../../errors';
import type { RateLimitRepository } from './rate-limit-repository';

/** Ended windows are deleted at most this often per instance (any instance's sweep serves all). */
const SWEEP_INTERVAL_MS = 10 * 60 * 1000;

export type RateLimiter = ReturnType<typeof createRateLimiter>;

/**
 * Fixed-window attempt counters in PostgreSQL, so a limit holds across every API instance.
 * A rule of null means that limit is off.
 */
export function createRateLimiter({ counters, clock }: { counters: RateLimitRepository; clock: Clock }) {
  let lastSweep = -Infinity;

  async function sweepEndedWindows(now: Date): Promise<void> {
    if (now.getTime() - lastSweep < SWEEP_INTERVAL_MS) return;
    lastSweep = now.getTime();
    await counters.deleteEndedWindows(now);
  }

  return {
    /** Counts one attempt; past `rule.max` in the window: 429 with Retry-After (seconds to the window's end). */
    async consume(rule: RateLimitRule | null, key: string): Promise<void> {
      if (!rule) return;
      const now = clock.now();
      await sweepEndedWindows(now);
      const { attempts, windowEndsAt } = await counters.countAttempt(key, now, rule.windowMs);
      if (attempts > rule.max)
        throw tooManyAttempts(Math.max(1, Math.ceil((windowEndsAt.getTime() - now.getTime()) / 1000)));
    },

    /** Takes back an attempt that turned out fine (a successful sign-in), so only failures add up. */
    async refund(rule: RateLimitRule | null, key: string): Promise<void> {
      if (!rule) return;
      await counters.refundAttempt(key, clock.now());
    },
  };
}

/**
 * A 429's words: the wait in seconds under a minute, else in minutes (rounded up).
 * @public read by the API's catalog test (every text a customer route sends is translated)
 */
export const TOO_MANY_ATTEMPTS_MESSAGES = {
  seconds: 'Too many attempts. Please try again in {count, plural, one {# second} other {# seconds}}.',
  minutes: 'Too many attempts. Please try again in {count, plural, one {# minute} other {# minutes}}.',
} as const;

function tooManyAttempts(retryAfterSeconds: number): AppError {
  const [text, count] =
    retryAfterSeconds < 60
      ? [TOO_MANY_ATTEMPTS_MESSAGES.seconds, retryAfterSeconds]
      : [TOO_MANY_ATTEMPTS_MESSAGES.minutes, Math.ceil(retryAfterSeconds / 60)];
  return new AppError(429, text, { values: { count }, headers: { 'Retry-After': String(retryAfterSeconds) } });
}
