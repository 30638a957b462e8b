import type { Migration } from '../migrator';

/**
 * Declared screens (docs/front-end.md, "Declared screens"): each release keeps what its
 * `ciao-release.json` declares; a remote the host does not know waits for an owner's approval
 * (docs/deploying.md, "A new remote"), and a decision is announced like a rollout's change
 * (`NOTIFY ciao_remotes_changed`), so every instance serves or hides it at once.
 */
export const up: Migration = async ({ context: queryInterface }) => {
  await queryInterface.sequelize.query(`
    ALTER TABLE remote_releases ADD COLUMN declares jsonb;
    CREATE TABLE remote_approvals (
      remote text PRIMARY KEY,
      state text NOT NULL CHECK (state IN ('pending', 'approved', 'refused', 'withdrawn')),
      requested_by text NOT NULL,
      requested_at timestamptz NOT NULL,
      decided_by text,
      decided_at timestamptz,
      reason text
    );
    CREATE TRIGGER remote_approvals_notify AFTER INSERT OR UPDATE OR DELETE ON remote_approvals
      FOR EACH ROW EXECUTE FUNCTION notify_remotes_changed();
  `);
};

export const down: Migration = async ({ context: queryInterface }) => {
  await queryInterface.sequelize.query(`
    DROP TABLE remote_approvals;
    ALTER TABLE remote_releases DROP COLUMN declares;
  `);
};
