import type { Migration } from '../migrator';

/**
 * Each API instance caches every user's small mining state (balance and active contract) for the
 * polled endpoints (docs/performance.md). PostgreSQL announces every change to it, whichever
 * process made it: `NOTIFY ciao_rewards_changed, '<user id>'` on any write to reward_balances or
 * contracts. Repeated payloads in one transaction are sent once, at commit.
 */
export const up: Migration = async ({ context: queryInterface }) => {
  await queryInterface.sequelize.query(`
    CREATE FUNCTION notify_rewards_changed() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM pg_notify('ciao_rewards_changed', COALESCE(NEW.user_id, OLD.user_id)::text);
      RETURN NULL;
    END $$;
    CREATE TRIGGER reward_balances_notify AFTER INSERT OR UPDATE OR DELETE ON reward_balances FOR EACH ROW EXECUTE FUNCTION notify_rewards_changed();
    CREATE TRIGGER contracts_notify AFTER INSERT OR UPDATE OR DELETE ON contracts FOR EACH ROW EXECUTE FUNCTION notify_rewards_changed();
  `);
};

export const down: Migration = async ({ context: queryInterface }) => {
  await queryInterface.sequelize.query(`
    DROP TRIGGER contracts_notify ON contracts;
    DROP TRIGGER reward_balances_notify ON reward_balances;
    DROP FUNCTION notify_rewards_changed();
  `);
};
