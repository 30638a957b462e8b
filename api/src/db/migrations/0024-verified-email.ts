import type { Migration } from '../migrator';

/**
 * Verified e-mail (docs/accounts.md, "Verified e-mail"): when an account's address was proved,
 * and the verification links (the SHA-256 of each link's random token, its account, the address
 * it proves, when it stops working, when it was used). Accounts that exist now are verified: they
 * cannot be asked.
 */
export const up: Migration = async ({ context: queryInterface }) => {
  await queryInterface.sequelize.query(`
    ALTER TABLE users ADD COLUMN email_verified_at timestamptz;
    UPDATE users SET email_verified_at = now() WHERE deleted_at IS NULL;
    CREATE TABLE email_verification_links (
      token_hash text PRIMARY KEY,
      user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      email text NOT NULL,
      created_at timestamptz NOT NULL,
      expires_at timestamptz NOT NULL,
      used_at timestamptz
    );
    CREATE INDEX email_verification_links_user_idx ON email_verification_links (user_id);
  `);
};

export const down: Migration = async ({ context: queryInterface }) => {
  await queryInterface.sequelize.query(`
    DROP TABLE email_verification_links;
    ALTER TABLE users DROP COLUMN email_verified_at;
  `);
};
