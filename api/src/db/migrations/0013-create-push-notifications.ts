import type { Migration } from '../migrator';

/**
 * Web Push (docs/notifications.md): the devices' subscriptions, each tied to the session that made
 * it (signing out or deleting the account ends the session, and the subscription goes with it);
 * the outbox of notifications, written in the transaction of the change that causes each one and
 * sent by a worker on every instance; the devices each account has signed in from (security
 * alerts); and when a code's owner was reminded that it expires soon (once per code).
 */
export const up: Migration = async ({ context: queryInterface }) => {
  await queryInterface.sequelize.query(`
    CREATE TABLE push_subscriptions (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      endpoint text NOT NULL UNIQUE,
      p256dh text NOT NULL,
      auth text NOT NULL,
      user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      session_token_hash text NOT NULL REFERENCES sessions (token_hash) ON DELETE CASCADE,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL
    );
    CREATE INDEX push_subscriptions_user_idx ON push_subscriptions (user_id);
    CREATE INDEX push_subscriptions_session_idx ON push_subscriptions (session_token_hash);

    CREATE TABLE push_outbox (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      kind text NOT NULL,
      payload jsonb NOT NULL,
      dedupe_key text UNIQUE,
      created_at timestamptz NOT NULL,
      next_attempt_at timestamptz NOT NULL,
      attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
      last_attempt_at timestamptz,
      last_error text,
      delivered_to bigint[] NOT NULL DEFAULT '{}',
      settled_at timestamptz,
      outcome text CHECK (outcome IN ('sent', 'skipped', 'failed')),
      CHECK ((settled_at IS NULL) = (outcome IS NULL))
    );
    CREATE INDEX push_outbox_due_idx ON push_outbox (next_attempt_at) WHERE settled_at IS NULL;
    CREATE INDEX push_outbox_settled_idx ON push_outbox (settled_at) WHERE settled_at IS NOT NULL;

    CREATE TABLE known_devices (
      user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      device_hash text NOT NULL,
      first_seen_at timestamptz NOT NULL,
      last_seen_at timestamptz NOT NULL,
      PRIMARY KEY (user_id, device_hash)
    );

    ALTER TABLE store_credit_codes ADD COLUMN expiry_reminded_at timestamptz;
  `);
};

export const down: Migration = async ({ context: queryInterface }) => {
  await queryInterface.sequelize.query(`
    ALTER TABLE store_credit_codes DROP COLUMN expiry_reminded_at;
    DROP TABLE known_devices; DROP TABLE push_outbox; DROP TABLE push_subscriptions;
  `);
};
