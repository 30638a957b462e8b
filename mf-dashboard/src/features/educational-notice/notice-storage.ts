import { londonDate } from './london-day';

/** localStorage keys: the dismissed flag and the London date it was set on. */
export const NOTICE_DISMISSED_KEY = 'ciao.educationalNotice.dismissed';
export const NOTICE_DATE_KEY = 'ciao.educationalNotice.date';

/** Storage can be missing or throw (private browsing, disabled cookies): the notice then simply shows. */
function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * Whether the notice shows at `now`: unless it was dismissed on the same London calendar day.
 * A dismissal from an earlier London day is cleared (spec section 4).
 */
export function isNoticeShown(now: Date): boolean {
  const store = storage();
  if (!store) return true;
  try {
    if (store.getItem(NOTICE_DISMISSED_KEY) !== 'true') return true;
    if (store.getItem(NOTICE_DATE_KEY) === londonDate(now)) return false;
    store.removeItem(NOTICE_DISMISSED_KEY);
    store.removeItem(NOTICE_DATE_KEY);
    return true;
  } catch {
    return true;
  }
}

/** Remembers the dismissal with today's London date. */
export function rememberDismissal(now: Date): void {
  try {
    const store = storage();
    store?.setItem(NOTICE_DISMISSED_KEY, 'true');
    store?.setItem(NOTICE_DATE_KEY, londonDate(now));
  } catch {
    // Not remembered: the notice comes back on the next visit, which is harmless.
  }
}
