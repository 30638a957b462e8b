import { QueryTypes } from 'sequelize';
import type { Database } from '../../db/database';

/** One UTC day of the roll-up, summed over its stripes; amounts as PostgreSQL sends numerics (text). */
export type ProgrammeDay = {
  day: string;
  mintedMiningCiao: string;
  mintedReferralCiao: string;
  adjustedCiao: string;
  clawedBackCiao: string;
  toCodesCiao: string;
  codesIssued: number;
  codesUsed: number;
  codesExpired: number;
  codesCancelled: number;
  newAccounts: number;
  accountsMined: number;
  invitees: number;
  convertedInvitees: number;
};

/** What every balance holds and the face value of the active codes: every day since the start. */
export type ProgrammeOwed = { balancesCiao: string; activeCodesUsd: string };

const READ_DAYS = `
  SELECT to_char(day, 'YYYY-MM-DD') AS "day",
    sum(minted_mining_ciao)::text AS "mintedMiningCiao", sum(minted_referral_ciao)::text AS "mintedReferralCiao",
    sum(adjusted_ciao)::text AS "adjustedCiao", sum(clawed_back_ciao)::text AS "clawedBackCiao",
    sum(to_codes_ciao)::text AS "toCodesCiao",
    sum(codes_issued)::int AS "codesIssued", sum(codes_used)::int AS "codesUsed", sum(codes_expired)::int AS "codesExpired",
    sum(codes_cancelled)::int AS "codesCancelled", sum(new_accounts)::int AS "newAccounts", sum(miners)::int AS "accountsMined",
    sum(invitees)::int AS "invitees", sum(converted_invitees)::int AS "convertedInvitees"
  FROM programme_days WHERE day BETWEEN $1::date AND $2::date GROUP BY day ORDER BY day`;

const READ_OWED = `
  SELECT coalesce(sum(ledger_net_ciao), 0)::text AS "balancesCiao", coalesce(sum(codes_issued_usd - codes_ended_usd), 0)::text AS "activeCodesUsd"
  FROM programme_days`;

export type OverviewRepository = ReturnType<typeof createOverviewRepository>;

/**
 * programme_days and programme_day_miners (migration 0028), owned by the overview component and
 * written only by the database's triggers, in the transaction of what they count.
 */
export function createOverviewRepository({ sequelize }: Pick<Database, 'sequelize'>) {
  return {
    /** The days from `from` to `to` (YYYY-MM-DD, both included) that have any row, oldest first. */
    async readDays(from: string, to: string): Promise<ProgrammeDay[]> {
      return sequelize.query<ProgrammeDay>(READ_DAYS, { bind: [from, to], type: QueryTypes.SELECT });
    },

    async readOwed(): Promise<ProgrammeOwed> {
      const [row] = await sequelize.query<ProgrammeOwed>(READ_OWED, { type: QueryTypes.SELECT });
      return row ?? { balancesCiao: '0', activeCodesUsd: '0' };
    },
  };
}
