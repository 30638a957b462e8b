import { useEffect, useState } from 'react';
import { COUNTDOWN_TICK_MS, nextRemaining } from './countdown';

/**
 * The time left on screen: reset to the server's `timeRemaining` at every new reading (`readAt`
 * changes), then one second less every second after it, never below 0 (spec section 4).
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

  // The ticks count from the latest reading: with a reading every second, the countdown changes
  // with the rest of the card (one frame) and ticks on its own only while readings are late.
  const running = remaining !== undefined;
  useEffect(() => {
    if (!running) return;
    const id = setInterval(() => setRemaining((r) => (r === undefined ? r : nextRemaining(r))), COUNTDOWN_TICK_MS);
    return () => clearInterval(id);
  }, [running, reading]);

  return remaining;
}
