/** The attribute marking the static first paint in the page; the host's first render replaces it. */
export const FIRST_PAINT_ATTRIBUTE = 'data-first-paint';

/**
 * Marks what differs on every visit (a random question): the first paint, made once at build time,
 * keeps its place but leaves it blank until the live screen shows this visit's own.
 */
export const VARIES_PER_VISIT_ATTRIBUTE = 'data-varies-per-visit';
