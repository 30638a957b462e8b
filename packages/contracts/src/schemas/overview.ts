import { z } from 'zod';
import { signedDecimalString } from './activity';
import { decimalString } from './common';
import { optionalFilter } from './requests';

/** The longest period the overview answers at once, in days. */
export const OVERVIEW_MAX_DAYS = 366;
/** The period when none is given: the last 30 days, today included. */
export const OVERVIEW_DEFAULT_DAYS = 30;

const utcDate = optionalFilter(z.iso.date({ error: 'Expected a UTC date, e.g. 2026-01-15' }));
const DAY_MS = 86_400_000;

/** Days from `from` to `to`, both included. */
export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS) + 1;

/**
 * GET /api/admin/overview (and its CSV): the period, UTC dates, both included; both optional (the
 * API's default is the last 30 days, today included; one of them alone counts 30 days from it).
 */
export const overviewQuerySchema = z
  .strictObject({ from: utcDate, to: utcDate })
  .refine(({ from, to }) => from === undefined || to === undefined || from <= to, {
    path: ['to'],
    error: 'Expected a date on or after from',
  })
  .refine(({ from, to }) => from === undefined || to === undefined || daysBetween(from, to) <= OVERVIEW_MAX_DAYS, {
    path: ['to'],
    error: `Expected at most ${OVERVIEW_MAX_DAYS} days from from`,
  });
export type OverviewQuery = z.infer<typeof overviewQuerySchema>;

/** One UTC day of the programme: credits by source, credits clawed back, codes by transition, accounts. */
export const overviewDaySchema = z.object({
  date: z.iso.date(),
  mintedMiningCiao: decimalString,
  mintedReferralCiao: decimalString,
  /** Support desk adjustments, signed (a correction may take credits away). */
  adjustedCiao: signedDecimalString,
  /** Referral bonuses taken back when support resolved a flag (docs/admin.md, "Resolving a flag"). */
  clawedBackCiao: decimalString,
  /** Credits turned into store-credit codes. */
  toCodesCiao: decimalString,
  codesIssued: z.number().int().nonnegative(),
  codesUsed: z.number().int().nonnegative(),
  codesExpired: z.number().int().nonnegative(),
  codesCancelled: z.number().int().nonnegative(),
  newAccounts: z.number().int().nonnegative(),
  /** Accounts that earned a mining reward that day. */
  accountsMined: z.number().int().nonnegative(),
});
export type OverviewDay = z.infer<typeof overviewDaySchema>;

/** The figures of a day with nothing in it: nothing minted, no codes, no accounts. */
export const QUIET_DAY_FIGURES: Readonly<Omit<OverviewDay, 'date'>> = {
  mintedMiningCiao: '0',
  mintedReferralCiao: '0',
  adjustedCiao: '0',
  clawedBackCiao: '0',
  toCodesCiao: '0',
  codesIssued: 0,
  codesUsed: 0,
  codesExpired: 0,
  codesCancelled: 0,
  newAccounts: 0,
  accountsMined: 0,
};

/** A share between 0 and 1 (4 decimals), null when nothing to divide by. */
const rate = z.number().min(0).max(1).nullable();

export const overviewSchema = z.object({
  from: z.iso.date(),
  to: z.iso.date(),
  /** What the programme owes now, whatever the period. */
  owed: z.object({
    /** $CIAO on every balance (the credits not yet turned into codes). */
    balancesCiao: decimalString,
    /** The same at the current price, 2 decimals. */
    balancesUsd: decimalString,
    /** Face value of the codes still active. */
    activeCodesUsd: decimalString,
    /** balancesUsd + activeCodesUsd. */
    totalUsd: decimalString,
    /** The price used: USD per $CIAO. */
    priceUsd: decimalString,
  }),
  days: z.array(overviewDaySchema),
  rates: z.object({
    /** Codes used / codes issued in the period. */
    redemption: rate,
    /** Invitees of the period with a first completed contract / invitees of the period. */
    referralConversion: rate,
    /** Referral credits / credits minted by the rules in the period (mining and referral). */
    referralShare: rate,
  }),
});
export type Overview = z.infer<typeof overviewSchema>;
