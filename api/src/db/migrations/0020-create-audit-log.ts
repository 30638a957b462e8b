import type { Migration } from '../migrator';

/**
 * The audit trail (docs/admin.md): one row per admin action, export and role change, written in
 * the action's transaction. Append-only: triggers refuse UPDATE, DELETE and TRUNCATE to every
 * database user but a superuser who disables them. No foreign keys: accounts are erased, never
 * deleted, and an entry must outlive whatever it names.
 */
export const up: Migration = async ({ context: queryInterface }) => {
  await queryInterface.sequelize.query(`
    CREATE TABLE audit_log (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      created_at timestamptz NOT NULL,
      actor_user_id uuid,
      actor_role text,
      action text NOT NULL,
      customer_user_id uuid,
      code text,
      before jsonb,
      after jsonb,
      reason text
    );
    CREATE INDEX audit_log_actor_idx ON audit_log (actor_user_id, id DESC);
    CREATE INDEX audit_log_customer_idx ON audit_log (customer_user_id, id DESC);
    CREATE INDEX audit_log_action_idx ON audit_log (action, id DESC);
    CREATE INDEX audit_log_created_at_idx ON audit_log (created_at);

    CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
    END;
    $$;
    CREATE TRIGGER audit_log_no_update_or_delete BEFORE UPDATE OR DELETE ON audit_log
      FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();
    CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
      FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only();
  `);
};

export const down: Migration = async ({ context: queryInterface }) => {
  await queryInterface.sequelize.query(`
    DROP TABLE audit_log;
    DROP FUNCTION audit_log_append_only();
  `);
};
