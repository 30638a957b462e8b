import type { Overview, OverviewDay } from '@ciao/contracts';
import { anOverviewDay } from '@ciao/contracts/testing';

const DAY_MS = 86_400_000;

/** `count` days up to 2026-01-15, busy ones unless `quiet` (a smooth pattern, the same every time). */
export function someOverviewDays(count: number, { quiet = false } = {}): OverviewDay[] {
  const last = Date.parse('2026-01-15T00:00:00Z');
  return Array.from({ length: count }, (_, i) => {
    const date = new Date(last - (count - 1 - i) * DAY_MS).toISOString().slice(0, 10);
    if (quiet) return anOverviewDay(date);
    const wave = 1 + Math.round(3 * Math.abs(Math.sin(i / 3)));
    return {
      date,
      mintedMiningCiao: `${wave * 4_200_000}.5`,
      mintedReferralCiao: String((i % 4) * 1_470_588),
      adjustedCiao: i === 5 ? '-250000' : '0',
      clawedBackCiao: i === 12 ? '10000000' : '0',
      toCodesCiao: String(wave * 2_941_176),
      codesIssued: wave + 2,
      codesUsed: wave,
      codesExpired: i % 5 === 0 ? 1 : 0,
      codesCancelled: i % 9 === 0 ? 1 : 0,
      newAccounts: 3 + (i % 6),
      accountsMined: 10 + wave * 3,
    };
  });
}

/** An overview answer around `days`. */
export const anOverview = (
  days: OverviewDay[] = someOverviewDays(30),
  overrides: Partial<Overview> = {},
): Overview => ({
  from: days[0]?.date ?? '2025-12-17',
  to: days.at(-1)?.date ?? '2026-01-15',
  owed: {
    balancesCiao: '123456789.0123456789',
    balancesUsd: '41.98',
    activeCodesUsd: '250.00',
    totalUsd: '291.98',
    priceUsd: '0.00000034',
  },
  days,
  rates: { redemption: 0.6154, referralConversion: 0.42, referralShare: 0.1735 },
  ...overrides,
});
