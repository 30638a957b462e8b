import type { Migration } from '../migrator';

/**
 * Sessions ended by a suspension (docs/admin.md, "Corrections"): the SHA-256 of each token, its
 * account and when it would have expired. A request that still carries such a cookie is answered
 * 401 with the suspension's message while the account stays suspended, so an open dashboard can say
 * why it was signed out; a row is pruned once its session would have expired anyway.
 */
export const up: Migration = async ({ context: queryInterface }) => {
  await queryInterface.sequelize.query(`
    CREATE TABLE ended_sessions (
      token_hash text PRIMARY KEY,
      user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      expires_at timestamptz NOT NULL
    );
    CREATE INDEX ended_sessions_expires_idx ON ended_sessions (expires_at);
  `);
};

export const down: Migration = async ({ context: queryInterface }) => {
  await queryInterface.sequelize.query('DROP TABLE ended_sessions');
};
