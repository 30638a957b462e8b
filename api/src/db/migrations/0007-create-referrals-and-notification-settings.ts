import type { Migration } from '../migrator';

/**
 * Referral codes (every account has one, unique whatever its case), referrals (an account uses a
 * code at most once) and notification settings (docs/referral.md, docs/notifications.md).
 */
export const up: Migration = async ({ context: queryInterface }) => {
  await queryInterface.sequelize.query(`
    ALTER TABLE users ADD COLUMN referral_code text CHECK (referral_code ~ '^[A-Z0-9]{6,20}$');
    UPDATE users SET referral_code = upper(substr(md5(id::text || random()::text), 1, 8)) WHERE referral_code IS NULL;
    CREATE UNIQUE INDEX users_referral_code_key ON users (upper(referral_code));

    CREATE TABLE referrals (
      invitee_user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
      referrer_user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      code text NOT NULL,
      created_at timestamptz NOT NULL,
      rewarded_at timestamptz,
      CHECK (invitee_user_id <> referrer_user_id)
    );
    CREATE INDEX referrals_referrer_idx ON referrals (referrer_user_id);

    CREATE TABLE notification_settings (
      user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
      contract_completed boolean NOT NULL DEFAULT true,
      rewards_available boolean NOT NULL DEFAULT true,
      balance_updates boolean NOT NULL DEFAULT true,
      promotions boolean NOT NULL DEFAULT true,
      security_alerts boolean NOT NULL DEFAULT true,
      weekly_newsletter boolean NOT NULL DEFAULT true,
      push_enabled boolean NOT NULL DEFAULT true,
      updated_at timestamptz NOT NULL DEFAULT now()
    );
  `);
};

export const down: Migration = async ({ context: queryInterface }) => {
  await queryInterface.sequelize.query(`
    DROP TABLE notification_settings; DROP TABLE referrals;
    DROP INDEX users_referral_code_key; ALTER TABLE users DROP COLUMN referral_code;
  `);
};
