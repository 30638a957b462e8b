import type { Migration } from '../migrator';

/**
 * Deploy tokens (docs/deploying.md, "Publishing over HTTP"): one remote's, named, with an expiry,
 * revocable; only the SHA-256 of the token is kept (it is shown once, when it is made). A canary
 * may now run for 100 % of visitors (still a canary: promoted or stopped in one step).
 */
export const up: Migration = async ({ context: queryInterface }) => {
  await queryInterface.sequelize.query(`
    CREATE TABLE deploy_tokens (
      id bigserial PRIMARY KEY,
      remote text NOT NULL,
      name text NOT NULL,
      token_hash text NOT NULL UNIQUE,
      created_by text NOT NULL,
      created_at timestamptz NOT NULL,
      expires_at timestamptz NOT NULL,
      revoked_at timestamptz,
      last_used_at timestamptz
    );
    CREATE INDEX deploy_tokens_remote_idx ON deploy_tokens (remote);
    ALTER TABLE remote_rollouts DROP CONSTRAINT remote_rollouts_canary_percent_check,
      ADD CONSTRAINT remote_rollouts_canary_percent_check CHECK (canary_percent BETWEEN 1 AND 100);
  `);
};

export const down: Migration = async ({ context: queryInterface }) => {
  await queryInterface.sequelize.query(`
    DROP TABLE deploy_tokens;
    UPDATE remote_rollouts SET canary_percent = 99 WHERE canary_percent = 100;
    ALTER TABLE remote_rollouts DROP CONSTRAINT remote_rollouts_canary_percent_check,
      ADD CONSTRAINT remote_rollouts_canary_percent_check CHECK (canary_percent BETWEEN 1 AND 99);
  `);
};
