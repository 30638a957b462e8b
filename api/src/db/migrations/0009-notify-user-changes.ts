import type { Migration } from '../migrator';

/**
 * Every API instance caches session lookups (docs/performance.md). So that a sign-out, an account
 * deletion, a profile or role change reaches every instance's cache, PostgreSQL itself announces
 * them: `NOTIFY ciao_user_changed, '<user id>'` when a session row is deleted or a user row is
 * updated, whichever process (API, CLI, psql) made the change. Notifications are sent at commit.
 */
export const up: Migration = async ({ context: queryInterface }) => {
  await queryInterface.sequelize.query(`
    CREATE FUNCTION notify_user_changed() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_TABLE_NAME = 'sessions' THEN
        PERFORM pg_notify('ciao_user_changed', OLD.user_id::text);
      ELSE
        PERFORM pg_notify('ciao_user_changed', NEW.id::text);
      END IF;
      RETURN NULL;
    END $$;
    CREATE TRIGGER sessions_notify_user_changed AFTER DELETE ON sessions FOR EACH ROW EXECUTE FUNCTION notify_user_changed();
    CREATE TRIGGER users_notify_user_changed AFTER UPDATE ON users FOR EACH ROW EXECUTE FUNCTION notify_user_changed();
  `);
};

export const down: Migration = async ({ context: queryInterface }) => {
  await queryInterface.sequelize.query(`
    DROP TRIGGER users_notify_user_changed ON users;
    DROP TRIGGER sessions_notify_user_changed ON sessions;
    DROP FUNCTION notify_user_changed();
  `);
};
