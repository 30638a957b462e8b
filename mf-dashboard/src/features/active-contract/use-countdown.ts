import { useEffect, useState } from 'react';
import { COUNTDOWN_TICK_MS, nextRemaining } from './countdown';

/**
 * The time left on screen: reset to the server's `timeRemaining` at every new reading (`readAt`
 * changes), then one second less every second, never below 0 (spec section 4).
 * Undefined until the first reading.
 */
export function useCountdown(serverRemainingMs: number | undefined, readAt: number): number | undefined {
  const [remaining, setRemaining] = useState(serverRemainingMs);
  const [reading, setReading] = useState(readAt);
  if (reading !== readAt) {
    // A new server reading replaces whatever the local ticks arrived at.
    setReading(readAt);
    setRemaining(serverRemainingMs);
  }

  const running = remaining !== undefined;
  useEffect(() => {
    if (!running) return;
    const id = setInterval(() => setRemaining((r) => (r === undefined ? r : nextRemaining(r))), COUNTDOWN_TICK_MS);
    return () => clearInterval(id);
  }, [running]);

  return remaining;
}
