import type { Migration } from '../migrator';

/**
 * The outbox of mails (docs/notifications.md, "E-mail"): written in the transaction of the change
 * that causes each one, sent by a worker on every instance, retried with back-off. `message_id` is
 * the same on every try of a row. A sent row keeps its kind and address; its payload (which may
 * hold a single-use link) is emptied.
 */
export const up: Migration = async ({ context: queryInterface }) => {
  await queryInterface.sequelize.query(`
    CREATE TABLE mail_outbox (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      user_id uuid REFERENCES users (id) ON DELETE CASCADE,
      to_address text NOT NULL,
      kind text NOT NULL,
      payload jsonb NOT NULL,
      message_id text NOT NULL UNIQUE,
      dedupe_key text UNIQUE,
      created_at timestamptz NOT NULL,
      next_attempt_at timestamptz NOT NULL,
      attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
      last_attempt_at timestamptz,
      last_error text,
      settled_at timestamptz,
      outcome text CHECK (outcome IN ('sent', 'skipped', 'failed')),
      CHECK ((settled_at IS NULL) = (outcome IS NULL))
    );
    CREATE INDEX mail_outbox_due_idx ON mail_outbox (next_attempt_at) WHERE settled_at IS NULL;
    CREATE INDEX mail_outbox_settled_idx ON mail_outbox (settled_at) WHERE settled_at IS NOT NULL;
  `);
};

export const down: Migration = async ({ context: queryInterface }) => {
  await queryInterface.sequelize.query('DROP TABLE mail_outbox');
};
