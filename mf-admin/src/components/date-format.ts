const DATE_TIME = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'medium', timeZone: 'UTC' });

/** In UTC, as the CSV exports write it, so what an admin reads and what a file holds agree. */
export const formatUtcDate = (iso: string): string => `${DATE_TIME.format(new Date(iso))} UTC`;
