import type { OverviewDay, Overview as OverviewAnswer, OverviewQuery } from '@ciao/contracts';
import { OVERVIEW_DEFAULT_DAYS, QUIET_DAY_FIGURES } from '@ciao/contracts';
import type { Clock } from '../../clock';
import { csvLine, fileStamp } from '../../csv';
import type { CsvExport } from '../../csv';
import { money, toDecimalString } from '../../money';
import type { Money } from '../../money';
import type { OverviewRepository, ProgrammeDay } from './overview-repository';

/** The current $CIAO price, asked of the price component. */
export type CurrentPrice = { current(): Promise<{ price: Money }> };

export type OverviewDeps = { repository: OverviewRepository; price: CurrentPrice; clock: Clock };
export type Overview = ReturnType<typeof createOverview>;

const DAY_MS = 86_400_000;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The period asked for, both ends included: the last 30 days (today, UTC, included) unless given. */
function periodOf(
  { from, to }: { from?: string | undefined; to?: string | undefined },
  today: Date,
): { from: string; to: string } {
  const span = (OVERVIEW_DEFAULT_DAYS - 1) * DAY_MS;
  if (from !== undefined && to !== undefined) return { from, to };
  if (from !== undefined) return { from, to: isoDay(Date.parse(from) + span) };
  const end = to ?? isoDay(today.getTime());
  return { from: isoDay(Date.parse(end) - span), to: end };
}

const ratio = (part: Money, whole: Money): number | null =>
  whole.isZero() ? null : part.div(whole).toDecimalPlaces(4).toNumber();

const emptyDay = (date: string): ProgrammeDay => ({
  day: date,
  ...QUIET_DAY_FIGURES,
  invitees: 0,
  convertedInvitees: 0,
});

const toOverviewDay = ({
  day,
  invitees: _invitees,
  convertedInvitees: _converted,
  ...figures
}: ProgrammeDay): OverviewDay => ({
  date: day,
  ...figures,
  mintedMiningCiao: toDecimalString(figures.mintedMiningCiao),
  mintedReferralCiao: toDecimalString(figures.mintedReferralCiao),
  adjustedCiao: toDecimalString(figures.adjustedCiao),
  clawedBackCiao: toDecimalString(figures.clawedBackCiao),
  toCodesCiao: toDecimalString(figures.toCodesCiao),
});

const sum = (days: ProgrammeDay[], figure: (day: ProgrammeDay) => string | number): Money =>
  days.reduce((total, day) => total.plus(figure(day)), money(0));

/** A file of at most 367 short lines: handed to the download as it is. */
async function* asChunks(lines: string[]): AsyncGenerator<string> {
  yield* lines;
}

/** The CSV's columns, in the order of the JSON's day figures. */
const CSV_HEADER = [
  'Date',
  'Minted by mining ($CIAO)',
  'Minted by referrals ($CIAO)',
  'Adjustments ($CIAO)',
  'Clawed back ($CIAO)',
  'Turned into codes ($CIAO)',
  'Codes issued',
  'Codes used',
  'Codes expired',
  'Codes cancelled',
  'New accounts',
  'Accounts that mined',
];

/**
 * The programme overview (docs/admin.md, "The programme overview"): what the programme owes now,
 * its days and its rates, all read from the daily roll-ups the database keeps with the ledger,
 * the codes, the accounts and the referrals.
 */
export function createOverview({ repository, price, clock }: OverviewDeps) {
  /** Every day of the period, those with nothing included (zeros), oldest first. */
  async function daysOf(period: { from: string; to: string }): Promise<ProgrammeDay[]> {
    const stored = new Map((await repository.readDays(period.from, period.to)).map((day) => [day.day, day]));
    const days: ProgrammeDay[] = [];
    for (let time = Date.parse(period.from); time <= Date.parse(period.to); time += DAY_MS) {
      const date = isoDay(time);
      days.push(stored.get(date) ?? emptyDay(date));
    }
    return days;
  }

  return {
    async read(query: OverviewQuery): Promise<OverviewAnswer> {
      const period = periodOf(query, clock.now());
      const [days, owed, quote] = await Promise.all([daysOf(period), repository.readOwed(), price.current()]);
      const balancesUsd = money(owed.balancesCiao).times(quote.price).toDecimalPlaces(2);
      const activeCodesUsd = money(owed.activeCodesUsd);
      const minedByMining = sum(days, (day) => day.mintedMiningCiao);
      const minedByReferral = sum(days, (day) => day.mintedReferralCiao);
      return {
        ...period,
        owed: {
          balancesCiao: toDecimalString(owed.balancesCiao),
          balancesUsd: balancesUsd.toFixed(2),
          activeCodesUsd: activeCodesUsd.toFixed(2),
          totalUsd: balancesUsd.plus(activeCodesUsd).toFixed(2),
          priceUsd: toDecimalString(quote.price),
        },
        days: days.map(toOverviewDay),
        rates: {
          redemption: ratio(
            sum(days, (day) => day.codesUsed),
            sum(days, (day) => day.codesIssued),
          ),
          referralConversion: ratio(
            sum(days, (day) => day.convertedInvitees),
            sum(days, (day) => day.invitees),
          ),
          referralShare: ratio(minedByReferral, minedByMining.plus(minedByReferral)),
        },
      };
    },

    /** The period's days as a CSV file (one line a day, every day of the period). */
    async exportCsv(query: OverviewQuery): Promise<CsvExport> {
      const period = periodOf(query, clock.now());
      const days = (await daysOf(period)).map(toOverviewDay);
      const lines = days.map((day) =>
        csvLine([
          day.date,
          day.mintedMiningCiao,
          day.mintedReferralCiao,
          day.adjustedCiao,
          day.clawedBackCiao,
          day.toCodesCiao,
          ...[
            day.codesIssued,
            day.codesUsed,
            day.codesExpired,
            day.codesCancelled,
            day.newAccounts,
            day.accountsMined,
          ].map(String),
        ]),
      );
      return {
        filename: `overview-${period.from}-${period.to}-${fileStamp(clock.now())}.csv`,
        chunks: asChunks([csvLine(CSV_HEADER), ...lines]),
      };
    },
  };
}
