import type { Migration } from '../migrator';

/**
 * The support desk finds a customer by part of the name as well as of the e-mail (docs/admin.md,
 * "Finding a customer"): a trigram index for `name ILIKE '%part%'`, like the e-mail's (0015), and
 * the results' order, newest account first, so a part shared by many accounts reads the newest
 * until a page is full instead of sorting every match.
 */
export const up: Migration = async ({ context: queryInterface }) => {
  await queryInterface.sequelize.query(`
    CREATE INDEX users_name_trgm_idx ON users USING gin (name gin_trgm_ops);
    CREATE INDEX users_created_at_id_idx ON users (created_at DESC, id DESC);
  `);
};

export const down: Migration = async ({ context: queryInterface }) => {
  await queryInterface.sequelize.query('DROP INDEX users_created_at_id_idx; DROP INDEX users_name_trgm_idx');
};
