import type { Platform } from '../../component';
import { createRateLimitRepository } from './rate-limit-repository';
import { createRateLimiter } from './rate-limits';

/** One rate limiter for every route that counts attempts (the rules are in config.rateLimits). */
export function createRateLimitsComponent({ database, clock }: Pick<Platform, 'database' | 'clock'>) {
  return { rateLimiter: createRateLimiter({ counters: createRateLimitRepository(database), clock }) };
}
