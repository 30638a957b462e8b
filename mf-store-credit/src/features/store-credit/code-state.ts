import type { StoreCreditCode } from '@ciao/contracts';
import { STORE_CREDIT } from '@ciao/contracts/web';
import type { StoreCreditTranslate } from '../../messages';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** Spec section 4: an active code is expiring soon when under 3 days remain. */
export function isExpiringSoon(code: Pick<StoreCreditCode, 'status' | 'expiresAt'>, now: Date): boolean {
  const left = Date.parse(code.expiresAt) - now.getTime();
  return code.status === 'active' && left > 0 && left < STORE_CREDIT.expiringSoonDays * DAY_MS;
}

/** '2 days left', '5 hours left', 'Less than an hour left', in the page's language. */
export function timeLeft(expiresAt: string, now: Date, t: StoreCreditTranslate): string {
  const left = Date.parse(expiresAt) - now.getTime();
  if (left >= DAY_MS) return t('code.daysLeft', { count: Math.floor(left / DAY_MS) });
  if (left >= HOUR_MS) return t('code.hoursLeft', { count: Math.floor(left / HOUR_MS) });
  return t('code.lessThanAnHour');
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** 'Feb 14, 2026' ('14 feb 2026' in Italian) in the reader's time zone; `locale` is the page's `Intl` tag. */
export function formatDate(iso: string, locale: string): string {
  let format = dateFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
    dateFormats.set(locale, format);
  }
  return format.format(new Date(iso));
}
