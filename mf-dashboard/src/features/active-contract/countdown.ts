/** The local countdown ticks once a second between the server's readings. */
export const COUNTDOWN_TICK_MS = 1_000;

/** One tick later, never below zero. */
export function nextRemaining(remainingMs: number, elapsedMs: number = COUNTDOWN_TICK_MS): number {
  return Math.max(0, remainingMs - elapsedMs);
}

const two = (n: number) => String(n).padStart(2, '0');

/** HH:MM:SS, whole seconds rounded up (a timer shows 00:00:00 only once it is really over). */
export function formatCountdown(remainingMs: number): string {
  const seconds = Math.ceil(Math.max(0, remainingMs) / 1_000);
  return `${two(Math.floor(seconds / 3_600))}:${two(Math.floor((seconds % 3_600) / 60))}:${two(seconds % 60)}`;
}

/** One simulation per second of the contract's nominal duration: 3,600 for a 1 h contract. */
export function totalSimulations(durationHours: number): number {
  return durationHours * 3_600;
}

/** Simulations still to run: they count down from the total as progress (0-100) grows. */
export function remainingSimulations(durationHours: number, progressPercent: number): number {
  const total = totalSimulations(durationHours);
  const done = Math.min(100, Math.max(0, progressPercent)) / 100;
  return Math.ceil(total * (1 - done));
}
