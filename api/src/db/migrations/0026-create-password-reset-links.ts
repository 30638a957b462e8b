import type { Migration } from '../migrator';

/**
 * Password-reset links (docs/accounts.md, "Password reset"): the SHA-256 of each link's random
 * token, its account, when it stops working, and when it was used. Asking again replaces the
 * account's earlier links (only the latest works).
 */
export const up: Migration = async ({ context: queryInterface }) => {
  await queryInterface.sequelize.query(`
    CREATE TABLE password_reset_links (
      token_hash text PRIMARY KEY,
      user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL,
      expires_at timestamptz NOT NULL,
      used_at timestamptz
    );
    CREATE INDEX password_reset_links_user_idx ON password_reset_links (user_id);
  `);
};

export const down: Migration = async ({ context: queryInterface }) => {
  await queryInterface.sequelize.query('DROP TABLE password_reset_links');
};
