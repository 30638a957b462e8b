import type { Migration } from '../migrator';

/**
 * The overview's "new accounts" counts customers only (docs/admin.md, "The programme overview"):
 * an admin account made with the users command is none, and a role change moves an account in or
 * out of its sign-up day's count. The days already rolled up lose the admins they counted.
 */
export const up: Migration = async ({ context: queryInterface }) => {
  await queryInterface.sequelize.query(`
    CREATE OR REPLACE FUNCTION programme_days_on_account() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'INSERT' THEN
        IF NEW.role = 'user' THEN PERFORM programme_day_add(utc_day(NEW.created_at), d_new_accounts => 1); END IF;
      ELSIF (OLD.role = 'user') <> (NEW.role = 'user') THEN
        PERFORM programme_day_add(utc_day(NEW.created_at), d_new_accounts => CASE WHEN NEW.role = 'user' THEN 1 ELSE -1 END);
      END IF;
      RETURN NULL;
    END $$;
    DROP TRIGGER programme_days_accounts ON users;
    CREATE TRIGGER programme_days_accounts AFTER INSERT OR UPDATE OF role ON users FOR EACH ROW EXECUTE FUNCTION programme_days_on_account();
    SELECT programme_day_add(day, d_new_accounts => -n)
      FROM (SELECT utc_day(created_at) AS day, count(*)::integer AS n FROM users WHERE role <> 'user' GROUP BY 1) admins;
  `);
};

export const down: Migration = async ({ context: queryInterface }) => {
  await queryInterface.sequelize.query(`
    SELECT programme_day_add(day, d_new_accounts => n)
      FROM (SELECT utc_day(created_at) AS day, count(*)::integer AS n FROM users WHERE role <> 'user' GROUP BY 1) admins;
    DROP TRIGGER programme_days_accounts ON users;
    CREATE OR REPLACE FUNCTION programme_days_on_account() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM programme_day_add(utc_day(NEW.created_at), d_new_accounts => 1);
      RETURN NULL;
    END $$;
    CREATE TRIGGER programme_days_accounts AFTER INSERT ON users FOR EACH ROW EXECUTE FUNCTION programme_days_on_account();
  `);
};
