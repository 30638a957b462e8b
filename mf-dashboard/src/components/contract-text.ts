import type { Contract } from '@ciao/contracts';
import { miningDuration } from '@ciao/contracts/web';

/** "9h Standard" */
export function contractTitle(contract: Pick<Contract, 'duration'>): string {
  const label = miningDuration(contract.duration)?.label;
  return label ? `${contract.duration}h ${label}` : `${contract.duration}h`;
}

let startTimeFormat: Intl.DateTimeFormat | undefined;

/** A moment (a start time, a ledger entry) in the reader's own locale and time zone. */
export function formatDateTime(iso: string): string {
  // Made on first use (see london-day.ts): a dashboard without history never pays for it.
  startTimeFormat ??= new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
  return startTimeFormat.format(new Date(iso));
}

/** What a contract earned, or will earn while it runs. */
export function contractReward(contract: Pick<Contract, 'actualReward' | 'expectedReward'>): string {
  return contract.actualReward ?? contract.expectedReward;
}

/** Newest start time first. */
export function byStartTimeDescending(a: Pick<Contract, 'startTime'>, b: Pick<Contract, 'startTime'>): number {
  return Date.parse(b.startTime) - Date.parse(a.startTime);
}
