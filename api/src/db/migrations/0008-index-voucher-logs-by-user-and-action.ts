import type { Migration } from '../migrator';

/**
 * The admin voucher log filtered by user e-mail and action together, newest first (docs/admin.md):
 * without it a user with many rows is scanned for the rare action.
 */
export const up: Migration = async ({ context: queryInterface }) => {
  await queryInterface.sequelize.query(
    'CREATE INDEX voucher_logs_user_action_idx ON voucher_logs (user_id, action_type, id DESC)',
  );
};

export const down: Migration = async ({ context: queryInterface }) => {
  await queryInterface.sequelize.query('DROP INDEX voucher_logs_user_action_idx');
};
