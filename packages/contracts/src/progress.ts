// A running contract's progress, its reward so far, its countdown and the pending balance, from
// its start, its end and its reward (the rate is reward / duration): computed by the API for the
// polled progress and by the dashboard between stream events, with this one function, so both
// show the same figures (docs/dashboard.md, "Live stream").
// Through the package's shared entry (not ./money, not decimal.js), so a remote's bundle reuses the shared decimal code.
import { CIAO_DECIMALS, Money, money } from '@ciao/contracts/money';
import type { Amount } from '@ciao/contracts/money';

/** What the progress follows from: the start and end in epoch ms (the end is time-scaled in tests), the reward fixed at start. */
export type ContractTiming = { startMs: number; endMs: number; expectedReward: Amount; active: boolean };

/** The progress answer's shape (`contractProgressSchema`). */
export type ProgressAt = { progress: number; currentReward: string; timeRemaining: number };

/** A contract as the API sends it (`Contract` plus its end, `LiveContract`): its timing. */
export const timingOf = (contract: {
  startTime: string;
  endsAt: string;
  expectedReward: string;
  status: string;
}): ContractTiming => ({
  startMs: Date.parse(contract.startTime),
  endMs: Date.parse(contract.endsAt),
  expectedReward: contract.expectedReward,
  active: contract.status === 'active',
});

/**
 * At `nowMs`: the percentage done (4 decimals), the reward earned so far ($CIAO, 10 decimals
 * rounded down) and the milliseconds left. A contract that is no longer active is done.
 */
export function contractProgressAt(contract: ContractTiming, nowMs: number): ProgressAt {
  const total = contract.endMs - contract.startMs;
  const elapsed = contract.active ? Math.min(Math.max(nowMs - contract.startMs, 0), total) : total;
  const fraction = total > 0 ? elapsed / total : 1;
  return {
    progress: Number((fraction * 100).toFixed(4)),
    currentReward: money(contract.expectedReward)
      .times(elapsed)
      .div(total > 0 ? total : 1)
      .toDecimalPlaces(CIAO_DECIMALS, Money.ROUND_DOWN)
      .toFixed(),
    timeRemaining: Math.max(total - elapsed, 0),
  };
}

/** The pending balance at `nowMs`: a running contract's reward is pending as soon as its time is up. */
export function pendingRewardsAt(pendingRewards: Amount, active: ContractTiming | null, nowMs: number): string {
  const due = active?.active === true && nowMs >= active.endMs;
  return (due ? money(pendingRewards).plus(money(active.expectedReward)) : money(pendingRewards)).toFixed();
}
