const LOCAL_DATE_TIME = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
const UTC_DATE_TIME = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });

/** The operator's local time first, UTC beside it: "29 Nov 2026, 02:15 (your time) · 29 Nov 2026, 01:15 UTC". */
export const formatLocalAndUtc = (iso: string): string =>
  `${LOCAL_DATE_TIME.format(new Date(iso))} (your time) · ${UTC_DATE_TIME.format(new Date(iso))} UTC`;
