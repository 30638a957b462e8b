import { NOTICE_TIME_ZONE } from '@ciao/contracts/web';

let calendarDay: Intl.DateTimeFormat | undefined;

/**
 * Made on first use, not when the dashboard's code loads: a page's first time-zone formatter loads
 * ICU's date and zone data, 30-50 ms of the main thread, and only a notice dismissed earlier needs
 * it (docs/performance.md, "First paint").
 */
function calendarDayFormat(): Intl.DateTimeFormat {
  calendarDay ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: NOTICE_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  return calendarDay;
}

/** The calendar date in London at `at`, as YYYY-MM-DD (GMT in winter, BST in summer). */
export function londonDate(at: Date): string {
  const parts = Object.fromEntries(
    calendarDayFormat()
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}`;
}
