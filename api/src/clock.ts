/** The one source of "now" for rules that depend on time, so tests can move it. */
export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };
