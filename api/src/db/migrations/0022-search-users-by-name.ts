import type { Migration } from '../migrator';

/**
 * The support desk finds a customer by part of the name as well as of the e-mail (docs/admin.md,
 * "Finding a customer"): a trigram index for `name ILIKE '%part%'`, like the e-mail's (0015).
 */
export const up: Migration = async ({ context: queryInterface }) => {
  await queryInterface.sequelize.query('CREATE INDEX users_name_trgm_idx ON users USING gin (name gin_trgm_ops)');
};

export const down: Migration = async ({ context: queryInterface }) => {
  await queryInterface.sequelize.query('DROP INDEX users_name_trgm_idx');
};
