import { z } from 'zod';
import { numberFrom } from '../../env-values';
import type { EnvironmentOf, NodeEnv } from '../../env-values';

export const miningEnvironment = {
  MINING_TIME_SCALE: numberFrom(z.coerce.number().min(1, 'Expected a number of at least 1').max(1_000_000).default(1)),
};

/** Contracts last `hours / miningTimeScale` (1 in production; e.g. 600 makes 1 h last 6 s). */
export function miningTimeScaleFrom(
  e: EnvironmentOf<typeof miningEnvironment>,
  nodeEnv: NodeEnv,
  problems: string[],
): number {
  if (e.MINING_TIME_SCALE !== 1 && nodeEnv === 'production')
    problems.push('MINING_TIME_SCALE: only for development and tests, never with NODE_ENV=production');
  return e.MINING_TIME_SCALE;
}
