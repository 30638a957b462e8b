import type { Migration } from '../migrator';

/**
 * A load failure counts towards the canary watch only with the report token of a page served with
 * that release, once per page (docs/deploying.md, "Canaries"): the pages that reported a release's
 * failure are kept while it counts; a report without a valid token is counted apart, unverified.
 */
export const up: Migration = async ({ context: queryInterface }) => {
  await queryInterface.sequelize.query(`
    CREATE TABLE remote_failure_reports (
      remote text NOT NULL,
      version text NOT NULL,
      page text NOT NULL,
      PRIMARY KEY (remote, version, page),
      FOREIGN KEY (remote, version) REFERENCES remote_releases (remote, version) ON DELETE CASCADE
    );
    ALTER TABLE remote_releases ADD COLUMN unverified_failures integer NOT NULL DEFAULT 0;
  `);
};

export const down: Migration = async ({ context: queryInterface }) => {
  await queryInterface.sequelize.query(`
    DROP TABLE remote_failure_reports;
    ALTER TABLE remote_releases DROP COLUMN unverified_failures;
  `);
};
