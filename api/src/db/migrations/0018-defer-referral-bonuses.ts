import type { Migration } from '../migrator';

/**
 * The programme-wide daily cap on referral payouts (REFERRAL_DAILY_PAYOUT_LIMIT): a referral that
 * qualified on a full day waits, marked with when it was deferred, for a sweep on a later day.
 * The payouts of a day are counted by rewarded_at.
 */
export const up: Migration = async ({ context: queryInterface }) => {
  await queryInterface.sequelize.query(`
    ALTER TABLE referrals ADD COLUMN bonus_deferred_at timestamptz;
    CREATE INDEX referrals_rewarded_at_idx ON referrals (rewarded_at) WHERE rewarded_at IS NOT NULL;
    CREATE INDEX referrals_deferred_idx ON referrals (bonus_deferred_at) WHERE bonus_deferred_at IS NOT NULL AND rewarded_at IS NULL;
  `);
};

export const down: Migration = async ({ context: queryInterface }) => {
  await queryInterface.sequelize.query(
    'ALTER TABLE referrals DROP COLUMN bonus_deferred_at; DROP INDEX referrals_rewarded_at_idx',
  );
};
