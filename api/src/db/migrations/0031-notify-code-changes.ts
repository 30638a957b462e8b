import type { Migration } from '../migrator';

/**
 * The live stream sends a user's store-credit codes (docs/api.md, "Live stream"): a code issued,
 * used by an order or expired is announced like a balance change (0010), `NOTIFY
 * ciao_rewards_changed, '<user id>'`, whichever process made it.
 */
export const up: Migration = async ({ context: queryInterface }) => {
  await queryInterface.sequelize.query(
    'CREATE TRIGGER store_credit_codes_notify AFTER INSERT OR UPDATE OR DELETE ON store_credit_codes FOR EACH ROW EXECUTE FUNCTION notify_rewards_changed();',
  );
};

export const down: Migration = async ({ context: queryInterface }) => {
  await queryInterface.sequelize.query('DROP TRIGGER store_credit_codes_notify ON store_credit_codes;');
};
