import type { Migration } from '../migrator';

/**
 * A release's visual review (docs/storybook.md, "Visual review of a release"): one row per release
 * that carries a Storybook, the job the background worker claims (pending -> rendering -> done or
 * failed), its results (each story unchanged, changed, new or removed) and a designer's decision;
 * and the `designer` admin role, who makes that decision.
 */
export const up: Migration = async ({ context: queryInterface }) => {
  await queryInterface.sequelize.query(`
    CREATE TABLE visual_reviews (
      remote text NOT NULL,
      version text NOT NULL,
      baseline_version text,
      status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'rendering', 'done', 'failed')),
      results jsonb,
      error text,
      decision text CHECK (decision IN ('approved', 'rejected')),
      decided_by text,
      decided_at timestamptz,
      requested_at timestamptz NOT NULL,
      started_at timestamptz,
      finished_at timestamptz,
      PRIMARY KEY (remote, version),
      FOREIGN KEY (remote, version) REFERENCES remote_releases (remote, version)
    );
    CREATE INDEX visual_reviews_waiting_idx ON visual_reviews (requested_at) WHERE status IN ('pending', 'rendering');
    ALTER TABLE users DROP CONSTRAINT users_role_check,
      ADD CONSTRAINT users_role_check CHECK (role IN ('user', 'owner', 'support', 'viewer', 'designer'));
  `);
};

export const down: Migration = async ({ context: queryInterface }) => {
  await queryInterface.sequelize.query(`
    DROP TABLE visual_reviews;
    UPDATE users SET role = 'viewer' WHERE role = 'designer';
    ALTER TABLE users DROP CONSTRAINT users_role_check,
      ADD CONSTRAINT users_role_check CHECK (role IN ('user', 'owner', 'support', 'viewer'));
  `);
};
