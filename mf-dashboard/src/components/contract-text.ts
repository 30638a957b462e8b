import type { Contract } from '@ciao/contracts';
import { miningDuration } from '@ciao/contracts/web';

/** "9h Standard" */
export function contractTitle(contract: Pick<Contract, 'duration'>): string {
  const label = miningDuration(contract.duration)?.label;
  return label ? `${contract.duration}h ${label}` : `${contract.duration}h`;
}

const startTimeFormats = new Map<string, Intl.DateTimeFormat>();

/** A moment (a start time, a ledger entry) in the page's locale (an `Intl` tag) and the reader's time zone. */
export function formatDateTime(iso: string, locale: string): string {
  // Made on first use (see london-day.ts): a dashboard without history never pays for it.
  let format = startTimeFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
    startTimeFormats.set(locale, format);
  }
  return format.format(new Date(iso));
}

/** What a contract earned, or will earn while it runs. */
export function contractReward(contract: Pick<Contract, 'actualReward' | 'expectedReward'>): string {
  return contract.actualReward ?? contract.expectedReward;
}

/** Newest start time first. */
export function byStartTimeDescending(a: Pick<Contract, 'startTime'>, b: Pick<Contract, 'startTime'>): number {
  return Date.parse(b.startTime) - Date.parse(a.startTime);
}
