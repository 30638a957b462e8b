import type { OverviewDay } from '@ciao/contracts';

/** One series of a chart: a figure of every day, its label and its colour (a theme colour token). */
export type OverviewSeries = {
  key: keyof Omit<OverviewDay, 'date'>;
  label: string;
  color: 'primary' | 'accent' | 'success' | 'warning' | 'info' | 'danger' | 'borderStrong';
};

/** One chart of the overview's days: bars stacked (parts of one whole) or side by side (separate counts). */
export type OverviewChartSpec = {
  id: string;
  title: string;
  unit: 'ciao' | 'count';
  layout: 'stacked' | 'grouped';
  series: OverviewSeries[];
};

/** The overview's charts, in the order of the screen; each has its table. */
export const OVERVIEW_CHARTS: OverviewChartSpec[] = [
  {
    id: 'credits',
    title: 'Credits minted ($CIAO)',
    unit: 'ciao',
    layout: 'stacked',
    series: [
      { key: 'mintedMiningCiao', label: 'Mining', color: 'primary' },
      { key: 'mintedReferralCiao', label: 'Referrals', color: 'accent' },
      { key: 'adjustedCiao', label: 'Adjustments', color: 'info' },
    ],
  },
  {
    id: 'clawed-back',
    title: 'Credits clawed back ($CIAO)',
    unit: 'ciao',
    layout: 'stacked',
    series: [{ key: 'clawedBackCiao', label: 'Clawed back', color: 'danger' }],
  },
  {
    id: 'to-codes',
    title: 'Credits turned into codes ($CIAO)',
    unit: 'ciao',
    layout: 'stacked',
    series: [{ key: 'toCodesCiao', label: 'Into codes', color: 'success' }],
  },
  {
    id: 'codes',
    title: 'Codes',
    unit: 'count',
    layout: 'grouped',
    series: [
      { key: 'codesIssued', label: 'Issued', color: 'primary' },
      { key: 'codesUsed', label: 'Used', color: 'success' },
      { key: 'codesExpired', label: 'Expired', color: 'warning' },
      { key: 'codesCancelled', label: 'Cancelled', color: 'borderStrong' },
    ],
  },
  {
    id: 'accounts',
    title: 'Accounts',
    unit: 'count',
    layout: 'grouped',
    series: [
      { key: 'newAccounts', label: 'New accounts', color: 'info' },
      { key: 'accountsMined', label: 'Accounts that mined', color: 'primary' },
    ],
  },
];

/** A day's figure as a number, for drawing only (tables show the exact text). */
export const drawnValue = (day: OverviewDay, key: OverviewSeries['key']): number => Math.max(0, Number(day[key]));

/** 2026-01-15 -> 15 Jan (UTC dates: no time zone can move them). */
export const shortDate = (date: string): string =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
