// Toast texts of spec sections 5 and 8 for starting a contract, exactly as written there.
import type { MiningDuration } from '@ciao/contracts';

export const MAXIMUM_LIMIT_REACHED = {
  title: 'Maximum Limit Reached',
  description: "You've reached the $5.00 maximum limit. Please redeem your credits before starting a new mining contract.",
} as const;

export const CANNOT_START = {
  title: 'Cannot Start Credit Mining',
  /** When the server gives no message of its own. */
  fallback: 'You already have an active simulation. Wait for completion before starting a new one.',
} as const;

export function contractStarted(duration: Pick<MiningDuration, 'hours' | 'label'>) {
  return {
    title: 'Credit Mining Started!',
    description: `${duration.hours}-hour ${duration.label} educational simulation initiated.`,
  };
}
