import type { Migration } from '../migrator';

/**
 * The support desk finds a customer by part of a store-credit code, as the voucher log does
 * (docs/admin.md, "Finding a customer"): a trigram index on the codes (pg_trgm, migration 0015).
 */
export const up: Migration = async ({ context: queryInterface }) => {
  await queryInterface.sequelize.query(
    'CREATE INDEX store_credit_codes_code_trgm_idx ON store_credit_codes USING gin (code gin_trgm_ops);',
  );
};

export const down: Migration = async ({ context: queryInterface }) => {
  await queryInterface.sequelize.query('DROP INDEX store_credit_codes_code_trgm_idx;');
};
