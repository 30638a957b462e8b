// Toast texts of spec sections 5 and 8 for starting a contract, exactly as written there.
import { MINING_MESSAGES } from '@ciao/contracts/web';
import type { MiningDuration } from '@ciao/contracts';

export const MAXIMUM_LIMIT_REACHED = {
  title: MINING_MESSAGES.overLimitTitle,
  description: MINING_MESSAGES.overLimitDescription,
} as const;

export const CANNOT_START = {
  title: 'Cannot Start Credit Mining',
  /** When the server gives no message of its own. */
  fallback: MINING_MESSAGES.alreadyActive,
} as const;

export function contractStarted(duration: Pick<MiningDuration, 'hours' | 'label'>) {
  return {
    title: 'Credit Mining Started!',
    description: `${duration.hours}-hour ${duration.label} educational simulation initiated.`,
  };
}
