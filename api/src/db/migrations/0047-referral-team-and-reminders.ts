import type { Migration } from '../migrator';

/**
 * The referrer's team (docs/referral.md, "Your team"): each invitation gets a random `member_id`,
 * the only name the referrer's screen and its cursors use for an invitee (never the account's id),
 * and an index serving the team newest first. `referral_reminders` records each reminder a
 * referrer sent (at most one per invitee a week).
 */
export const up: Migration = async ({ context: queryInterface }) => {
  await queryInterface.sequelize.query(`
    ALTER TABLE referrals ADD COLUMN member_id uuid NOT NULL DEFAULT gen_random_uuid();
    CREATE UNIQUE INDEX referrals_member_idx ON referrals (member_id);
    CREATE INDEX referrals_team_idx ON referrals (referrer_user_id, created_at DESC, member_id DESC);
    CREATE TABLE referral_reminders (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      invitee_user_id uuid NOT NULL REFERENCES referrals (invitee_user_id) ON DELETE CASCADE,
      referrer_user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      sent_at timestamptz NOT NULL
    );
    CREATE INDEX referral_reminders_invitee_idx ON referral_reminders (invitee_user_id, sent_at DESC);
  `);
};

export const down: Migration = async ({ context: queryInterface }) => {
  await queryInterface.sequelize.query(`
    DROP TABLE referral_reminders;
    DROP INDEX referrals_team_idx;
    DROP INDEX referrals_member_idx;
    ALTER TABLE referrals DROP COLUMN member_id;
  `);
};
