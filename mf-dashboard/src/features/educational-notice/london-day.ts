import { NOTICE_TIME_ZONE } from '@ciao/contracts/web';

const calendarDay = new Intl.DateTimeFormat('en-GB', {
  timeZone: NOTICE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar date in London at `at`, as YYYY-MM-DD (GMT in winter, BST in summer). */
export function londonDate(at: Date): string {
  const parts = Object.fromEntries(calendarDay.formatToParts(at).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}
