import type { Migration } from '../migrator';

/**
 * The admin finds voucher log rows by part of a code or of an e-mail, case-insensitively
 * (docs/admin.md): trigram GIN indexes (pg_trgm, shipped with PostgreSQL's contrib and marked
 * trusted, so the database owner may create it without superuser rights) serve `ILIKE '%part%'`
 * on the log's codes and on the users' e-mails. The exact-code B-tree is dropped: nothing asks for
 * an exact code any more, and a GIN index answers a whole code as well.
 */
export const up: Migration = async ({ context: queryInterface }) => {
  await queryInterface.sequelize.query(`
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
    CREATE INDEX voucher_logs_code_trgm_idx ON voucher_logs USING gin (voucher_code gin_trgm_ops);
    CREATE INDEX users_email_trgm_idx ON users USING gin (email gin_trgm_ops);
    DROP INDEX voucher_logs_code_idx;
  `);
};

export const down: Migration = async ({ context: queryInterface }) => {
  // The extension stays: other database objects may have come to use it.
  await queryInterface.sequelize.query(`
    CREATE INDEX voucher_logs_code_idx ON voucher_logs (voucher_code, id DESC);
    DROP INDEX users_email_trgm_idx;
    DROP INDEX voucher_logs_code_trgm_idx;
  `);
};
