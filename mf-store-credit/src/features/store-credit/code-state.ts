import type { StoreCreditCode } from '@ciao/contracts';
import { STORE_CREDIT } from '@ciao/contracts/web';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** Spec section 4: an active code is expiring soon when under 3 days remain. */
export function isExpiringSoon(code: Pick<StoreCreditCode, 'status' | 'expiresAt'>, now: Date): boolean {
  const left = Date.parse(code.expiresAt) - now.getTime();
  return code.status === 'active' && left > 0 && left < STORE_CREDIT.expiringSoonDays * DAY_MS;
}

/** '2 days left', '5 hours left', 'Less than an hour left'. */
export function timeLeft(expiresAt: string, now: Date): string {
  const left = Date.parse(expiresAt) - now.getTime();
  if (left >= DAY_MS) {
    const days = Math.floor(left / DAY_MS);
    return `${days} ${days === 1 ? 'day' : 'days'} left`;
  }
  if (left >= HOUR_MS) {
    const hours = Math.floor(left / HOUR_MS);
    return `${hours} ${hours === 1 ? 'hour' : 'hours'} left`;
  }
  return 'Less than an hour left';
}

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** 'Feb 14, 2026' in the reader's time zone. */
export const formatDate = (iso: string) => dateFormat.format(new Date(iso));
