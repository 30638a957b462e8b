import type { Migration } from '../migrator';

/**
 * The release registry of the remotes (docs/deploying.md, "Releasing a remote"): every published
 * version of each remote with the manifest it was published with, which one is live and the
 * optional canary, the history of every change, and the load failures browsers reported of each
 * release (with the pages served with it as a canary). A change of what is live is announced,
 * `NOTIFY ciao_remotes_changed, '<remote>'`, so every instance serves it at once.
 */
export const up: Migration = async ({ context: queryInterface }) => {
  await queryInterface.sequelize.query(`
    CREATE TABLE remote_releases (
      remote text NOT NULL,
      version text NOT NULL,
      base_url text NOT NULL,
      manifest jsonb NOT NULL,
      contract_version text,
      published_by text NOT NULL,
      published_at timestamptz NOT NULL,
      checks jsonb NOT NULL,
      failures integer NOT NULL DEFAULT 0,
      canary_pages integer NOT NULL DEFAULT 0,
      PRIMARY KEY (remote, version)
    );
    CREATE TABLE remote_rollouts (
      remote text PRIMARY KEY,
      active_version text NOT NULL,
      canary_version text,
      canary_percent integer CHECK (canary_percent BETWEEN 1 AND 99),
      changed_at timestamptz NOT NULL,
      FOREIGN KEY (remote, active_version) REFERENCES remote_releases (remote, version),
      FOREIGN KEY (remote, canary_version) REFERENCES remote_releases (remote, version),
      CHECK ((canary_version IS NULL) = (canary_percent IS NULL))
    );
    CREATE TABLE remote_release_history (
      id bigserial PRIMARY KEY,
      remote text NOT NULL,
      action text NOT NULL,
      version text NOT NULL,
      previous_version text,
      percent integer,
      actor text NOT NULL,
      at timestamptz NOT NULL
    );
    CREATE INDEX remote_release_history_remote_idx ON remote_release_history (remote, id DESC);
    CREATE FUNCTION notify_remotes_changed() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM pg_notify('ciao_remotes_changed', coalesce(NEW.remote, OLD.remote));
      RETURN NULL;
    END $$;
    CREATE TRIGGER remote_rollouts_notify AFTER INSERT OR UPDATE OR DELETE ON remote_rollouts
      FOR EACH ROW EXECUTE FUNCTION notify_remotes_changed();
  `);
};

export const down: Migration = async ({ context: queryInterface }) => {
  await queryInterface.sequelize.query(`
    DROP TABLE remote_release_history;
    DROP TABLE remote_rollouts;
    DROP TABLE remote_releases;
    DROP FUNCTION notify_remotes_changed();
  `);
};
